import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openD1Session } from './d1-session';
import { benchDiagnosticsOn, meterD1 } from './rows-read-meter';

const dish = sqliteTable('meter_dish', { id: integer('id').primaryKey(), name: text('name').notNull() });
const step = sqliteTable('meter_step', { id: integer('id').primaryKey(), dishId: integer('dish_id').notNull(), text: text('text').notNull() });

describe('meterD1', () => {
  it('adds up rows_read of all, first, run and batch, and keeps answers intact', async () => {
    await env.DB.exec('CREATE TABLE meter_t (id INTEGER PRIMARY KEY, v TEXT)');
    await env.DB.exec("INSERT INTO meter_t (v) VALUES ('a'), ('b'), ('c')");
    const { db, rowsRead } = meterD1(env.DB);
    expect((await db.prepare('SELECT v FROM meter_t ORDER BY id').all()).results).toEqual([{ v: 'a' }, { v: 'b' }, { v: 'c' }]);
    expect(rowsRead()).toBe(3);
    expect(await db.prepare('SELECT v FROM meter_t WHERE id = ?1').bind(2).first('v')).toBe('b');
    expect(await db.prepare('SELECT v FROM meter_t WHERE id = ?1').bind(9).first()).toBeNull();
    expect(rowsRead()).toBeGreaterThanOrEqual(4);
    const [one] = await db.batch([db.prepare('SELECT count(*) AS n FROM meter_t WHERE v > ?1').bind('a')]);
    expect(one?.results).toEqual([{ n: 2 }]);
    expect(rowsRead()).toBeGreaterThan(4);
  });

  it("counts drizzle's selects (D1 `.raw()`, whose answer has no meta) in the app's per-request session, answers untouched", async () => {
    await env.DB.exec('CREATE TABLE IF NOT EXISTS meter_dish (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    await env.DB.exec('CREATE TABLE IF NOT EXISTS meter_step (id INTEGER PRIMARY KEY, dish_id INTEGER NOT NULL, text TEXT NOT NULL)');
    await env.DB.exec("INSERT INTO meter_dish (id, name) VALUES (1, 'soup'), (2, 'stew'), (3, 'salad')");
    await env.DB.exec("INSERT INTO meter_step (id, dish_id, text) VALUES (10, 1, 'boil'), (11, 2, 'simmer')");
    const { db, rowsRead } = meterD1(openD1Session(env.DB, null, true).db);
    const orm = drizzle(db);

    expect(await orm.select().from(dish).orderBy(asc(dish.id))).toEqual([
      { id: 1, name: 'soup' },
      { id: 2, name: 'stew' },
      { id: 3, name: 'salad' },
    ]);
    expect(rowsRead()).toBe(3);
    // Two columns named `id`: drizzle's raw rows keep both, and so does the metered answer.
    expect(await orm.select({ dish: dish.id, step: step.id, text: step.text }).from(dish).innerJoin(step, eq(step.dishId, dish.id)).orderBy(asc(step.id))).toEqual([
      { dish: 1, step: 10, text: 'boil' },
      { dish: 2, step: 11, text: 'simmer' },
    ]);
    const afterJoin = rowsRead();
    expect(afterJoin).toBeGreaterThan(3);
    expect(await orm.select({ name: dish.name }).from(dish).where(eq(dish.id, 2)).get()).toEqual({ name: 'stew' });
    expect(rowsRead()).toBe(afterJoin + 1);
  });

  it('reads NaN, not too few, once a statement ran on a binding it cannot count', async () => {
    const answer = { results: [{ v: 1 }], meta: { rows_read: 1 } };
    const statement = { bind: () => statement, all: async () => answer, raw: async () => [[1]], run: async () => answer, first: async () => ({ v: 1 }) };
    const foreign = { prepare: () => statement, batch: async () => [], exec: async () => ({ count: 0, duration: 0 }) } as unknown as D1Database;
    const { db, rowsRead } = meterD1(foreign);
    expect(await db.prepare('SELECT 1').raw()).toEqual([[1]]);
    expect(rowsRead()).toBeNaN();
  });

  it('is on only when BENCH_DIAGNOSTICS is "true"', () => {
    expect(benchDiagnosticsOn({})).toBe(false);
    expect(benchDiagnosticsOn({ BENCH_DIAGNOSTICS: 'false' })).toBe(false);
    expect(benchDiagnosticsOn({ BENCH_DIAGNOSTICS: 'true' })).toBe(true);
    expect(benchDiagnosticsOn(env)).toBe(false);
  });
});
