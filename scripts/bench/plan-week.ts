/**
 * `npm run bench:plan-week`: "Plan my week" (POST /api/meal-plans/suggest) for a household whose
 * cook has 200 recipes and 100 pantry items: the worker isolate's CPU time (p50, p95) and the D1
 * rows the request reads.
 *
 * Starts the real worker (wrangler's `unstable_startWorker`, workerd) with its inspector on and
 * BENCH_DIAGNOSTICS on (the X-D1-Rows-Read header, worker/lib/rows-read-meter.ts), against a
 * throwaway state directory holding one Pro owner with two household members (a vegetarian, a
 * nut allergy), the owner's 200 recipes (en, es, de lines; some with meat or nuts) and 100 pantry
 * items (some expiring). Each request asks for the week's 7 dinners for everyone, inside a V8 CPU
 * profile of the isolate (scripts/bench/cpu-profile.ts: non-idle samples, not wall time); a second
 * series gives Sunday its own eaters (the owner alone). Also times the pure core (`suggestWeek`,
 * core/week-plan.ts) in-process on the same data. Writes the "Plan my week" section of docs/bench.md.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { DietProfile } from '../../core/allergens';
import { addDays, utcDate } from '../../core/freshness';
import { suggestMealsSchema } from '../../core/schemas/meal-suggest';
import { dietFacts } from '../../core/recipe-diet-facts';
import { suggestWeek, type PlanRecipe } from '../../core/week-plan';
import { createDb } from '../../worker/db/client';
import { suggestMeals } from '../../worker/domains/meal-plans/suggest.service';
import { writeBenchSection } from './bench-doc';
import { withBenchWorker } from './bench-worker';
import { InspectorSession } from './cpu-profile';

const SECTION = '## Plan my week';
const RUNS = Number(process.env.PLAN_RUNS ?? 40);
const WARMUP = 5;
const RECIPES = 200;
const PANTRY = 100;

/** Dish words and ingredient lines the 200 recipes are made of (some break a member's profile). */
const MAINS = ['chicken thighs', 'red lentils', 'chickpeas', 'tofu', 'salmon fillet', 'beef mince', 'mushrooms', 'spinach', 'walnuts', 'halloumi', 'Kichererbsen', 'garbanzos', 'Hähnchenbrust', 'peanut butter', 'eggs', 'pork shoulder'];
const SIDES = ['1 onion', '2 cloves garlic', '400 g tomatoes', '200 g rice', '300 g pasta', '1 lemon', '2 carrots', '250 ml vegetable stock', '1 tsp cumin', '2 tbsp olive oil', '1 cebolla', '2 Kartoffeln', '100 g feta', '1 bunch parsley'];
const PANTRY_NAMES = ['Spinach', 'Tomatoes', 'Chickpeas', 'Rice', 'Mushrooms', 'Onions', 'Carrots', 'Lemons', 'Feta', 'Tofu', 'Pasta', 'Eggs', 'Halloumi', 'Parsley'];

function recipeOf(i: number): PlanRecipe & { prep: number; cook: number } {
  const main = MAINS[i % MAINS.length]!;
  const lines = [`400 g ${main}`, ...Array.from({ length: 6 }, (_, k) => SIDES[(i * 3 + k * 5) % SIDES.length]!)];
  const prep = 5 + (i % 4) * 5;
  const cook = 10 + (i % 6) * 10;
  return { id: `bench-plan-recipe-${String(i).padStart(3, '0')}`, title: `${main[0]!.toUpperCase()}${main.slice(1)} bowl ${i + 1}`, ingredients: lines, minutes: prep + cook, prep, cook };
}

const pantryOf = (i: number, today: string) => ({
  name: i < PANTRY_NAMES.length ? PANTRY_NAMES[i]! : `Pantry thing ${i}`,
  expiry: i % 3 === 0 ? addDays(today, (i % 9) + 1) : i % 10 === 1 ? addDays(today, -2) : null,
});

const PROFILES: Record<string, DietProfile> = {
  'bench-plan-veg': { diets: ['vegetarian'], allergens: [], dislikes: [] },
  'bench-plan-nuts': { diets: [], allergens: ['tree_nuts', 'peanuts'], dislikes: [] },
};

/** Migrations, the household, its profiles, 200 recipes and 100 pantry items; the owner's session. */
async function prepareState(persistDir: string, today: string): Promise<{ token: string; ownerHandle: string; persistDir: string }> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(persistDir, 'v3') } });
  try {
    const db = proxy.env.DB;
    for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
      const statements = readFileSync(join('migrations', file), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
      await db.batch(statements.map((s) => db.prepare(s)));
    }
    const at = new Date().toISOString();
    const token = randomBytes(32).toString('base64url');
    const people = ['bench-plan-owner', 'bench-plan-veg', 'bench-plan-nuts'];
    const statements: D1PreparedStatement[] = [
      ...people.flatMap((id) => [
        db.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)').bind(id, `${id}@forkcast.test`, id, id, at),
        db.prepare("INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (?, ?, 'active', ?)").bind(id, id.endsWith('owner') ? 'monthly' : 'free', at),
      ]),
      db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').bind(createHash('sha256').update(token).digest('hex'), people[0], new Date(Date.now() + 86_400_000).toISOString(), at),
      db.prepare('INSERT INTO households (id, owner_id, created_at) VALUES (?, ?, ?)').bind('bench-plan-household', people[0], at),
      ...people.map((id, i) =>
        db.prepare('INSERT INTO household_members (id, household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?, ?)').bind(`handle-${id}`, 'bench-plan-household', id, i === 0 ? 'owner' : 'member', `${at.slice(0, -5)}${i}Z`),
      ),
      ...Object.entries(PROFILES).map(([id, p]) =>
        db.prepare('INSERT INTO diet_profiles (user_id, diets, allergens, dislikes, updated_at) VALUES (?, ?, ?, ?, ?)').bind(id, JSON.stringify(p.diets), JSON.stringify(p.allergens), JSON.stringify(p.dislikes), at),
      ),
    ];
    for (let i = 0; i < RECIPES; i += 1) {
      const r = recipeOf(i);
      statements.push(
        db
          .prepare(
            `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions,
              language, generation_type, recipe_type, provider, created_at)
             VALUES (?, ?, ?, ?, ?, 2, 'easy', ?, 'Cook.', 'en', 'prompt', 'quick', 'offline', ?)`,
          )
          .bind(r.id, people[0], r.title, r.prep, r.cook, r.ingredients.join('\n'), new Date(Date.now() - i * 60_000).toISOString()),
      );
    }
    for (let i = 0; i < PANTRY; i += 1) {
      const item = pantryOf(i, today);
      statements.push(
        db
          .prepare(
            `INSERT INTO pantry_items (id, owner_id, name, quantity, unit, category, expiry_date, location, notes, created_at, updated_at)
             VALUES (?, ?, ?, 1, 'pieces', 'other', ?, 'fridge', NULL, ?, ?)`,
          )
          .bind(`bench-plan-pantry-${i}`, people[0], item.name, item.expiry, at, at),
      );
    }
    // In parts: one batch of hundreds of inserts makes the local D1 proxy drop the connection.
    for (let i = 0; i < statements.length; i += 40) await db.batch(statements.slice(i, i + 40));
    return { token, ownerHandle: `handle-${people[0]}`, persistDir };
  } finally {
    await proxy.dispose();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const f = (n: number) => n.toFixed(2);

/** CPU milliseconds this Node process spent in `work` (user + system), whatever the machine's load. */
async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * A D1 binding that adds up `meta.rows_read` of every statement, drizzle's `.raw()` selects too
 * (worker/lib/rows-read-meter.ts cannot: `.raw()` answers no meta). A `.raw()` read is run once
 * more through `.all()` only to be counted; reads change nothing, so the answer is the same.
 */
function countingD1(inner: D1Database) {
  let total = 0;
  const count = <T extends { meta?: { rows_read?: number } }>(r: T) => ((total += r.meta?.rows_read ?? 0), r);
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const w: D1PreparedStatement = Object.create(stmt);
    w.bind = (...values: unknown[]) => wrap(stmt.bind(...values));
    w.all = async () => count(await stmt.all());
    w.run = async () => count(await stmt.run());
    w.first = (async (column?: string) => {
      count(await stmt.all());
      return column === undefined ? stmt.first() : stmt.first(column);
    }) as D1PreparedStatement['first'];
    w.raw = (async (options?: { columnNames?: boolean }) => {
      count(await stmt.all());
      return options?.columnNames ? stmt.raw({ columnNames: true }) : stmt.raw();
    }) as D1PreparedStatement['raw'];
    return w;
  };
  const db: D1Database = Object.create(inner);
  db.prepare = (query: string) => wrap(inner.prepare(query));
  return { db, rowsRead: () => total };
}

/**
 * The handler's own work run in-process in Node against the bench's D1 (wrangler's platform proxy):
 * `suggestMeals` (worker/domains/meal-plans/suggest.service.ts: the reads and the rule), its rows
 * read counted by countingD1 and its Node CPU time (D1 runs in another process, so waiting is not counted).
 */
async function serviceRun(persistDir: string, monday: string, today: string, slots: unknown[]) {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(persistDir, 'v3') } });
  try {
    const input = suggestMealsSchema.parse({ start_date: monday, slots, today });
    const deps = (db: D1Database) => ({ db: createDb(db), ownerId: 'bench-plan-owner', userId: 'bench-plan-owner', today });
    // Cold diet facts (docs/decisions/064-recipe-diet-facts-cache.md): every recipe's facts cleared, so
    // the service reads all 200 and writes them back; measured 3 times, each after clearing them again.
    const cold: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await proxy.env.DB.prepare('UPDATE recipes SET diet_facts = NULL').run();
      cold.push(await cpuMsOf(() => suggestMeals(deps(proxy.env.DB), input)));
    }
    const counting = countingD1(proxy.env.DB);
    await suggestMeals(deps(counting.db), input);
    const cpu: number[] = [];
    for (let i = 0; i < 3 + 15; i += 1) {
      const ms = await cpuMsOf(() => suggestMeals(deps(proxy.env.DB), input));
      if (i >= 3) cpu.push(ms);
    }
    return { rows: counting.rowsRead(), cpu, cold };
  } finally {
    await proxy.dispose();
  }
}

/** In-process CPU time of the pure core for the same week (the 7 dinners, everyone's profiles), ms. */
async function coreMs(monday: string, today: string): Promise<{ ms: number; withFacts: number; suggested: number }> {
  const input = {
    slots: Array.from({ length: 7 }, (_, i) => ({ date: addDays(monday, i), meal_type: 'dinner' as const })),
    recipes: Array.from({ length: RECIPES }, (_, i) => recipeOf(i)),
    pantry: Array.from({ length: PANTRY }, (_, i) => ({ name: pantryOf(i, today).name, expiry_date: pantryOf(i, today).expiry })),
    profiles: Object.values(PROFILES),
    today,
    weekdayDinnerMinutes: 45,
  };
  let suggested = 0;
  for (let i = 0; i < 5; i++) suggested = suggestWeek(input).length;
  const ms = await cpuMsOf(() => {
    for (let i = 0; i < 20; i++) suggestWeek(input);
  });
  // The same with every recipe's diet facts given (core/recipe-diet-facts.ts), as the service does when they are stored.
  const facts = new Map(input.recipes.map((r) => [r.id, dietFacts(r)]));
  for (let i = 0; i < 5; i++) suggestWeek({ ...input, facts });
  const withFacts = await cpuMsOf(() => {
    for (let i = 0; i < 20; i++) suggestWeek({ ...input, facts });
  });
  return { ms: ms / 20, withFacts: withFacts / 20, suggested };
}

interface Series {
  /** The first request's CPU (a fresh isolate; the recipes' diet facts not stored yet for the first series). */
  first: number;
  cpu: number[];
  rows: number[];
  suggested: number[];
}

async function main() {
  const today = utcDate(new Date());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  // Next week: every dinner is still ahead, so all 7 slots are asked for.
  const monday = addDays(today, 7 - weekday);
  const dinners = Array.from({ length: 7 }, (_, i) => ({ date: addDays(monday, i), meal_type: 'dinner' }));
  const text = await withBenchWorker({
    name: 'plan-week',
    inspector: true,
    bindings: { GEMINI_API_KEY: '', DEV_LOGIN: 'false', BENCH_DIAGNOSTICS: 'true', AI_PROVIDER: 'offline' },
    prepare: (persistDir) => prepareState(persistDir, today),
    run: async (url, { token, ownerHandle, persistDir }, inspectorUrl) => {
      if (!inspectorUrl) throw new Error('the worker has no inspector');
      const inspector = await InspectorSession.connect(inspectorUrl);
      await inspector.enableProfiler(100);
      const ask = (slots: unknown[]) => async () => {
        const res = await fetch(new URL('/api/meal-plans/suggest', url), {
          method: 'POST',
          headers: { cookie: `fc_session=${token}`, origin: url.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ start_date: monday, slots, today }),
        });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`suggest answered ${res.status}: ${body.slice(0, 200)}`);
        return { rows: Number(res.headers.get('x-d1-rows-read') ?? Number.NaN), suggested: (JSON.parse(body) as { suggestions: unknown[] }).suggestions.length };
      };
      const measure = async (work: () => Promise<{ rows: number; suggested: number }>): Promise<Series> => {
        const series: Series = { first: Number.NaN, cpu: [], rows: [], suggested: [] };
        for (let n = 0; n < WARMUP + RUNS; n += 1) {
          const { result, cpu } = await inspector.cpuDuring(work);
          if (n === 0) series.first = cpu.activeUs / 1000;
          if (n < WARMUP) continue;
          series.cpu.push(cpu.activeUs / 1000);
          series.rows.push(result.rows);
          series.suggested.push(result.suggested);
        }
        return series;
      };
      const idle: number[] = [];
      for (let i = 0; i < 10; i += 1) idle.push((await inspector.cpuDuring(async () => undefined)).cpu.activeUs / 1000);
      const everyone = await measure(ask(dinners));
      const sundayAlone = await measure(ask(dinners.map((slot, i) => (i === 6 ? { ...slot, eaters: [ownerHandle] } : slot))));
      inspector.close();
      const core = await coreMs(monday, today);
      const service = await serviceRun(persistDir, monday, today, dinners);
      const row = (name: string, s: Series) =>
        `| ${name} | **${f(percentile(sorted(s.cpu), 50))}** | ${f(percentile(sorted(s.cpu), 95))} | ${percentile(sorted(s.rows), 50) || '0 (header; see below)'} | ${percentile(sorted(s.suggested), 50)} |`;
      return [
        SECTION,
        '',
        `"Plan my week" (\`POST /api/meal-plans/suggest\`; \`npm run bench:plan-week\`, scripts/bench/plan-week.ts) for a household`,
        `of three (the Pro owner, a vegetarian, a nut allergy) whose cook has ${RECIPES} recipes (7 lines each, en/es/de; some`,
        `with meat or nuts) and ${PANTRY} pantry items (a third expiring within 9 days, some expired). The real worker on`,
        'workerd with a throwaway local D1 and BENCH_DIAGNOSTICS on. CPU is the isolate\'s non-idle samples in a V8',
        'CPU profile taken over the inspector around each request (100 µs sampling; waiting on D1 is idle), the whole',
        `request (session, kitchen check, reads, the rule, JSON). Rows read: X-D1-Rows-Read. ${WARMUP} warm-up requests, then ${RUNS}.`,
        '',
        '| request | CPU p50 (ms) | CPU p95 (ms) | D1 rows read (p50) | dinners suggested |',
        '|---|---:|---:|---:|---:|',
        row('7 dinners, everyone eating', everyone),
        row('7 dinners, Sunday for the owner alone (slot eaters)', sundayAlone),
        `| the service alone in-process (\`suggestMeals\`, Node CPU), 7 dinners, everyone | ${f(percentile(sorted(service.cpu), 50))} | ${f(percentile(sorted(service.cpu), 95))} | **${service.rows}** | |`,
        '',
        `Diet facts (docs/decisions/064-recipe-diet-facts-cache.md): the rows above are warm, every recipe's facts stored.`,
        `The very first request (a fresh isolate, no facts stored: all ${RECIPES} read and written back in one batch) took`,
        `**${f(everyone.first)} ms** of CPU on workerd; the service alone in-process with every recipe's facts cleared first:`,
        `${service.cold.map(f).join(', ')} ms (Node CPU, 3 runs).`,
        '',
        'The rows-read header (X-D1-Rows-Read, worker/lib/rows-read-meter.ts) reads 0 for this route: drizzle runs its',
        "selects through D1's `.raw()`, which answers no `meta.rows_read`, so the meter sees none of them. The rows above",
        'are counted instead on the service run in-process against the same D1 (every statement, `.raw()` ones included):',
        'the suggestion\'s reads, without the session and kitchen-check point reads before it.',
        '',
        `An empty profile window reads ${f(percentile(sorted(idle), 50))} ms. The pure rule alone (\`suggestWeek\`, core/week-plan.ts) on the`,
        `same data, in-process in Node: ${f(core.ms)} ms of CPU per week (${core.suggested} dinners), ${f(core.withFacts)} ms with the recipes' diet facts given. The rows read are dominated by the`,
        `${RECIPES} candidate recipes and ${PANTRY} pantry items (both read in full by owner: the rule needs every one), plus the`,
        'session, membership, plan, the household (once) and the eaters\' profiles (by primary key).',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load ${loadavg()[0]?.toFixed(1)}), Node ${process.version}.`,
        '',
      ].join('\n');
    },
  });
  console.log(`\n${text}`);
  writeBenchSection(SECTION, text);
}

await main();
