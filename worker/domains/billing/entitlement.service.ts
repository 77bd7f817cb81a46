import { eq } from 'drizzle-orm';
import { entitledPlan, type SubscriptionState } from '#core/billing/billing';
import { isPro, type PlanType } from '#core/kernel/plans';
import type { SubscriptionSummary } from '#core/schemas/billing';
import type { Db } from '../../db/client';
import { billingCustomers, subscriptions } from './billing.table';

/**
 * Reading what a user is entitled to. The rule itself is core/billing/billing.ts `entitledPlan`; the
 * session (auth/session.service.ts) applies it to the row it joins, so every Pro check,
 * `/api/usage` and `/api/users/me` read the same answer.
 */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The stored subscriptions (one per user) as a subquery another domain may join, e.g. the session
 * read that needs the plan with the user in one query (a statement builder: billing.table.ts stays here).
 */
export const subscriptionStatesQuery = (db: Db) =>
  db
    .select({
      userId: subscriptions.userId,
      planType: subscriptions.planType,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .as('subscription_states');

export function stateOf(row: SubscriptionRow | null | undefined): SubscriptionState | null {
  if (!row) return null;
  return {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function findSubscription({ db }: { db: Db }, userId: string): Promise<SubscriptionRow | null> {
  return (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}

export async function findCustomerId({ db }: { db: Db }, userId: string): Promise<string | null> {
  const row = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .get();
  return row?.id ?? null;
}

/** The plan a user is entitled to now. */
export async function currentPlan({ db, now }: { db: Db; now: Date }, userId: string): Promise<PlanType> {
  return entitledPlan(stateOf(await findSubscription({ db }, userId)), now);
}

/** `GET /api/users/me` `.subscription` and the answer of the subscription routes (one round trip). */
export async function getSubscriptionSummary({ db, now }: { db: Db; now: Date }, userId: string): Promise<SubscriptionSummary> {
  // One round trip, two indexed reads (a user without either row reads as free, no customer).
  const [subRows, customerRows] = await db.batch([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    db.select({ customerId: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1),
  ]);
  const row = subRows[0] ?? null;
  const found = { customerId: customerRows[0]?.customerId ?? null };
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
