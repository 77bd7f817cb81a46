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
  const t0 = performance.now();
  await generateChecked(chef, input(COOKBOOK_REQUESTS[0]!)).catch(() => null);
  const firstMs = performance.now() - t0;
  // Two passes: the first meets each request's words for the first time, the second is the warm isolate.
  let firstPassMs: number[] = [];
  let outcomes: Outcome[] = [];
  for (let pass = 0; pass < 2; pass++) {
  if (pass === 1) {
    firstPassMs = outcomes.map((o) => o.ms);
    outcomes = [];
  }
  for (const request of COOKBOOK_REQUESTS) {
    const start = performance.now();
    try {
      const recipe = await generateChecked(chef, input(request));
      outcomes.push({ request, recipe, status: 200, code: null, alternatives: 0, ms: performance.now() - start });
    } catch (err) {
      const ms = performance.now() - start;
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
    ...(firstPassMs?.length ? [`| CPU per generation, each request the first time, p50 / p95 (Node) | ${p(firstPassMs, 0.5).toFixed(2)} / ${p(firstPassMs, 0.95).toFixed(2)} ms |`] : []),
    `| CPU per generation, p50 / p95 / max (Node, warm) | ${p(ms, 0.5).toFixed(2)} / ${p(ms, 0.95).toFixed(2)} / ${Math.max(...ms).toFixed(2)} ms |`,
    `| first generation (the cookbook's lazy load with it) | ${firstMs.toFixed(1)} ms |`,
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
five letters. CPU is wall time in Node on this machine (the chef does no I/O; ${cpus().length} cores, load
average ${loadavg()[0]!.toFixed(1)} during the run: other sessions share them, so times are inflated). The recipes are in
${OUT}/ for the rubric's reader (the cook's rubric scores are recorded separately).

<!-- before -->${before ?? `\n### First run: the template chef (before the cookbook)\n\n${now}\n`}<!-- /before -->
${recordBefore ? '' : `\n### The cookbook chef\n\n${now}\n`}
### Cookbook size

${sizeTable()}
${rubricBlock()}`;
writeBenchSection(HEADING, text);
console.log(text);
