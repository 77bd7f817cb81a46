/**
 * `npm run bench:cookbook`: the cookbook chef on its request set (core/cookbook/requests.set.ts),
 * through the same checks as the creator (worker/domains/recipes/recipe-checks.ts generateChecked):
 * the share returning the dish asked for, the share of unknown dishes answered honestly (422
 * dish_not_known with alternatives), "instead of" titles, 502s, CPU time per generation (p95, the
 * cookbook's lazy load apart) and the cookbook's size per cuisine, course and language. Writes the
 * "Cookbook chef" section of docs/bench.md, keeping the first run (`--before` records it), and every
 * recipe it produced to /tmp/cookbook-run/ (or the folder given with `--out <dir>`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { COOKBOOK_REQUESTS, type CookbookRequest } from '../../core/cookbook/requests.set';
import { readRecipeRequest } from '../../core/recipe-request';
import { createOfflineProvider } from '../../worker/ai/offline.provider';
import type { GenerateRecipeInput, ModelRecipe } from '../../worker/ai/provider';
import { generateChecked } from '../../worker/domains/recipes/recipe-checks';
import { ApiError } from '../../worker/lib/errors';
import { BENCH_DOC, writeBenchSection } from './bench-doc';

const HEADING = '## Cookbook chef';
const outAt = process.argv.indexOf('--out');
const OUT = outAt > 0 ? process.argv[outAt + 1]! : '/tmp/cookbook-run';

interface Outcome {
  request: CookbookRequest;
  recipe: ModelRecipe | null;
  status: number;
  code: string | null;
  alternatives: number;
  ms: number;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
/** Words a request adds to a dish's name (servings, haste, diet), never the dish itself. */
const ADDED = /^(?:for|para|fur|quick|easy|schnelle?|rapid[oa]|vegetarian[ao]?|vegetarische?|vegan[ao]?|de|del|la|el|con|mit|und|and|with|a|al|alla|y)$/;

/**
 * Whether a recipe is the dish asked for: every distinctive word of the request (four letters or
 * more, the added words left out) is in the title, by its first five letters (plurals, German
 * compounds and Spanish endings forgiven).
 */
export function returnsAsked(recipeName: string, language: CookbookRequest['language'], title: string): boolean {
  const dish = fold(readRecipeRequest(recipeName, language).dish ?? recipeName);
  const words = dish.split(/[^a-z0-9]+/).filter((w) => w.length >= 4 && !ADDED.test(w) && !/^\d+$/.test(w));
  const t = fold(title);
  return words.length > 0 && words.every((w) => t.includes(w.slice(0, 5)));
}

function input(r: CookbookRequest): GenerateRecipeInput {
  const customized = Boolean(r.cuisine || r.cookingMethod);
  return {
    ingredients: r.ingredients ?? [],
    type: customized ? 'customized' : 'quick',
    generationType: r.recipeName ? 'prompt' : 'image',
    ...(r.cuisine ? { cuisine: r.cuisine } : {}),
    ...(r.cookingMethod ? { cookingMethod: r.cookingMethod } : {}),
    ...(r.recipeName ? { recipeName: r.recipeName } : {}),
    language: r.language,
    ...(r.diet ? { diet: r.diet } : {}),
  };
}

async function run(): Promise<{ outcomes: Outcome[]; firstMs: number; firstPassMs: number[] }> {
  const chef = createOfflineProvider();
  // The first generation pays the cookbook's lazy load; it is timed apart and run again.
  const t0 = process.cpuUsage();
  await generateChecked(chef, input(COOKBOOK_REQUESTS[0]!)).catch(() => null);
  const used = process.cpuUsage(t0);
  const firstMs = (used.user + used.system) / 1000;
  // Two passes: the first meets each request's words for the first time, the second is the warm isolate.
  let firstPassMs: number[] = [];
  let outcomes: Outcome[] = [];
  for (let pass = 0; pass < 2; pass++) {
  if (pass === 1) {
    firstPassMs = outcomes.map((o) => o.ms);
    outcomes = [];
  }
  for (const request of COOKBOOK_REQUESTS) {
    const start = process.cpuUsage();
    // CPU time, not wall time: the machine is shared, and the chef does no I/O.
    const cpuMs = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    try {
      const recipe = await generateChecked(chef, input(request));
      outcomes.push({ request, recipe, status: 200, code: null, alternatives: 0, ms: cpuMs() });
    } catch (err) {
      const ms = cpuMs();
      if (!(err instanceof ApiError)) throw err;
      const alternatives = (err.extra as { alternatives?: unknown[] } | undefined)?.alternatives;
      outcomes.push({ request, recipe: null, status: err.status, code: err.code, alternatives: Array.isArray(alternatives) ? alternatives.length : 0, ms });
    }
  }
  }
  return { outcomes, firstMs, firstPassMs };
}

/** Another dish under the asked one's name ("Chicken pie instead of ..."). */
const INSTEAD = /\b(?:instead of|en lugar de|en vez de|statt|anstelle)\b/i;
const pct = (n: number, d: number) => (d ? `${n}/${d} (${Math.round((n / d) * 100)} %)` : '-');
const p = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

/**
 * The cookbook's cold start as a worker pays it: its modules bundled by esbuild as wrangler bundles
 * them, each load run in a fresh Node process (median CPU time of the runs): the index built at
 * build time with every dish's diet facts (today's store), against every dishes file evaluated
 * and indexed at load (the store before it, which then read a dish's diet facts on its first use). And what each adds to the bundle, gzipped.
 */
function coldStart(runs = 5): { runs: number; line: string; size: string } {
  const dir = '/tmp/cookbook-cold';
  mkdirSync(dir, { recursive: true });
  const root = process.cwd();
  const entries = {
    built: `import { cookbookIndexFromData } from '${root}/core/cookbook/cookbook-index';
const t = process.cpuUsage();
const { COOKBOOK_INDEX } = await import('${root}/core/cookbook/cookbook-index.data');
const index = cookbookIndexFromData(COOKBOOK_INDEX);
const u = process.cpuUsage(t);
console.log((u.user + u.system) / 1000, index.dishes.length);`,
    atLoad: `import { buildCookbookIndex } from '${root}/core/cookbook/cookbook-index';
const t = process.cpuUsage();
const { COOKBOOK_FILES } = await import('${root}/core/cookbook/cookbook-files');
const dishes = Object.values(COOKBOOK_FILES).flat();
const index = buildCookbookIndex(dishes);
const u = process.cpuUsage(t);
console.log((u.user + u.system) / 1000, index.dishes.length);`,
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ms: Record<string, number> = {};
  for (const [name, source] of Object.entries(entries)) {
    writeFileSync(join(dir, `${name}.ts`), source);
    execFileSync('npx', ['esbuild', join(dir, `${name}.ts`), '--bundle', '--format=esm', '--platform=node', '--minify', `--outfile=${join(dir, `${name}.mjs`)}`, '--log-level=warning']);
    ms[name] = median(Array.from({ length: runs }, () => Number(execFileSync('node', [join(dir, `${name}.mjs`)], { encoding: 'utf8' }).split(' ')[0])));
  }
  const gz = (file: string) => gzipSync(readFileSync(file)).length / 1024;
  const dishesKb = readdirSync('core/cookbook/dishes').reduce((sum, f) => sum + gz(join('core/cookbook/dishes', f)), 0);
  const indexKb = gz('core/cookbook/cookbook-index.data.ts');
  return {
    runs,
    line: `${ms.built!.toFixed(1)} ms (index built at build time) against ${ms.atLoad!.toFixed(1)} ms (every dish evaluated and indexed at load; each dish's diet facts were then read on its first use)`,
    size: `${(dishesKb + indexKb).toFixed(0)} KB: the dishes files ${dishesKb.toFixed(0)} KB, the built index and diet facts ${indexKb.toFixed(0)} KB`,
  };
}
const cold = process.argv.includes('--no-cold') ? null : coldStart();

function figures({ outcomes, firstMs, firstPassMs }: { outcomes: Outcome[]; firstMs: number; firstPassMs?: number[] }): string {
  const known = outcomes.filter((o) => o.request.kind === 'named-known');
  const unknown = outcomes.filter((o) => o.request.kind === 'named-unknown');
  const lists = outcomes.filter((o) => o.request.kind === 'list');
  const returned = known.filter((o) => o.recipe && !INSTEAD.test(o.recipe.title) && returnsAsked(o.request.recipeName!, o.request.language, o.recipe.title)).length;
  const honest = unknown.filter((o) => o.status === 422 && o.code === 'dish_not_known' && o.alternatives > 0).length;
  const insteadOf = outcomes.filter((o) => o.recipe && INSTEAD.test(o.recipe.title)).length;
  const failed502 = outcomes.filter((o) => o.status === 502).length;
  const listsCooked = lists.filter((o) => o.recipe).length;
  const ms = outcomes.map((o) => o.ms);
  return [
    `| figure | value |`,
    `| --- | --- |`,
    `| named dishes in the cookbook: returns the dish asked for | ${pct(returned, known.length)} |`,
    `| unknown dishes: 422 dish_not_known with alternatives | ${pct(honest, unknown.length)} |`,
    `| fridge lists: a recipe | ${pct(listsCooked, lists.length)} |`,
    `| "instead of" titles | ${insteadOf} |`,
    `| 502 answers | ${failed502} |`,
    ...(firstPassMs?.length ? [`| CPU per generation, each request the first time, p50 / p95 (Node CPU time) | ${p(firstPassMs, 0.5).toFixed(2)} / ${p(firstPassMs, 0.95).toFixed(2)} ms |`] : []),
    `| CPU per generation, p50 / p95 / max (Node CPU time, warm) | ${p(ms, 0.5).toFixed(2)} / ${p(ms, 0.95).toFixed(2)} / ${Math.max(...ms).toFixed(2)} ms |`,
    `| first generation (the cookbook's lazy load with it; Node CPU time, modules compiled by tsx) | ${firstMs.toFixed(1)} ms |`,
    ...(cold ? [`| cold start: the cookbook ready to search, from the bundled modules (Node CPU time, median of ${cold.runs}) | ${cold.line} |`, `| what the cookbook adds to the worker bundle (gzip) | ${cold.size} |`] : []),
  ].join('\n');
}

function sizeTable(): string {
  const dir = 'core/cookbook/dishes';
  if (!existsSync(dir)) return 'No cookbook yet.';
  const dishes = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Array<{ cuisine: string | null; origin?: string; course: string; text: Record<string, unknown> }>);
  const count = (key: (d: (typeof dishes)[number]) => string) => {
    const m = new Map<string, number>();
    for (const d of dishes) m.set(key(d), (m.get(key(d)) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  };
  return [
    `${dishes.length} dishes; every one in en, es and de (${['en', 'es', 'de'].map((l) => `${l} ${dishes.filter((d) => d.text[l]).length}`).join(', ')}).`,
    '',
    `- by cuisine: ${count((d) => d.cuisine ?? `none (${d.origin ?? '?'})`)}`,
    `- by course: ${count((d) => d.course)}`,
  ].join('\n');
}

function previousBlock(): string | null {
  if (!existsSync(BENCH_DOC)) return null;
  const doc = readFileSync(BENCH_DOC, 'utf8');
  const start = doc.indexOf(HEADING);
  if (start === -1) return null;
  const end = doc.indexOf('\n## ', start + HEADING.length);
  const match = /<!-- before -->([\s\S]*?)<!-- \/before -->/.exec(doc.slice(start, end === -1 ? undefined : end));
  return match?.[1] ?? null;
}

const result = await run();
mkdirSync(OUT, { recursive: true });
for (const o of result.outcomes) {
  writeFileSync(join(OUT, `${o.request.id}.json`), `${JSON.stringify({ request: o.request, status: o.status, code: o.code, recipe: o.recipe }, null, 2)}\n`);
}
/** The rubric reader's scores, written by hand under the figures: kept as they are. */
function rubricBlock(): string {
  if (!existsSync(BENCH_DOC)) return '';
  const doc = readFileSync(BENCH_DOC, 'utf8');
  const start = doc.indexOf(HEADING);
  if (start === -1) return '';
  const end = doc.indexOf('\n## ', start + HEADING.length);
  const section = doc.slice(start, end === -1 ? undefined : end);
  const at = section.indexOf('### Judged by the rubric');
  return at === -1 ? '' : `\n${section.slice(at).trimEnd()}\n`;
}
/** Earlier runs of the cookbook chef kept beside the new one (`<!-- kept -->` ... `<!-- /kept -->`), as written. */
function keptBlock(): string {
  if (!existsSync(BENCH_DOC)) return '';
  const doc = readFileSync(BENCH_DOC, 'utf8');
  const start = doc.indexOf(HEADING);
  if (start === -1) return '';
  const end = doc.indexOf('\n## ', start + HEADING.length);
  const match = /<!-- kept -->[\s\S]*?<!-- \/kept -->/.exec(doc.slice(start, end === -1 ? undefined : end));
  return match ? `\n${match[0]}\n` : '';
}
const recordBefore = process.argv.includes('--before');
const before = recordBefore ? null : previousBlock();
const now = figures(result);
const count = (l: string) => COOKBOOK_REQUESTS.filter((r) => r.language === l).length;
const kinds = (k: string) => COOKBOOK_REQUESTS.filter((r) => r.kind === k).length;
const text = `${HEADING}

\`npm run bench:cookbook\` on the request set \`core/cookbook/requests.set.ts\` (${COOKBOOK_REQUESTS.length} requests: en ${count('en')}, es ${count('es')}, de ${count('de')};
${kinds('named-known')} named dishes the cookbook should hold, ${kinds('named-unknown')} it should not, ${kinds('list')} fridge lists; all 16 cuisines and 10
methods), written and committed before the cookbook chef ran on it. Each request goes through the
creator's checks (\`generateChecked\`). "Returns the dish asked for": no "instead of" in the title, and every distinctive word of the
request (four letters or more, servings, haste and diet words left out) is in the title by its first
five letters. CPU is the process's CPU time in Node on this machine (the chef does no I/O; ${cpus().length} cores, load
average ${loadavg()[0]!.toFixed(1)} during the run: other sessions share them, which still inflates CPU time through caches). The recipes are in
${OUT}/ for the rubric's reader (the cook's rubric scores are recorded separately).

<!-- before -->${before ?? `\n### First run: the template chef (before the cookbook)\n\n${now}\n`}<!-- /before -->
${recordBefore ? '' : `\n### The cookbook chef\n\n${now}\n`}${keptBlock()}
### Cookbook size

${sizeTable()}
${rubricBlock()}`;
writeBenchSection(HEADING, text);
console.log(text);
