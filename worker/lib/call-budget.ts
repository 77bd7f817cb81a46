import { lt, sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';

/**
 * Counted spending per key and period (docs/decisions/078-translation-budget.md): model calls a
 * cook or reader asked for (nutrition estimates, reader translations) and writes a cook made by
 * hand (recipes per hour). `key` names the counter (`nutrition:user:<id>`), `period` its window
 * (`YYYY-MM-DD` for a day, `YYYY-MM-DDTHH` for an hour, both UTC).
 */
export const callBudgets = sqliteTable(
  'call_budgets',
  {
    key: text('key').notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.period] })],
);

export type BudgetWindow = 'hour' | 'day';

/** The window `now` falls in: `YYYY-MM-DD` or `YYYY-MM-DDTHH` (UTC). */
export function budgetPeriod(now: Date, window: BudgetWindow): string {
  const iso = now.toISOString();
  return window === 'day' ? iso.slice(0, 10) : iso.slice(0, 13);
}

export interface BudgetSpend {
  db: Db;
  now: Date;
}

/**
 * Spends one unit of `key`'s budget for the current window when fewer than `limit` are spent:
 * true when spent, false when the budget is used up. One conditional upsert, so parallel
 * requests can never spend more than `limit` (D1 runs each statement atomically).
 */
export async function spendBudget({ db, now }: BudgetSpend, key: string, limit: number, window: BudgetWindow): Promise<boolean> {
  if (limit < 1) return false;
  const t = callBudgets;
  const rows = await db
    .insert(t)
    .values({ key, period: budgetPeriod(now, window), used: 1 })
    .onConflictDoUpdate({ target: [t.key, t.period], set: { used: sql`${t.used} + 1` }, setWhere: sql`${t.used} < ${limit}` })
    .returning({ used: t.used });
  return rows.length > 0;
}

/** Gives one unit back (a call that was not made after all). */
export async function refundBudget({ db, now }: BudgetSpend, key: string, window: BudgetWindow): Promise<void> {
  const t = callBudgets;
  await db
    .update(t)
    .set({ used: sql`max(${t.used} - 1, 0)` })
    .where(sql`${t.key} = ${key} AND ${t.period} = ${budgetPeriod(now, window)}`)
    .run();
}

/** Deletes counters whose window ended more than two days before `now` (the cron). */
export async function purgeOldBudgets({ db, now }: BudgetSpend): Promise<void> {
  const cutoff = budgetPeriod(new Date(now.getTime() - 2 * 86_400_000), 'day');
  await db.delete(callBudgets).where(lt(callBudgets.period, cutoff)).run();
}
