import { describe, expect, it } from 'vitest';
import { app } from './app';

/**
 * The layout rules of docs/decisions/053-domain-modules-and-url-prefixes.md, read from the source
 * (Vite inlines every file as text): each router is mounted at its URL's first segment by the domain
 * that segment names; a `*.table.ts` is imported by its own domain only; no raw SQL strings; services
 * never see Hono; worker/lib knows no domain; web features do not import each other; web/lib imports
 * no components or features.
 */

type Files = Record<string, string>;

const read = (glob: Record<string, unknown>, from: string, to: string): Files =>
  Object.fromEntries(Object.entries(glob).map(([path, text]) => [to + path.slice(from.length), String(text)]));

const WORKER = read(
  import.meta.glob(['./**/*.ts', '!./**/*.d.ts'], { query: '?raw', import: 'default', eager: true }),
  './',
  'worker/',
);
const WEB = read(
  import.meta.glob(['../web/**/*.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }),
  '../web/',
  'web/',
);

/** The first URL segment after `/api` and the domain (folder under worker/domains) that serves it. */
export const SEGMENT_OWNER: Record<string, string> = {
  oauth: 'auth',
  sessions: 'auth',
  logout: 'auth',
  users: 'users',
  usage: 'usage',
  images: 'images',
  'detect-ingredients': 'images',
  recipes: 'recipes',
  'my-recipes': 'recipes',
  'generate-recipe': 'recipes',
  import: 'import',
  export: 'export',
  pictures: 'pictures',
  discover: 'community',
  leaderboard: 'leaderboard',
  support: 'support',
  radio: 'radio',
  subscriptions: 'billing',
  webhooks: 'billing',
  credits: 'credits',
  pantry: 'pantry',
  'shopping-list': 'shopping',
  'meal-plans': 'meal-plans',
  'diet-profile': 'diet',
  household: 'households',
  cookbook: 'cookbook',
  assistants: 'assistants',
};

/** Namespaces several domains mount into, each with its own sub-paths: the development tools. */
export const SHARED_SEGMENTS: Record<string, string[]> = { dev: ['auth', 'billing'] };

const isTestFile = (path: string) => /\.test\.tsx?$|test-helpers|(^|\/)test\//.test(path);

/** `./x` from `worker/domains/a/b.ts` -> `worker/domains/a/x.ts` (extension-less specifiers get `.ts`); `#core/a/x` -> `core/a/x.ts`. */
export function resolveImport(from: string, spec: string, files: Files): string | null {
  // package.json's `#core/*` alias names core/*.ts (docs/decisions/084-core-packages.md).
  if (spec.startsWith('#core/')) return `core/${spec.slice('#core/'.length).replace(/\?.*$/, '')}.ts`;
  if (!spec.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/').replace(/\?.*$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (candidate in files) return candidate;
  }
  return base;
}

/** Every module specifier a file imports or re-exports (static, dynamic and type-only). */
export function importsOf(text: string): string[] {
  const specs: string[] = [];
  const pattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(pattern)) specs.push((m[1] ?? m[2] ?? m[3]) as string);
  return specs;
}

const domainOf = (path: string) => /^worker\/domains\/([^/]+)\//.exec(path)?.[1] ?? null;

type Router = { routes: { method: string; path: string }[]; mounts: { prefix: string; ref: string }[] } | { alias: string };

/** The routers (`const x = new Hono…` chains, aliases and re-exports) a file defines, by name. */
function routersOf(path: string, files: Files): Map<string, Router> {
  const text = files[path] ?? '';
  const out = new Map<string, Router>();
  const named = new Map<string, string>(); // a local name -> `file#name` it comes from
  for (const m of text.matchAll(/(import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const file = resolveImport(path, m[3] as string, files);
    if (!file) continue;
    for (const item of (m[2] as string).split(',')) {
      const [orig, local] = item.replace(/\btype\s+/, '').split(/\s+as\s+/).map((s) => s.trim());
      if (!orig) continue;
      named.set(local ?? orig, `${file}#${orig}`);
      if (m[1] === 'export') out.set(local ?? orig, { alias: `${file}#${orig}` });
    }
  }
  const starts = [...text.matchAll(/^(?:export\s+)?const\s+(\w+)\s*(?::[^=]+)?=\s*/gm)];
  starts.forEach((m, i) => {
    const body = text.slice((m.index ?? 0) + m[0].length, starts[i + 1]?.index ?? text.length);
    const name = m[1] as string;
    const alias = /^(\w+)\s*;/.exec(body);
    if (alias) {
      out.set(name, { alias: named.get(alias[1] as string) ?? `${path}#${alias[1]}` });
      return;
    }
    if (!/^new Hono\b/.test(body)) return;
    const routes = [...body.matchAll(/\.(get|post|put|patch|delete|all)\(\s*['`]([/*][^'`]*)['`]/g)].map((r) => ({
      method: (r[1] as string).toUpperCase(),
      path: r[2] as string,
    }));
    const mounts = [...body.matchAll(/\.route\(\s*['`]([^'`]*)['`]\s*,\s*(\w+)\s*\)/g)].map((r) => ({
      prefix: r[1] as string,
      ref: named.get(r[2] as string) ?? `${path}#${r[2]}`,
    }));
    out.set(name, { routes, mounts });
  });
  return out;
}

const join = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`.replace(/\/{2,}/g, '/'));

export type MountedRoute = { method: string; path: string; file: string };

/** The API routes reachable from `api` in worker/app.ts, each with the file that defines it. */
export function apiRoutes(files: Files): { routes: MountedRoute[]; topMounts: { prefix: string; file: string }[] } {
  const routes: MountedRoute[] = [];
  const topMounts: { prefix: string; file: string }[] = [];
  const walk = (ref: string, prefix: string, depth: number) => {
    const [file, name] = ref.split('#') as [string, string];
    const router = routersOf(file, files).get(name);
    if (!router || depth > 10) return;
    if ('alias' in router) return walk(router.alias, prefix, depth + 1);
    for (const r of router.routes) {
      // The API's own catch-all (404 for any unknown path) is no domain's route.
      if (depth === 0 && r.path === '*') continue;
      routes.push({ method: r.method, path: join(prefix, r.path), file });
    }
    for (const m of router.mounts) {
      if (depth === 0) topMounts.push({ prefix: m.prefix, file: m.ref.split('#')[0] as string });
      walk(m.ref, join(prefix, m.prefix === '/' ? '' : m.prefix), depth + 1);
    }
  };
  walk('worker/app.ts#api', '/api', 0);
  return { routes, topMounts };
}

const ownersOf = (segment: string) => SHARED_SEGMENTS[segment] ?? (SEGMENT_OWNER[segment] ? [SEGMENT_OWNER[segment]] : []);

/**
 * A domain file's node in the domain import graph: its domain, or `<domain> routes` for a routes
 * file. Routes are the HTTP edge above every domain: a thin handler may call the service of the
 * domain that owns the data (docs/decisions/053-domain-modules-and-url-prefixes.md), so
 * `DELETE /api/users/me` calls account deletion while every domain's tables reference users.
 */
const graphNode = (path: string) => {
  const domain = domainOf(path);
  return domain && /\.routes\.ts$/.test(path) ? `${domain} routes` : domain;
};

/** The cycles of the graph of non-test imports between domains, each as `a -> b -> a (file -> file, …)`. */
export function domainCycles(files: Files): string[] {
  const edges = new Map<string, Map<string, string>>(); // node -> node -> the first import that links them
  for (const path of Object.keys(files).sort()) {
    const from = graphNode(path);
    if (!from || isTestFile(path)) continue;
    for (const spec of importsOf(files[path] ?? '')) {
      const target = resolveImport(path, spec, files);
      const to = target ? graphNode(target) : null;
      if (!to || to === from || domainOf(target as string) === domainOf(path)) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${path} -> ${target}`);
      edges.set(from, out);
    }
  }
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, stack: string[]) => {
    state.set(node, 'open');
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') {
        const path = [...stack.slice(stack.indexOf(next)), node, next];
        const links = path.slice(1).map((to, i) => edges.get(path[i] as string)?.get(to));
        cycles.push(`${path.join(' -> ')} (${links.join(', ')})`);
      } else if (!state.has(next)) visit(next, [...stack, node]);
    }
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node, []);
  return cycles;
}

/**
 * What one domain may import of another (docs/decisions/076-domain-public-entries.md): its
 * `*.service.ts`; a table's foreign keys another table (the table rule above judges those); and at
 * the HTTP edge, a routes file also the bindings a `*.deps.ts` reads and a `*.middleware.ts` (Hono
 * code: the session cookie, the kitchen guard), which no service may import.
 */
const isPublicEntry = (from: string, target: string) =>
  /\.service\.ts$/.test(target) ||
  /\.table\.ts$/.test(target) ||
  (/\.routes\.ts$/.test(from) && /\.(deps|middleware)\.ts$/.test(target));

/** Each rule: the violations it finds, as readable lines (empty when the rule holds). */
export const RULES: Record<string, (files: Files) => string[]> = {
  'app.ts mounts each router at a first segment its domain owns': (files) =>
    apiRoutes(files).topMounts.flatMap(({ prefix, file }) => {
      const segments = prefix.split('/').filter(Boolean);
      const domain = domainOf(file);
      if (segments.length !== 1) return [`app.ts mounts ${file} at '${prefix}', not at one URL segment`];
      return ownersOf(segments[0] as string).includes(domain ?? '')
        ? []
        : [`app.ts mounts ${file} at '${prefix}', a segment the ${domain} domain does not own`];
    }),
  'every API route is served by the domain its first segment names': (files) =>
    apiRoutes(files).routes.flatMap(({ method, path, file }) => {
      const segment = path.split('/')[2] ?? '';
      const domain = domainOf(file);
      return ownersOf(segment).includes(domain ?? '') ? [] : [`${method} ${path} is defined in ${file}`];
    }),
  'a *.table.ts is imported only by its own domain, worker/db and other tables': (files) =>
    Object.keys(files)
      .filter((path) => !isTestFile(path) && !path.startsWith('worker/db/') && !path.endsWith('.table.ts'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && /^worker\/domains\/[^/]+\/.*\.table\.ts$/.test(target))
          .filter((target) => domainOf(target) !== domainOf(path))
          .map((target) => `${path} imports ${target}`),
      ),
  'worker/db/schema.ts (every table) is imported only by worker/db': (files) =>
    Object.keys(files)
      .filter((path) => !isTestFile(path) && !path.startsWith('worker/db/'))
      .filter((path) => importsOf(files[path] ?? '').some((spec) => resolveImport(path, spec, files) === 'worker/db/schema.ts'))
      .map((path) => `${path} imports worker/db/schema.ts`),
  'no raw SQL strings through .prepare( in domains': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('worker/domains/') && !isTestFile(path) && /\.prepare\s*\(/.test(files[path] ?? ''))
      .map((path) => `${path} calls .prepare(`),
  'no sql.raw( in domains': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('worker/domains/') && !isTestFile(path) && /\bsql\s*\.\s*raw\s*\(/.test(files[path] ?? ''))
      .map((path) => `${path} calls sql.raw(`),
  'no whole INSERT, UPDATE or DELETE as an sql`…` string in domains': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('worker/domains/') && !isTestFile(path))
      // A fragment inside a drizzle builder (`set({ n: sql`${t.n} + 1` })`, `where(sql`…`)`) is fine;
      // a template that is itself a statement bypasses the builder's table and column names.
      .filter((path) => /\bsql\s*(?:<[^>]*>)?\s*`\s*(?:INSERT|UPDATE|DELETE|REPLACE)\b/i.test(files[path] ?? ''))
      .map((path) => `${path} writes a whole statement as an sql string`),
  'every insert names its columns (no INSERT … VALUES without a list, no insert().select(sql`…`))': (files) =>
    Object.keys(files)
      .filter((path) => !isTestFile(path))
      .flatMap((path) => {
        const text = files[path] ?? '';
        return [
          ...(/INSERT\s+(?:OR\s+\w+\s+)?INTO\s+["`\w]+\s+VALUES/i.test(text) ? [`${path} inserts without naming the columns`] : []),
          // drizzle names every column in the table's order; a hand-written select list only matches
          // that order by a comment. worker/db/insert-select.ts builds the list by column key.
          ...(/\.insert\(\s*\w+\s*\)\s*\.select\(\s*sql\b/.test(text) ? [`${path} inserts a hand-written sql select list`] : []),
        ];
      }),
  'services do not import hono': (files) =>
    Object.keys(files)
      .filter((path) => path.endsWith('.service.ts'))
      .filter((path) => importsOf(files[path] ?? '').some((spec) => spec === 'hono' || spec.startsWith('hono/')))
      .map((path) => `${path} imports hono`),
  'a domain function takes its dependencies as one object first, never a bare db, d1, bucket or env': (files) =>
    Object.keys(files)
      // Routes and `*.deps.ts` are the edge that turns the request's bindings into dependencies.
      .filter((path) => path.startsWith('worker/domains/') && !isTestFile(path) && !/\.(routes|table|deps)\.ts$/.test(path))
      .flatMap((path) =>
        [
          ...(files[path] ?? '').matchAll(
            /export\s+(?:(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?|const\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s+)?)\(\s*(db|d1|bucket|env)\s*[:,)]/g,
          ),
        ]
          .map((m) => ({ name: (m[1] ?? m[2]) as string, param: m[3] as string }))
          // Statement and query builders (for batches, their own or another domain's) take the db they build with.
          .filter(({ name, param }) => !(/^(db|d1)$/.test(param) && /Statements?$|Prepared$|Query$/.test(name)))
          .map(({ name, param }) => `${path} ${name}(${param}, …)`),
      ),
  'a domain reaches another only through its public entries (a service; from routes also *.deps.ts, *.middleware.ts)': (files) =>
    Object.keys(files)
      .filter((path) => domainOf(path) && !isTestFile(path))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && !!domainOf(target) && domainOf(target) !== domainOf(path))
          .filter((target) => !isPublicEntry(path, target))
          .map((target) => `${path} imports ${target}`),
      ),
  'the non-test imports between domains form no cycle (routes above every domain)': domainCycles,
  'worker/lib knows no domain': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('worker/lib/'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .filter((spec) => resolveImport(path, spec, files)?.startsWith('worker/domains/'))
          .map((spec) => `${path} imports ${spec}`),
      ),
  'web features do not import each other': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('web/features/'))
      .flatMap((path) => {
        const own = path.split('/')[2];
        return importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && target.startsWith('web/features/') && target.split('/')[2] !== own)
          .map((target) => `${path} imports ${target}`);
      }),
  'web/lib imports no components or features': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('web/lib/'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && /^web\/(components|features)\//.test(target))
          .map((target) => `${path} imports ${target}`),
      ),
};

/**
 * Violations not fixed yet, listed one by one so the list can only shrink: a new one fails the
 * test, and so does a listed one that is gone (take it off the list).
 */
export const KNOWN: Record<string, string[]> = {
  'a *.table.ts is imported only by its own domain, worker/db and other tables': [
  ],
  'no raw SQL strings through .prepare( in domains': [
  ],
  'no sql.raw( in domains': [
  ],
  'a domain function takes its dependencies as one object first, never a bare db, d1, bucket or env': [
  ],
};

const FILES: Files = { ...WORKER, ...WEB };

describe('architecture', () => {
  it('reads the source it checks', () => {
    expect(Object.keys(WORKER)).toContain('worker/app.ts');
    expect(Object.keys(WEB)).toContain('web/lib/api.ts');
  });

  for (const [rule, check] of Object.entries(RULES)) {
    it(rule, () => {
      expect(check(FILES).sort()).toEqual([...(KNOWN[rule] ?? [])].sort());
    });
  }

  it('the static reading of the routes finds every API route the app serves', () => {
    const found = new Set(apiRoutes(FILES).routes.map((r) => `${r.method} ${r.path}`));
    const served = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...served].filter((route) => !found.has(route))).toEqual([]);
    expect(served.size).toBeGreaterThan(50);
  });

  it('every domain named as a segment owner exists, and a folder-named segment is that folder', () => {
    const domains = new Set(Object.keys(FILES).map(domainOf).filter(Boolean));
    for (const owner of [...Object.values(SEGMENT_OWNER), ...Object.values(SHARED_SEGMENTS).flat()]) expect(domains).toContain(owner);
    for (const [segment, owner] of Object.entries(SEGMENT_OWNER)) if (domains.has(segment)) expect(owner).toBe(segment);
  });
});

describe('architecture rules catch the layouts they forbid', () => {
  const appWith = (mounts: string) => `import { aRoutes } from './domains/recipes/a.routes';\nimport { bRoutes } from './domains/community/b.routes';\nconst api = new Hono<AppEnv>()\n${mounts};\n`;
  const cases: { rule: string; files: Files; expected: number }[] = [
    {
      rule: 'app.ts mounts each router at a first segment its domain owns',
      files: {
        'worker/app.ts': appWith(`  .route('/', aRoutes)\n  .route('/discover', bRoutes)`),
        'worker/domains/recipes/a.routes.ts': `export const aRoutes = new Hono<AppEnv>().get('/recipes/:id', h);\n`,
        'worker/domains/community/b.routes.ts': `export const bRoutes = new Hono<AppEnv>().get('/', h);\n`,
      },
      expected: 1,
    },
    {
      rule: 'every API route is served by the domain its first segment names',
      files: {
        'worker/app.ts': appWith(`  .route('/', aRoutes)\n  .route('/recipes', bRoutes)`),
        'worker/domains/recipes/a.routes.ts': `export const aRoutes = new Hono<AppEnv>().get('/recipes/:id', h).post('/discover/x', h);\n`,
        'worker/domains/community/b.routes.ts': `export const bRoutes = new Hono<AppEnv>()\n  .get(\n    '/:id/share',\n    h,\n  );\n`,
      },
      expected: 2,
    },
    {
      rule: 'a *.table.ts is imported only by its own domain, worker/db and other tables',
      files: {
        'worker/domains/users/users.table.ts': '',
        'worker/domains/users/users.service.ts': `import { users } from './users.table';\n`,
        'worker/domains/recipes/recipes.table.ts': `import { users } from '../users/users.table';\n`,
        'worker/db/schema.ts': `export * from '../domains/users/users.table';\n`,
        'worker/domains/community/feed.service.ts': `import { users } from '../users/users.table';\nimport type { X } from "../users/users.table";\n`,
      },
      expected: 2,
    },
    {
      rule: 'worker/db/schema.ts (every table) is imported only by worker/db',
      files: {
        'worker/db/schema.ts': `export * from '../domains/users/users.table';\n`,
        'worker/db/client.ts': `import * as schema from './schema';\n`,
        'worker/domains/community/feed.service.ts': `import { users } from '../../db/schema';\n`,
        'worker/domains/community/a.service.ts': `import type * as schema from "../../db/schema.ts";\n`,
        'worker/domains/community/b.test.ts': `import { users } from '../../db/schema';\n`,
      },
      expected: 2,
    },
    {
      rule: 'no raw SQL strings through .prepare( in domains',
      files: { 'worker/domains/community/a.service.ts': 'await env.DB.prepare(`SELECT 1`).all();' },
      expected: 1,
    },
    {
      rule: 'no sql.raw( in domains',
      files: {
        'worker/domains/community/a.service.ts': "db.update(t).set({ title: sql.raw('(SELECT title FROM recipes)') });",
        'worker/domains/community/b.service.ts': 'db.update(t).set({ title: sql`${recipeTitle}` });',
        'worker/domains/community/a.test.ts': "sql.raw('SELECT 1');",
        'worker/db/x.ts': "sql.raw('SELECT 1');",
      },
      expected: 1,
    },
    {
      rule: 'every insert names its columns (no INSERT … VALUES without a list, no insert().select(sql`…`))',
      files: {
        'worker/domains/leaderboard/a.service.ts': "sql`INSERT INTO leaderboard_scores VALUES (${a}, ${b})`",
        'worker/domains/leaderboard/b.service.ts': "sql`INSERT INTO leaderboard_scores (user_id, score) VALUES (${a}, ${b})`",
        'worker/domains/community/c.service.ts': 'db\n  .insert(recipeVotes)\n  .select(sql`SELECT ${id}, ${userId} WHERE changes() = 0`)',
        'worker/domains/community/d.service.ts': 'db.insert(recipeVotes).select(insertSelect(recipeVotes, { id, userId }, sql`WHERE changes() = 0`))',
      },
      expected: 2,
    },
    {
      rule: 'no whole INSERT, UPDATE or DELETE as an sql`…` string in domains',
      files: {
        'worker/domains/support/a.service.ts': 'await db.run(sql`\n  INSERT INTO support_requests (id) SELECT ${id}`);',
        'worker/domains/support/b.service.ts': 'await db.run(sql`delete from support_requests where id = ${id}`);',
        'worker/domains/support/c.service.ts': 'db.update(t).set({ n: sql`${t.n} + 1` }).where(sql`${t.id} = ${id}`);',
        'worker/domains/support/a.test.ts': 'await db.run(sql`UPDATE users SET name = ${n}`);',
      },
      expected: 2,
    },
    {
      rule: 'services do not import hono',
      files: { 'worker/domains/a/a.service.ts': `import type { Context } from 'hono';\n` },
      expected: 1,
    },
    {
      rule: 'a domain function takes its dependencies as one object first, never a bare db, d1, bucket or env',
      files: {
        'worker/domains/a/a.service.ts':
          'export async function readIt(db: Db, id: string) {}\nexport function markStatement(db: Db) {}\nexport async function ok(deps: { db: Db }, id: string) {}\n',
        'worker/domains/a/a.rows.ts': 'export const insertIt = (db: Db, row: Row) => db.insert(t).values(row);\nexport const rowsQuery = (db: Db) => db.select().from(t);\n',
        'worker/domains/a/a-r2.ts': 'export async function deleteKeys(bucket: R2Bucket, keys: string[]) {}\n',
        'worker/domains/a/a.config.ts': 'export function queueOf(env: Partial<Env>) {}\n',
        'worker/domains/a/a.routes.ts': 'export function queueOf(env: Partial<Env>) {}\n',
        'worker/domains/a/a.deps.ts': 'export function queueOf(env: Partial<Env>) {}\n',
        'worker/domains/a/a.test.ts': 'export async function readIt(db: Db) {}\n',
      },
      expected: 4,
    },
    {
      rule: 'a domain reaches another only through its public entries (a service; from routes also *.deps.ts, *.middleware.ts)',
      files: {
        'worker/domains/shopping/shopping.service.ts': `export { toListItem } from './shopping.rows';\n`,
        'worker/domains/shopping/shopping.rows.ts': '',
        'worker/domains/households/kitchen.middleware.ts': '',
        'worker/domains/billing/billing.deps.ts': '',
        'worker/domains/billing/billing.config.ts': '',
        // Through the service, and a routes file through the edge modules: allowed.
        'worker/domains/meal-plans/a.service.ts': `import { toListItem } from '../shopping/shopping.service';\n`,
        'worker/domains/meal-plans/meal-plans.routes.ts': `import { requireKitchen } from '../households/kitchen.middleware';\nimport { billingDeps } from '../billing/billing.deps';\n`,
        'worker/domains/meal-plans/meal-plans.table.ts': `import { users } from '../users/users.table';\n`,
        'worker/domains/users/users.table.ts': '',
        // A helper file, a config, or an edge module from a service: three violations.
        'worker/domains/meal-plans/b.service.ts': `import { toListItem } from '../shopping/shopping.rows';\nimport { requireKitchen } from '../households/kitchen.middleware';\n`,
        'worker/domains/credits/credits.routes.ts': `import { CURRENCY } from '../billing/billing.config';\n`,
        // Tests are left out.
        'worker/domains/meal-plans/c.test.ts': `import { toListItem } from '../shopping/shopping.rows';\n`,
      },
      expected: 3,
    },
    {
      rule: 'the non-test imports between domains form no cycle (routes above every domain)',
      files: {
        // recipes -> community -> recipes: one cycle.
        'worker/domains/recipes/a.service.ts': `import { share } from '../community/share.service';\n`,
        'worker/domains/community/share.service.ts': `import { readRecipe } from '../recipes/read.service';\n`,
        'worker/domains/recipes/read.service.ts': '',
        // A routes file calling down to the domain that imports its own domain is no cycle.
        'worker/domains/users/users.routes.ts': `import { deleteAccount } from '../account/deletion.service';\n`,
        'worker/domains/account/deletion.service.ts': `import { usersStatements } from '../users/erasure.service';\n`,
        'worker/domains/users/erasure.service.ts': '',
        // Tests are left out.
        'worker/domains/users/users.test.ts': `import { deleteAccount } from '../account/deletion.service';\n`,
        'worker/domains/users/x.service.ts': '',
        'worker/domains/account/x.test.ts': `import { x } from '../users/x.service';\n`,
      },
      expected: 1,
    },
    {
      rule: 'worker/lib knows no domain',
      files: { 'worker/lib/guards.ts': `import { x } from '../domains/auth/session.service';\n` },
      expected: 1,
    },
    {
      rule: 'web features do not import each other',
      files: {
        'web/features/a/x.tsx': `import { y } from '../b/y';\nimport { z } from './z';\n`,
        'web/features/b/y.ts': '',
        'web/features/a/z.ts': '',
      },
      expected: 1,
    },
    {
      rule: 'web/lib imports no components or features',
      files: { 'web/lib/x.ts': `import { Button } from '../components/button';\n`, 'web/components/button.tsx': '' },
      expected: 1,
    },
  ];
  for (const { rule, files, expected } of cases) {
    it(rule, () => {
      expect(RULES[rule]?.(files)).toHaveLength(expected);
    });
  }
});

/**
 * core/ in concept packages (docs/decisions/084-core-packages.md), lowest first: a package imports
 * only itself and the packages below it (tests too), by `#core/<package>/<file>` across packages.
 */
export const CORE_LAYERS = ['kernel', 'food', 'diet', 'ingredients', 'nutrition', 'kitchen', 'recipe', 'schemas', 'billing', 'reading', 'quality', 'cookbook'];

// Every file under core/ (its path only), core's sources as text (the cookbook's 3 MB generated
// index aside: it imports only its own package's types and dishes files), and the code outside
// core, worker and web that may import core.
const CORE_PATHS = Object.fromEntries(Object.keys(import.meta.glob('../core/**/*')).map((path) => [`core/${path.slice('../core/'.length)}`, '']));
const CORE = read(
  import.meta.glob(['../core/**/*.ts', '!../core/cookbook/cookbook-index.data.ts'], { query: '?raw', import: 'default', eager: true }),
  '../core/',
  'core/',
);
const OUTSIDE = read(
  import.meta.glob(['../scripts/**/*.{ts,mjs}', '../e2e/**/*.ts', '../*.config.{ts,js}'], { query: '?raw', import: 'default', eager: true }),
  '../',
  '',
);

const corePackageOf = (path: string) => (path.startsWith('core/') && path.split('/').length > 2 ? (path.split('/')[1] as string) : null);
const coreLayer = (path: string) => CORE_LAYERS.indexOf(corePackageOf(path) ?? '');

/** Each core layout rule: the violations it finds (empty when it holds). */
export const CORE_RULES: Record<string, (files: Files) => string[]> = {
  'every core file is in a package of the layer order': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('core/') && coreLayer(path) < 0)
      .map((path) => `${path} is in no package of ${CORE_LAYERS.join(', ')}`),
  'a core package imports only itself and the packages below it': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('core/'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && target.startsWith('core/') && coreLayer(target) > coreLayer(path))
          .map((target) => `${path} (${corePackageOf(path)}) imports ${target} (${corePackageOf(target)}, above it)`),
      ),
  'core imports nothing from worker/ or web/': (files) =>
    Object.keys(files)
      .filter((path) => path.startsWith('core/'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .map((spec) => resolveImport(path, spec, files))
          .filter((target): target is string => !!target && /^(worker|web)\//.test(target))
          .map((target) => `${path} imports ${target}`),
      ),
  'code outside core imports core only through #core/… (no relative path into core)': (files) =>
    Object.keys(files)
      .filter((path) => !path.startsWith('core/'))
      .flatMap((path) =>
        importsOf(files[path] ?? '')
          .filter((spec) => spec.startsWith('.') && (resolveImport(path, spec, files) ?? '') in files && resolveImport(path, spec, files)?.startsWith('core/'))
          .map((spec) => `${path} imports ${spec}`),
      ),
};

describe('core packages (docs/decisions/084-core-packages.md)', () => {
  const files: Files = { ...CORE_PATHS, ...CORE, ...OUTSIDE, ...WORKER, ...WEB };

  it('reads the files it checks', () => {
    expect(Object.keys(CORE_PATHS)).toContain('core/cookbook/dishes/italian.json');
    expect(Object.keys(CORE)).toContain('core/quality/recipe-quality.ts');
    expect(Object.keys(OUTSIDE)).toContain('scripts/dead-exports.ts');
    expect(Object.keys(OUTSIDE)).toContain('vite.config.ts');
  });

  for (const [rule, check] of Object.entries(CORE_RULES)) {
    it(rule, () => {
      expect(check(files).sort()).toEqual([]);
    });
  }

  const cases: { rule: string; files: Files; expected: string[] }[] = [
    {
      rule: 'every core file is in a package of the layer order',
      files: { 'core/loose.ts': '', 'core/misc/a.ts': '', 'core/kernel/options.ts': '', 'core/cookbook/dishes/a.json': '' },
      expected: ['core/loose.ts is in no package of kernel, food, diet, ingredients, nutrition, kitchen, recipe, schemas, billing, reading, quality, cookbook', 'core/misc/a.ts is in no package of kernel, food, diet, ingredients, nutrition, kitchen, recipe, schemas, billing, reading, quality, cookbook'],
    },
    {
      rule: 'a core package imports only itself and the packages below it',
      files: {
        'core/kernel/options.ts': `import { checkRecipe } from '#core/quality/recipe-quality';\n`,
        'core/quality/recipe-quality.ts': `import type { RecipeLanguage } from '#core/kernel/options';\nimport { x } from './recipe-quality-types';\n`,
        'core/quality/recipe-quality-types.ts': '',
        'core/diet/a.test.ts': `import { y } from '../food/food-table';\nimport { z } from '../recipe/recipe-text';\n`,
        'core/food/food-table.ts': '',
        'core/recipe/recipe-text.ts': '',
      },
      expected: [
        'core/diet/a.test.ts (diet) imports core/recipe/recipe-text.ts (recipe, above it)',
        'core/kernel/options.ts (kernel) imports core/quality/recipe-quality.ts (quality, above it)',
      ],
    },
    {
      rule: 'core imports nothing from worker/ or web/',
      files: { 'core/kernel/a.ts': `import { app } from '../../worker/app';\nimport type { Api } from '../../web/lib/api';\n`, 'worker/app.ts': '', 'web/lib/api.ts': '' },
      expected: ['core/kernel/a.ts imports web/lib/api.ts', 'core/kernel/a.ts imports worker/app.ts'],
    },
    {
      rule: 'code outside core imports core only through #core/… (no relative path into core)',
      files: {
        'worker/lib/a.ts': `import { PLANS } from '../../core/kernel/plans';\nimport { x } from '#core/kernel/options';\n`,
        'scripts/b.test.ts': `const text = "import { used } from '../core/gone';";\n`,
        'core/kernel/plans.ts': '',
        'core/kernel/options.ts': '',
      },
      expected: ['worker/lib/a.ts imports ../../core/kernel/plans'],
    },
  ];
  for (const { rule, files: layout, expected } of cases) {
    it(`catches the layout it forbids: ${rule}`, () => {
      expect(CORE_RULES[rule]?.(layout).sort()).toEqual(expected);
    });
  }
});
