/**
 * The "Plan my week" bench's in-process runs in Node (scripts/bench/plan-week.ts): the service against
 * the bench's D1 with every statement's rows counted, and the pure core on the same data.
 */
import { addDays } from '#core/kitchen/freshness';
import { dietFacts } from '#core/diet/recipe-diet-facts';
import { suggestMealsSchema } from '#core/schemas/meal-suggest';
import { suggestWeek } from '#core/kitchen/week-plan';
import { createDb } from '../../worker/db/client';
import { suggestMeals } from '../../worker/domains/meal-plans/suggest.service';
import { withLocalD1 } from './local-d1';
import { PANTRY, PROFILES, RECIPES, pantryOf, recipeOf } from './plan-week-data';

/** CPU milliseconds this Node process spent in `work` (user + system), whatever the machine's load. */
async function cpuMsOf(work: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * A D1 binding that adds up `meta.rows_read` of every statement, drizzle's `.raw()` selects too.
 * The worker's meter (worker/lib/rows-read-meter.ts) counts through workerd's own D1 binding; the
 * platform proxy's statements here are not that binding, so a `.raw()` read is run once more through
 * `.all()` only to be counted; reads change nothing, so the answer is the same.
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
export async function serviceRun(persistDir: string, monday: string, today: string, slots: unknown[]) {
  return withLocalD1(persistDir, async (db) => {
    const input = suggestMealsSchema.parse({ start_date: monday, slots, today });
    const deps = (d1: D1Database) => ({ db: createDb(d1), ownerId: 'bench-plan-owner', userId: 'bench-plan-owner', today });
    // Cold diet facts (docs/decisions/064-recipe-diet-facts-cache.md): every recipe's facts cleared, so
    // the service reads all 200 and writes them back; measured 3 times, each after clearing them again.
    const cold: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await db.prepare('UPDATE recipes SET diet_facts = NULL').run();
      cold.push(await cpuMsOf(() => suggestMeals(deps(db), input)));
    }
    const counting = countingD1(db);
    await suggestMeals(deps(counting.db), input);
    const cpu: number[] = [];
    for (let i = 0; i < 3 + 15; i += 1) {
      const ms = await cpuMsOf(() => suggestMeals(deps(db), input));
      if (i >= 3) cpu.push(ms);
    }
    return { rows: counting.rowsRead(), cpu, cold };
  });
}

/** In-process CPU time of the pure core for the same week (the 7 dinners, everyone's profiles), ms. */
export async function coreMs(monday: string, today: string): Promise<{ ms: number; withFacts: number; suggested: number }> {
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
  // The same with every recipe's diet facts given (core/diet/recipe-diet-facts.ts), as the service does when they are stored.
  const facts = new Map(input.recipes.map((r) => [r.id, dietFacts(r)]));
  for (let i = 0; i < 5; i++) suggestWeek({ ...input, facts });
  const withFacts = await cpuMsOf(() => {
    for (let i = 0; i < 20; i++) suggestWeek({ ...input, facts });
  });
  return { ms: ms / 20, withFacts: withFacts / 20, suggested };
}
