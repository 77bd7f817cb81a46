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
import { COOKBOOK_REQUESTS, type CookbookRequest } from '#core/cookbook/requests.set';
import { HELD_OUT_REQUESTS, type HeldOutRequest } from '#core/cookbook/requests.heldout';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { readRecipeRequest } from '#core/recipe/recipe-request';
import { createOfflineProvider } from '../../worker/ai/offline.provider';
import type { GenerateRecipeInput, ModelRecipe } from '../../worker/ai/provider';
import { generateChecked } from '../../worker/domains/recipes/recipe-checks';
import { ApiError } from '../../worker/lib/errors';
import { benchSection, keptBlock as keptMarkedBlock, writeBenchSection } from './bench-doc';

const HEADING = '## Cookbook chef';
const outAt = process.argv.indexOf('--out');
const OUT = outAt > 0 ? process.argv[outAt + 1]! : '/tmp/cookbook-run';

interface Outcome {
  request: CookbookRequest | HeldOutRequest;
  recipe: ModelRecipe | null;
  status: number;
  code: string | null;
  alternatives: number;
  /** The alternatives' dish ids, in order. */
  alternativeIds?: string[];
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

function input(r: CookbookRequest | HeldOutRequest): GenerateRecipeInput {
  const customized = Boolean(r.cuisine || r.cookingMethod);
  return {
    ingredients: r.ingredients ?? [],
    type: customized ? 'customized' : 'quick',
    generationType: r.recipeName ? 'prompt' : 'image',
    ...(r.cuisine ? { cuisine: r.cuisine } : {}),
    ...(r.cookingMethod ? { cookingMethod: r.cookingMethod } : {}),
    ...(r.recipeName ? { recipeName: r.recipeName } : {}),
    language: r.language,
    ...('diet' in r && r.diet ? { diet: r.diet } : {}),
  };
}

async function run<R extends CookbookRequest | HeldOutRequest = CookbookRequest>(requests: readonly R[] = COOKBOOK_REQUESTS as unknown as readonly R[]): Promise<{ outcomes: Array<Outcome & { request: R }>; firstMs: number; firstPassMs: number[] }> {
  const chef = createOfflineProvider();
  // The first generation pays the cookbook's lazy load; it is timed apart and run again.
  const t0 = process.cpuUsage();
  await generateChecked(chef, input(requests[0]!)).catch(() => null);
  const used = process.cpuUsage(t0);
  const firstMs = (used.user + used.system) / 1000;
  // Two passes: the first meets each request's words for the first time, the second is the warm isolate.
  let firstPassMs: number[] = [];
  let outcomes: Array<Outcome & { request: R }> = [];
  for (let pass = 0; pass < 2; pass++) {
  if (pass === 1) {
    firstPassMs = outcomes.map((o) => o.ms);
    outcomes = [];
  }
  for (const request of requests) {
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
      const ids = Array.isArray(alternatives) ? (alternatives as Array<{ dish_id: string }>).map((a) => a.dish_id) : [];
      outcomes.push({ request, recipe: null, status: err.status, code: err.code, alternatives: ids.length, alternativeIds: ids, ms });
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
  return keptMarkedBlock(HEADING, 'before');
}

/** Folded words of a cook's item that name its food, not its cut, form or colour. */
const NOT_THE_FOOD = new Set(
  'fresh new red green white dark black chopped canned tinned dried strong king double natural fillets fillet breast breasts thighs thigh steaks steak leg chops mince minced stewing stock powder whites yolks lata en de la del natural griego negro blanco blancas fuerza panaderia quimica copos muslos contramuslos pechugas filetes lomo carne picada triturado rote dunkle'.split(' '),
);
const EGG = /\b(?:eggs?|huevos?|eier|ei|eigelb|eiwei(?:ss|s))\b/;
/** Whether ingredient lines name a cook's item: any of its food words, by its first five letters (a short word less its plural), a long German compound by its head or its last part. */
function linesName(lines: readonly string[], item: string): boolean {
  const text = fold(lines.join('\n'));
  const words = fold(item).split(/[^a-z]+/).filter((w) => w.length >= 3 && !NOT_THE_FOOD.has(w));
  if (!words.length) return false;
  return words.some((w) => {
    if (EGG.test(w)) return EGG.test(text);
    const key = w.length >= 6 ? w.slice(0, 5) : w.replace(/(?:es|s)$/, '');
    if (text.includes(key)) return true;
    return w.length >= 10 && (text.includes(w.slice(0, 4)) || text.includes(w.slice(-6)));
  });
}

let dishesByTitle: Map<string, CookbookDish> | null = null;
async function dishOfTitle(title: string, language: HeldOutRequest['language']): Promise<CookbookDish | null> {
  if (!dishesByTitle) {
    dishesByTitle = new Map();
    for (const dish of await bundledCookbook.all()) for (const l of ['en', 'es', 'de'] as const) dishesByTitle.set(`${l}:${fold(dish.text[l].title)}`, dish);
  }
  return dishesByTitle.get(`${language}:${fold(title)}`) ?? null;
}

/** What a careful cook would check of a list's recipe (core/cookbook/requests.heldout.ts). */
async function keepsAsked(o: Outcome & { request: HeldOutRequest }): Promise<{ ok: boolean; usesMain: boolean }> {
  const { expect, language } = o.request;
  const lines = o.recipe!.ingredients;
  const usesMain = (expect.uses ?? []).every((item) => linesName(lines, item)) && (!expect.usesSome || expect.usesSome.items.filter((item) => linesName(lines, item)).length >= expect.usesSome.n);
  const dish = await dishOfTitle(o.recipe!.title, language);
  if (!dish) return { ok: false, usesMain };
  const ok =
    usesMain &&
    (!expect.taste || dish.taste === expect.taste) &&
    (!expect.baked || dish.method === 'baking' || dish.course === 'bread') &&
    (!expect.courses || expect.courses.includes(dish.course)) &&
    (!o.request.cuisine || dish.cuisine === o.request.cuisine) &&
    (!o.request.cookingMethod || dish.method === o.request.cookingMethod);
  return { ok, usesMain };
}

/** Whether a dish shares an unknown dish's main food, course, cuisine or method. */
function shares(dish: CookbookDish, share: NonNullable<HeldOutRequest['expect']['share']>): boolean {
  const mains = dish.ingredients.filter((x) => x.role === 'main' || x.role === 'defining').map((x) => ` ${x.food} `);
  return (
    (share.foods ?? []).some((food) => mains.some((m) => m.includes(` ${food} `) || m.includes(` ${food}s `))) ||
    (share.courses ?? []).includes(dish.course) ||
    (share.cuisine !== undefined && dish.cuisine === share.cuisine) ||
    (share.method !== undefined && dish.method === share.method)
  );
}

async function heldOutFigures(outcomes: Array<Outcome & { request: HeldOutRequest }>): Promise<string> {
  const lists = outcomes.filter((o) => o.request.kind === 'list');
  const unknown = outcomes.filter((o) => o.request.kind === 'named-unknown');
  const cooked = lists.filter((o) => o.recipe);
  let kept = 0;
  let mainUsed = 0;
  const keptBy = new Map<string, [number, number]>();
  const group = (r: HeldOutRequest) =>
    r.cuisine || r.cookingMethod ? 'a cuisine or method asked' : r.expect.taste === 'sweet' || r.expect.baked ? 'sweet, baking and sweet breakfast' : r.expect.usesSome ? 'vegetables only' : 'savoury with a main food';
  for (const o of lists) {
    const g = keptBy.get(group(o.request)) ?? [0, 0];
    g[1]++;
    if (o.recipe) {
      const k = await keepsAsked(o);
      if (k.ok) kept++;
      if (k.usesMain) mainUsed++;
      if (k.ok) g[0]++;
    }
    keptBy.set(group(o.request), g);
  }
  const listDeclined = lists.filter((o) => o.status === 422 && o.code === 'dish_not_known' && o.alternatives > 0);
  let declinedFair = 0;
  for (const o of listDeclined) {
    const first = await bundledCookbook.get(o.alternativeIds![0]!);
    const mains = o.request.expect.uses ?? o.request.expect.usesSome?.items ?? [];
    if (first && mains.length && mains.every((item) => linesName(first.ingredients.map((x) => x[o.request.language]), item))) declinedFair++;
  }
  const honest = unknown.filter((o) => o.status === 422 && o.code === 'dish_not_known' && o.alternatives > 0);
  let sensible = 0;
  for (const o of honest) {
    const dishes = (await Promise.all(o.alternativeIds!.map((id) => bundledCookbook.get(id)))).filter((d): d is CookbookDish => d !== null);
    const shared = dishes.map((d) => shares(d, o.request.expect.share!));
    if (shared[0] && shared.filter(Boolean).length * 2 > shared.length) sensible++;
  }
  const ms = outcomes.map((o) => o.ms);
  return [
    `| figure | value |`,
    `| --- | --- |`,
    `| fridge lists: a recipe | ${pct(cooked.length, lists.length)} |`,
    `| fridge lists: the recipe uses the list's main food | ${pct(mainUsed, cooked.length)} |`,
    `| fridge lists: the recipe keeps what was asked (main food, sweet or baked, course, cuisine, method) | ${pct(kept, cooked.length)} |`,
    ...[...keptBy].sort((a, b) => a[0].localeCompare(b[0])).map(([g, [k, n]]) => `| … ${g}: recipes keeping what was asked, of the lists | ${pct(k, n)} |`),
    `| fridge lists: honest 422 dish_not_known, of which the first alternative uses the main food | ${listDeclined.length}, ${declinedFair} |`,
    `| fridge lists accepted (a recipe keeping what was asked, or an honest 422 whose first alternative uses the main food) | ${pct(kept + declinedFair, lists.length)} |`,
    `| unknown dishes: 422 dish_not_known with alternatives | ${pct(honest.length, unknown.length)} |`,
    `| unknown dishes: alternatives sensible (the first and most share the dish's main food, course, cuisine or method) | ${pct(sensible, honest.length)} |`,
    `| "instead of" titles | ${outcomes.filter((o) => o.recipe && INSTEAD.test(o.recipe.title)).length} |`,
    `| 502 answers | ${outcomes.filter((o) => o.status === 502).length} |`,
    `| CPU per generation, p50 / p95 / max (Node CPU time, warm) | ${p(ms, 0.5).toFixed(2)} / ${p(ms, 0.95).toFixed(2)} / ${Math.max(...ms).toFixed(2)} ms |`,
  ].join('\n');
}

if (process.argv.includes('--heldout-only')) {
  // A quick look at the held-out set alone: each request's answer and verdict; docs/bench.md is not written.
  const { outcomes } = await run(HELD_OUT_REQUESTS);
  for (const o of outcomes) {
    const verdict = o.recipe ? (o.request.kind === 'list' ? ((await keepsAsked(o)).ok ? 'ok ' : 'BAD') : 'BAD') : o.code === 'dish_not_known' ? '422' : 'BAD';
    console.log(verdict, o.ms.toFixed(1).padStart(5), o.request.id, o.request.recipeName ?? o.request.ingredients!.join(', '), '->', o.recipe?.title ?? `${o.status} ${o.alternativeIds?.join(' ') ?? ''}`);
  }
  console.log(await heldOutFigures(outcomes));
  process.exit(0);
}
const result = await run();
const heldOut = await run(HELD_OUT_REQUESTS);
mkdirSync(OUT, { recursive: true });
for (const o of [...result.outcomes, ...heldOut.outcomes]) {
  writeFileSync(join(OUT, `${o.request.id}.json`), `${JSON.stringify({ request: o.request, status: o.status, code: o.code, alternatives: o.alternativeIds ?? [], recipe: o.recipe }, null, 2)}\n`);
}
/** The rubric reader's scores, written by hand under the figures: kept as they are. */
function rubricBlock(): string {
  const section = benchSection(HEADING) ?? '';
  const at = section.indexOf('### Judged by the rubric');
  return at === -1 ? '' : `\n${section.slice(at).trimEnd()}\n`;
}
/** Earlier runs of the cookbook chef kept beside the new one (`<!-- kept -->` ... `<!-- /kept -->`), as written. */
function keptBlock(): string {
  const kept = keptMarkedBlock(HEADING, 'kept');
  return kept === null ? '' : `\n<!-- kept -->${kept}<!-- /kept -->\n`;
}
/** The held-out set's first run (`<!-- heldout-first -->` ... `<!-- /heldout-first -->`), kept as written. */
function heldOutFirstBlock(): string | null {
  return keptMarkedBlock(HEADING, 'heldout-first');
}
const heldOutTable = await heldOutFigures(heldOut.outcomes);
const heldOutFirst = heldOutFirstBlock();
const hCount = (l: string) => HELD_OUT_REQUESTS.filter((r) => r.language === l).length;
const heldOutText = `### Held-out lists and unknown dishes

The held-out set \`core/cookbook/requests.heldout.ts\` (${HELD_OUT_REQUESTS.length} requests: en ${hCount('en')}, es ${hCount('es')}, de ${hCount('de')};
${HELD_OUT_REQUESTS.filter((r) => r.kind === 'list').length} fridge lists of 4-8 everyday items, ${HELD_OUT_REQUESTS.filter((r) => r.kind === 'named-unknown').length} real dishes the cookbook does not hold), written and
committed before the list matching and the alternatives were reworked, each request with what a careful cook accepts.
A list's recipe "keeps what was asked" when its ingredient lines name every main food of the list (by
the item's food word: its first five letters, eggs in any language; a food of the same kind standing
in is written as the cook's item), it is sweet or baked or of a course the request accepts, and its
cuisine and method are the ones asked for. A list answered 422 \`dish_not_known\` is accepted when its
first alternative uses the main food. An unknown dish's alternatives are sensible when the first and
most of them share its main food (a main or defining ingredient), course, cuisine or method.
The first run is the held-out measure. The rework (a list's main foods by their kind in the food table,
core/cookbook/match-foods.ts; the closest dishes by food, kind of dish and taste, core/cookbook/closest-dishes.ts)
was made while reading this set's answers, so "now" flatters it: the next held-out measure needs a new set.

<!-- heldout-first -->${heldOutFirst ?? `\n#### First run (before the rework)\n\n${heldOutTable}\n`}<!-- /heldout-first -->
${heldOutFirst ? `\n#### Now\n\n${heldOutTable}\n` : ''}`;
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
${heldOutText}
### Cookbook size

${sizeTable()}
${rubricBlock()}`;
writeBenchSection(HEADING, text);
console.log(text);

