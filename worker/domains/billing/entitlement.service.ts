import { eq } from 'drizzle-orm';
import { entitledPlan, type SubscriptionState } from '../../../core/billing';
import { isPro, type PlanType } from '../../../core/plans';
import type { SubscriptionSummary } from '../../../core/schemas/billing';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { billingCustomers, subscriptions } from './billing.table';

/**
 * Reading what a user is entitled to. The rule itself is core/billing.ts `entitledPlan`; the
 * session (auth/session.service.ts) applies it to the row it joins, so every Pro check,
 * `/api/usage` and `/api/users/me` read the same answer.
 */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function stateOf(row: SubscriptionRow | null | undefined): SubscriptionState | null {
  if (!row) return null;
  return {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function findSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  return (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}

export async function findCustomerId(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .get();
  return row?.id ?? null;
}

/** The plan a user is entitled to now. */
export async function currentPlan(db: Db, userId: string, now: Date): Promise<PlanType> {
  return entitledPlan(stateOf(await findSubscription(db, userId)), now);
}

/** `GET /api/users/me` `.subscription` and the answer of the subscription routes (one read). */
export async function getSubscriptionSummary(db: Db, userId: string, now: Date): Promise<SubscriptionSummary> {
  const found = await db
    .select({ sub: subscriptions, customerId: billingCustomers.stripeCustomerId })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(billingCustomers, eq(billingCustomers.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  const row = found?.sub ?? null;
  const plan = entitledPlan(stateOf(row), now);
  const real = row && row.planType !== 'free' ? row : null;
  return {
    plan_type: plan,
    status: real?.status ?? null,
    current_period_end: real?.currentPeriodEnd ?? null,
    cancel_at_period_end: real?.cancelAtPeriodEnd ?? false,
    is_pro: isPro(plan),
    has_customer: Boolean(found?.customerId),
  };
}
