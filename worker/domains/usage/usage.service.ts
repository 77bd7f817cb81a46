import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { billingPeriod, monthlyLimit, planTier, type PlanType } from '#core/kernel/plans';
import type { usageResponseSchema } from '#core/schemas/usage';
import { usagePeriod } from '#core/kernel/usage';
import type { Db } from '../../db/client';
import { getCreditBalance, refundCredit, spendCredit } from '../credits/credits.service';
import { usageCounters } from './usage.table';

/**
 * Usage accounting (docs/product.md "Usage accounting"): a generation reserves its unit before the model is called,
 * with one conditional statement that cannot pass the limit under concurrency, and gives it back
 * when generation fails. Counted per calendar month in UTC. Beyond the allowance a credit is
 * spent instead.
 */
export interface UsageDeps {
  db: Db;
  now: Date;
}

export interface UsageUser {
  id: string;
  planType: PlanType;
}

/** What was taken for one generation, to give back exactly that on failure. */
export type Reservation =
  | { kind: 'allowance'; userId: string; period: string }
  | { kind: 'credit'; userId: string; reference: string };

export async function getUsedThisMonth({ db, now }: UsageDeps, userId: string): Promise<number> {
  const row = await db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.period, usagePeriod(now))))
    .get();
  return row?.used ?? 0;
}

/** `GET /api/usage`: every figure comes from core/kernel/plans.ts and the counters; the shape is core's schema. */
export async function getUsage(deps: UsageDeps, user: UsageUser): Promise<z.infer<typeof usageResponseSchema>> {
  const [used, credits] = await Promise.all([
    getUsedThisMonth(deps, user.id),
    getCreditBalance(deps, user.id),
  ]);
  return {
    planType: planTier(user.planType),
    billingPeriod: billingPeriod(user.planType),
    used,
    limit: monthlyLimit(user.planType),
    credits: credits.balance,
  };
}

/**
 * Takes one unit of this month's allowance: one upsert whose update only happens while
 * `used < limit`, so no number of concurrent callers can pass the limit. The period when taken, else null.
 */
export async function reserveAllowance({ db, now }: UsageDeps, user: UsageUser): Promise<string | null> {
  const limit = monthlyLimit(user.planType);
  const period = usagePeriod(now);
  if (limit <= 0) return null;
  const rows = await db
    .insert(usageCounters)
    .values({ userId: user.id, period, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.period],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${limit}`,
    })
    .returning({ used: usageCounters.used });
  return rows.length === 1 ? period : null;
}

/**
 * Reserves one generation: the month's allowance first, then a credit. Null when neither is
 * left (the caller answers 429 limit_reached). `reference` names the generation in the ledger.
 */
export async function reserveGeneration(
  deps: UsageDeps,
  user: UsageUser,
  reference: string,
): Promise<Reservation | null> {
  const period = await reserveAllowance(deps, user);
  if (period) return { kind: 'allowance', userId: user.id, period };
  if (await spendCredit(deps, { userId: user.id, reference })) {
    return { kind: 'credit', userId: user.id, reference };
  }
  return null;
}

/** Gives back exactly what `reserveGeneration` took (the generation failed). */
export async function releaseGeneration(deps: UsageDeps, reservation: Reservation): Promise<void> {
  if (reservation.kind === 'credit') {
    await refundCredit(deps, { userId: reservation.userId, reference: reservation.reference });
    return;
  }
  await deps.db
    .update(usageCounters)
    .set({ used: sql`${usageCounters.used} - 1` })
    .where(
      and(
        eq(usageCounters.userId, reservation.userId),
        eq(usageCounters.period, reservation.period),
        gt(usageCounters.used, 0),
      ),
    );
}
