#!/usr/bin/env node
// Moves core/ into its concept packages (docs/decisions/084-core-packages.md) and rewrites every
// path that points into core: import, export, dynamic import, vi.mock and `?raw` specifiers, and
// path strings in code, comments, configs and docs. Run from the repository root:
//
//   node scripts/core-packages/move.mjs           # move and rewrite
//   node scripts/core-packages/move.mjs --check   # report what would change, change nothing
//
// scripts/core-packages/map.json lists every file under core/ (old path -> new path) and the
// packages' layer order. The script fails before touching anything when a file under core/ is not
// in the map, and running it a second time changes nothing.
//
// Specifier rules: a file outside core imports core as `#core/<package>/<file>` (no extension; the
// `imports` field of package.json maps it to ./core/*.ts); a core file imports another package the
// same way and its own package by a relative path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const root = process.cwd();
const check = process.argv.includes('--check');
if (!existsSync(join(root, 'core')) || !existsSync(join(root, 'package.json'))) fail('run from the repository root');

const MAP_FILE = 'scripts/core-packages/map.json';
const { order, files: MAP } = JSON.parse(readFileSync(MAP_FILE, 'utf8'));
const SELF = new Set([MAP_FILE, 'scripts/core-packages/move.mjs']);

function fail(message) {
  console.error(`core-packages: ${message}`);
  process.exit(1);
}

// ---- 1. The map covers core/, and no file moves onto another file's old place. ----
const oldPaths = new Set(Object.keys(MAP));
const newPaths = new Set(Object.values(MAP));
if (newPaths.size !== oldPaths.size) fail('two files map to the same new path');
for (const [from, to] of Object.entries(MAP)) {
  if (!from.startsWith('core/') || !to.startsWith('core/')) fail(`${from} -> ${to}: both paths must be under core/`);
  const pkg = to.split('/')[1];
  if (!order.includes(pkg) || to.split('/').length < 3) fail(`${to}: not in a package of the layer order (${order.join(', ')})`);
  if (from !== to && oldPaths.has(to) && MAP[to] !== to) fail(`${from} -> ${to}: the new path is another file's old path`);
  if (from !== to && oldPaths.has(to) && MAP[to] === to) fail(`${from} -> ${to}: the new path is taken by a file that stays`);
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const onDisk = walk('core');
const unmapped = onDisk.filter((f) => !oldPaths.has(f) && !newPaths.has(f));
if (unmapped.length) fail(`files under core/ missing from ${MAP_FILE} (add each with its package):\n  ${unmapped.join('\n  ')}`);
const gone = Object.entries(MAP).filter(([from, to]) => !existsSync(from) && !existsSync(to));
if (gone.length) fail(`files in ${MAP_FILE} that exist neither at the old nor the new path:\n  ${gone.map(([f]) => f).join('\n  ')}`);

// ---- 2. The text files the rewrite reads (tracked files; core/ as it is on disk). ----
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const allFiles = new Set([...tracked.filter((f) => existsSync(f)), ...onDisk]);
const TEXT = /\.(?:ts|tsx|mts|js|mjs|cjs|md|toml)$|(?:^|\/)(?:tsconfig[^/]*|package)\.json$|^core\/.*\.txt$/;
const ROOTS = /^(?:core|worker|web|scripts|e2e|docs|data)\//;
const ROOT_FILES = /^(?:[^/]+\.config\.(?:ts|js|mjs|cjs)|tsconfig[^/]*\.json|wrangler\.toml|package\.json|README\.md)$/;
const scope = [...allFiles].filter(
  (f) => !SELF.has(f) && TEXT.test(f) && (ROOTS.test(f) || ROOT_FILES.test(f)) && !/(^|\/)node_modules\//.test(f) && !f.startsWith('core/cookbook/dishes/'),
);

const CODE = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;
const EXT = /\.(?:ts|tsx|mts|js|mjs|cjs|json|txt|tsv|svg|css|md)$/;
/** A file's place once moved (files outside core, and files already moved, stay). */
const moved = (path) => MAP[path] ?? path;
const packageOf = (path) => (path.startsWith('core/') ? path.split('/')[1] : null);

/** The file a specifier names from a file at `from` (current paths), with its query, or null. */
function resolveSpecifier(from, spec) {
  const [bare, query = ''] = spec.split(/(?=\?)/);
  let base;
  if (bare.startsWith('#core/')) base = `core/${bare.slice('#core/'.length)}`;
  else if (bare.startsWith('./') || bare.startsWith('../')) base = posix.normalize(posix.join(posix.dirname(from), bare));
  else return null;
  const candidates = bare.startsWith('#core/') && !EXT.test(base) ? [`${base}.ts`] : [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  const target = candidates.find((c) => allFiles.has(c));
  return target ? { target, query, explicit: target === base } : null;
}

/** The specifier a file at `to` uses for `target` (both moved paths). */
function specifierFor(to, target, explicit, query, original) {
  const inCore = target.startsWith('core/');
  const samePackage = inCore && packageOf(to) === packageOf(target);
  if (inCore && !samePackage) {
    if (!/\.ts$/.test(target)) fail(`${to}: imports ${target} from another package, which #core/* (./core/*.ts) cannot name`);
    return `#core/${target.slice('core/'.length, -'.ts'.length)}${query}`;
  }
  if (!to.startsWith('core/') && !inCore && !original.startsWith('#')) return original; // neither side in core
  let rel = posix.relative(posix.dirname(to), target);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (!explicit) rel = rel.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
  return rel + query;
}

/** Import, export, dynamic-import, vi.mock and other quoted specifiers, rewritten for the move. */
function rewriteSpecifiers(path, text) {
  if (!CODE.test(path)) return text;
  const to = moved(path);
  return text.replace(/(['"`])((?:\.{1,2}\/|#core\/)[^'"`\s$*{}]*)\1/g, (whole, quote, spec) => {
    const found = resolveSpecifier(path, spec);
    if (!found) return whole;
    if (!path.startsWith('core/') && !found.target.startsWith('core/')) return whole;
    return quote + specifierFor(to, moved(found.target), found.explicit, found.query, spec) + quote;
  });
}

// Old directories and prefixes, for path strings that name a folder or a set of files.
const moving = Object.entries(MAP).filter(([from, to]) => from !== to);
/** The one new prefix every old file starting with `prefix` moves under, or null when they part ways. */
function commonMove(prefix) {
  let result = null;
  for (const [from, to] of Object.entries(MAP)) {
    if (!from.startsWith(prefix)) continue;
    const rest = from.slice(prefix.length);
    if (!to.endsWith(rest)) return null;
    const target = to.slice(0, to.length - rest.length);
    if (result !== null && result !== target) return null;
    result = target;
  }
  return result;
}

const warnings = [];
/** A path string into core (`core/units.ts`, `core/cookbook/x`, `core/data/lines.${lang}.txt`), moved. */
function rewritePaths(path, text) {
  return text.replace(/(?<![\w@#.-])core\/[\w./-]*/g, (token, offset) => {
    const after = text.slice(offset + token.length, offset + token.length + 2);
    let tok = token;
    let tail = '';
    for (;;) {
      const mapped = pathToken(tok, after, tail === '');
      if (mapped !== null) return mapped + tail;
      const m = /[.-]$/.exec(tok);
      if (!m || tok.length <= 'core/'.length) break;
      tail = m[0] + tail;
      tok = tok.slice(0, -1);
    }
    if (token !== 'core/' && /\$\{|\{|\*/.test(after) && commonMove(token) === null && moving.some(([f]) => f.startsWith(token)))
      warnings.push(`${path}: '${token}${after}…' names files that move to different packages: edit it by hand`);
    return token;
  });
}

function pathToken(tok, after, whole) {
  if (oldPaths.has(tok)) return MAP[tok];
  for (const ext of ['.ts', '.tsx']) if (oldPaths.has(tok + ext)) return MAP[tok + ext].slice(0, -ext.length);
  const dir = tok.replace(/\/$/, '');
  if (dir !== 'core' && moving.some(([f]) => f.startsWith(`${dir}/`))) {
    const target = commonMove(`${dir}/`);
    if (target !== null) return target.replace(/\/$/, '') + (tok.endsWith('/') ? '/' : '');
    return null;
  }
  if (whole && /^(?:\$\{|\{|\*)/.test(after) && tok !== 'core/' && moving.some(([f]) => f.startsWith(tok))) return commonMove(tok);
  return null;
}

// ---- 3. Rewrite every file in scope (at its current path), then move the files. ----
const changes = new Map();
for (const path of scope) {
  const text = readFileSync(path, 'utf8');
  const next = rewritePaths(path, rewriteSpecifiers(path, text));
  if (next !== text) changes.set(path, next);
}
const moves = moving.filter(([from]) => existsSync(from));

for (const w of warnings) console.warn(`warning: ${w}`);
if (check) {
  console.log(`${moves.length} files to move, ${changes.size} files to rewrite`);
  for (const path of changes.keys()) console.log(`  rewrite ${path}`);
  process.exit(moves.length || changes.size ? 2 : 0);
}

for (const [path, text] of changes) writeFileSync(path, text);
for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to]);
}
// Empty folders left behind (git mv moves files, not folders).
const removeEmpty = (dir) => {
  for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isDirectory()) removeEmpty(join(dir, name));
  if (dir !== 'core' && readdirSync(dir).length === 0) execFileSync('rmdir', [dir]);
};
removeEmpty('core');
console.log(moves.length || changes.size ? `moved ${moves.length} files, rewrote ${changes.size} files` : 'no change: core is already in its packages');
