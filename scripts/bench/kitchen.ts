/**
 * `npm run bench:kitchen`: generate-shopping-list for a full week (28 meals, 252 ingredient
 * lines, 100 pantry items): the worker's time (p50) and the D1 rows it reads.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) with BENCH_DIAGNOSTICS on
 * (the X-D1-Rows-Read header) against a throwaway state directory holding RUNS + WARMUP Pro
 * users, each with the same week: 28 recipes of 9 lines (en, es and de, units to convert, lines to
 * merge), 28 planned meals and 100 pantry items. Each user's first generation (an empty list) and
 * a second one (which adds nothing) are timed, each paired with a no-work baseline request (a
 * signed-out 404) to take out the HTTP hop and machine load. Writes the "Kitchen" section of
 * docs/bench.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { addDays, utcDate } from '#core/kitchen/freshness';
import { buildShoppingList, type PantryStock, type PlannedLine } from '#core/kitchen/shopping-merge';
import type { Unit } from '#core/kernel/kitchen-options';
import { writeBenchSection } from './bench-doc';
import { withBenchWorker } from './bench-worker';
import { applyMigrations, batchInParts, withLocalD1 } from './local-d1';

const SECTION = '## Kitchen: generate-shopping-list';
const RUNS = 40;
const WARMUP = 5;
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'];

/** Ingredient lines the week's recipes draw from (several spellings of the same things). */
const LINES = [
  '200 g flour', '0.5 kg flour', '500 g Mehl', '2 cups milk', '250 ml milk', '1 l Milch', '2 tomatoes', '1 tomato, chopped',
  '3 Tomaten', '2 cebollas', '1 cebolla picada', '1 onion', '2 Zwiebeln, gehackt', '3 cloves garlic', '2 dientes de ajo',
  'salt to taste', 'a pinch of salt', 'eine Prise Salz', 'sal al gusto', '1 ½ cups rice', '300 g rice', '1,5 kg Kartoffeln',
  '4 potatoes', '2 tbsp olive oil', '1 EL Olivenöl', '3 cucharadas de aceite', '1 tsp cumin', '2 eggs', '3 Eier', '1 dozen eggs',
  '200 g butter', '50 g Butter', '100 ml cream', '200 ml Sahne', '1 lemon', '2 limones', '400 g chicken thighs', '500 g Hähnchenbrust',
  '300 g pasta', '250 g spaghetti', '1 bunch parsley', '2 carrots', '3 Karotten', '1 cup frozen peas', '150 g cheese, grated',
  '100 g queso rallado', '1 tbsp sugar', '2 EL Zucker', '1 can chickpeas', '2 latas de tomate', '1 red pepper', '2 pimientos',
  '1 cup stock', '500 ml caldo', '1 tsp smoked paprika', '1 TL Paprika', 'Black pepper', '2 bay leaves', 'fresh basil',
  '1 avocado', '2 aguacates', '100 g walnuts', '1 cup yogurt', '200 g Joghurt', '2 slices bread', '1 baguette',
];

const PANTRY_NAMES = [
  'Flour', 'Rice', 'Salt', 'Olive oil', 'Sugar', 'Eggs', 'Milk', 'Butter', 'Pasta', 'Cumin', 'Paprika', 'Chickpeas',
  'Onions', 'Garlic', 'Potatoes', 'Carrots', 'Lemons', 'Cheese', 'Yogurt', 'Stock cubes', 'Bay leaves', 'Black pepper',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One user's week: 28 recipes of 9 lines planned Monday to Sunday, and 100 pantry items. */
function weekStatements(db: D1Database, userId: string, monday: string, today: string, at: string) {
  const statements: D1PreparedStatement[] = [];
  for (let meal = 0; meal < 28; meal += 1) {
    const recipeId = `${userId}-recipe-${meal}`;
    const lines = Array.from({ length: 9 }, (_, i) => LINES[(meal * 7 + i * 5) % LINES.length]).join('\n');
    statements.push(
      db
        .prepare(
          `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions,
            language, generation_type, recipe_type, provider, created_at)
           VALUES (?, ?, ?, 10, 20, 2, 'easy', ?, 'Cook.', 'en', 'prompt', 'quick', 'offline', ?)`,
        )
        .bind(recipeId, userId, `Dish ${meal + 1}`, lines, at),
      db
        .prepare(
          `INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_id, recipe_title, servings, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(`${userId}-meal-${meal}`, userId, addDays(monday, Math.floor(meal / 4)), MEAL_TYPES[meal % 4], recipeId, `Dish ${meal + 1}`, meal % 3 === 0 ? 4 : null, at, at),
    );
  }
  for (let i = 0; i < 100; i += 1) {
    const name = i < PANTRY_NAMES.length ? PANTRY_NAMES[i] : `Pantry thing ${i}`;
    const expiry = i % 10 === 0 ? addDays(today, -3) : i % 7 === 0 ? addDays(today, 2) : i % 2 === 0 ? addDays(today, 60) : null;
    statements.push(
      db
        .prepare(
          `INSERT INTO pantry_items (id, owner_id, name, quantity, unit, category, expiry_date, location, notes, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'other', ?, 'cabinet', NULL, ?, ?)`,
        )
        .bind(`${userId}-pantry-${i}`, userId, name, i % 5 === 0 ? null : 100 + i, i % 3 === 0 ? 'g' : i % 3 === 1 ? 'pieces' : 'ml', expiry, at, at),
    );
  }
  return statements;
}

/** Migrations, then RUNS + WARMUP Pro users each with a session and the same week. */
async function prepareState(persistDir: string, monday: string): Promise<string[]> {
  return withLocalD1(persistDir, async (db) => {
    await applyMigrations(db);
    const at = new Date();
    const tokens: string[] = [];
    for (let u = 0; u < RUNS + WARMUP; u += 1) {
      const userId = `bench-kitchen-${u}`;
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      await batchInParts(db, [
        db.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)').bind(userId, `${userId}@forkcast.test`, 'Bench', 'Bench', at.toISOString()),
        db.prepare("INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (?, 'monthly', 'active', ?)").bind(userId, at.toISOString()),
        db
          .prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
          .bind(createHash('sha256').update(token).digest('hex'), userId, new Date(at.getTime() + 86_400_000).toISOString(), at.toISOString()),
        ...weekStatements(db, userId, monday, utcDate(at), at.toISOString()),
      ]);
    }
    return tokens;
  });
}

interface Sample {
  ms: number;
  rowsRead: number;
  added: number;
}

async function timed(request: () => Promise<Response>, expected: number): Promise<Sample & { body: unknown }> {
  const start = performance.now();
  const res = await request();
  const text = await res.text();
  const ms = performance.now() - start;
  if (res.status !== expected) throw new Error(`answered ${res.status}, expected ${expected}: ${text.slice(0, 200)}`);
  const body: unknown = expected === 200 ? JSON.parse(text) : null;
  const added = (body as { added?: unknown[] } | null)?.added?.length ?? 0;
  return { ms, rowsRead: Number(res.headers.get('x-d1-rows-read') ?? Number.NaN), added, body };
}

/** The week as the builder sees it (same lines and pantry as each bench user). */
function builderInput(today: string) {
  const lines: PlannedLine[] = [];
  for (let meal = 0; meal < 28; meal += 1)
    for (let i = 0; i < 9; i += 1)
      lines.push({ text: LINES[(meal * 7 + i * 5) % LINES.length] ?? '', recipe: `Dish ${meal + 1}`, source: `${meal}:${i}`, factor: meal % 3 === 0 ? 2 : 1 });
  const pantry: PantryStock[] = Array.from({ length: 100 }, (_, i) => ({
    name: i < PANTRY_NAMES.length ? (PANTRY_NAMES[i] ?? '') : `Pantry thing ${i}`,
    quantity: i % 5 === 0 ? null : 100 + i,
    unit: (i % 3 === 0 ? 'g' : i % 3 === 1 ? 'pieces' : 'ml') as Unit,
    expiry_date: i % 10 === 0 ? addDays(today, -3) : null,
  }));
  return { lines, pantry, items: [], today };
}

/** Mean in-process time of the pure core builder for one week, in ms. */
function builderMs(): number {
  const input = builderInput(utcDate(new Date()));
  for (let i = 0; i < 20; i++) buildShoppingList(input);
  const start = performance.now();
  for (let i = 0; i < 200; i++) buildShoppingList(input);
  return (performance.now() - start) / 200;
}

function section(first: Sample[], second: Sample[], baseline: number[], lineCount: number): string {
  const sort = (list: number[]) => [...list].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2);
  const p50 = (list: number[]) => percentile(sort(list), 50);
  const p95 = (list: number[]) => percentile(sort(list), 95);
  const base = p50(baseline);
  const worker = (s: Sample[]) => s.map((x) => x.ms - base);
  return [
    SECTION,
    '',
    'One week turned into a shopping list (`npm run bench:kitchen`, scripts/bench/kitchen.ts): the real',
    'worker on workerd with a throwaway local D1 and BENCH_DIAGNOSTICS on. Each Pro user has 28 planned',
    `meals (4 a day, Monday to Sunday) of recipes with 9 ingredient lines each (${lineCount} lines in en, es and de,`,
    'with units to convert and lines to merge; a third of the meals scaled to 4 servings) and 100 pantry',
    `items (some expired). ${RUNS} users after ${WARMUP} warm-up users: the first generation (empty list) and a second one`,
    '(adds nothing). Worker time is the round trip minus the p50 of a no-work baseline request',
    '(signed-out 404, no D1) made between them. Rows read are `meta.rows_read` summed over the',
    "request's statements (X-D1-Rows-Read), session lookup included.",
    '',
    '| measure | first run (list empty) | second run (adds nothing) |',
    '|---|---|---|',
    `| **worker time, p50** | **${f(p50(worker(first)))} ms** | **${f(p50(worker(second)))} ms** |`,
    `| worker time, p95 | ${f(p95(worker(first)))} ms | ${f(p95(worker(second)))} ms |`,
    `| round trip seen by the client, p50 | ${f(p50(first.map((s) => s.ms)))} ms | ${f(p50(second.map((s) => s.ms)))} ms |`,
    `| **D1 rows read, p50** | **${p50(first.map((s) => s.rowsRead))}** | **${p50(second.map((s) => s.rowsRead))}** |`,
    `| items added | ${p50(first.map((s) => s.added))} | ${p50(second.map((s) => s.added))} |`,
    `| baseline round trip, p50 | ${f(base)} ms | |`,
    `| core list builder alone (parse, merge, subtract), in-process mean | ${f(builderMs())} ms | |`,
    '',
    'Queries per generation, after the session and the kitchen check (household membership, plan): one',
    'batch of three indexed reads (meals joined with their recipes by',
    '`meal_plans_owner_slot_idx`, the pantry and the list by owner) and one batch of conditional writes.',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch} (${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
    '',
  ].join('\n');
}

async function main() {
  const today = utcDate(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const text = await withBenchWorker({
    name: 'kitchen',
    bindings: { GEMINI_API_KEY: '', DEV_LOGIN: 'false', BENCH_DIAGNOSTICS: 'true' },
    prepare: (persistDir) => prepareState(persistDir, monday),
    run: async (url, tokens) => {
      const body = JSON.stringify({ start_date: monday, end_date: addDays(monday, 6) });
      const generate = (token: string) => () =>
        fetch(new URL('/api/meal-plans/generate-shopping-list', url), {
          method: 'POST',
          headers: { cookie: `__Host-fc_session=${token}`, origin: url.origin, 'content-type': 'application/json' },
          body,
        });
      const baselineRequest = () => fetch(new URL('/api/bench-baseline', url));
      const first: Sample[] = [];
      const second: Sample[] = [];
      const baseline: number[] = [];
      for (const [i, token] of tokens.entries()) {
        const a = await timed(generate(token), 200);
        const b = await timed(baselineRequest, 404);
        const c = await timed(generate(token), 200);
        if (i < WARMUP) continue;
        first.push(a);
        baseline.push(b.ms);
        second.push(c);
      }
      return section(first, second, baseline, 28 * 9);
    },
  });
  console.log(`\n${text}`);
  writeBenchSection(SECTION, text);
}

await main();
