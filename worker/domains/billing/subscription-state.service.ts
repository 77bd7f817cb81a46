import { and, eq, isNull } from 'drizzle-orm';
import { isTerminalStatus } from '#core/billing/billing';
import type { PaidPlanType } from '#core/kernel/plans';
import type { SubscriptionStatus } from '#core/schemas/billing';
import type { StripeSubscription } from '#core/schemas/stripe-events';
import type { Db } from '../../db/client';
import { userProfilesQuery } from '../users/users.service';
import { planForPrice, type PriceIds } from './billing.config';
import { billingCustomers, subscriptions } from './billing.table';

/**
 * Writes a user's subscription row from a Stripe subscription object, keeping only the newest
 * state whatever order Stripe's events arrive in (docs/product.md "Billing").
 */
export interface SubscriptionWriteDeps {
  db: Db;
  now: Date;
  prices: PriceIds;
}

export interface StoredOrder {
  subscriptionId: string | null;
  status: SubscriptionStatus;
  stateAt: number;
}

/** Same-second ties: a later stage of a subscription's life wins over an earlier one. */
function stage(status: SubscriptionStatus): number {
  if (status === 'incomplete') return 0;
  return isTerminalStatus(status) ? 2 : 1;
}

/**
 * Whether `incoming` (a subscription's state as of Stripe's event stamp `stateAt`) replaces
 * what is stored. For the same subscription: never after it ended (canceled and
 * incomplete_expired are final), otherwise when not older. For another subscription (the user
 * subscribed again): an ended one never replaces a row; a live one replaces an ended row, or a
 * live row when newer.
 */
export function supersedes(stored: StoredOrder | null, incoming: StoredOrder): boolean {
  if (!stored || stored.subscriptionId === null) return true;
  if (stored.subscriptionId === incoming.subscriptionId) {
    if (isTerminalStatus(stored.status)) return false;
    if (incoming.stateAt !== stored.stateAt) return incoming.stateAt > stored.stateAt;
    return stage(incoming.status) >= stage(stored.status);
  }
  if (isTerminalStatus(incoming.status)) return false;
  return isTerminalStatus(stored.status) || incoming.stateAt > stored.stateAt;
}

const toIso = (unixSeconds: number | null | undefined) =>
  typeof unixSeconds === 'number' ? new Date(unixSeconds * 1000).toISOString() : null;

const storedColumns = {
  subscriptionId: subscriptions.stripeSubscriptionId,
  status: subscriptions.status,
  stateAt: subscriptions.stateAt,
};

async function storedOrder(db: Db, userId: string): Promise<StoredOrder | null> {
  return (await db.select(storedColumns).from(subscriptions).where(eq(subscriptions.userId, userId)).get()) ?? null;
}

/**
 * The user a subscription belongs to (its metadata's user id, else its customer's user) and
 * their stored subscription's order, in one read on the usual path.
 */
async function ownerOf(db: Db, sub: Pick<StripeSubscription, 'metadata' | 'customer'>) {
  const fromMetadata = sub.metadata?.user_id;
  if (fromMetadata) {
    const user = userProfilesQuery(db);
    const row = await db
      .select({ userId: user.id, ...storedColumns })
      .from(user)
      .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
      .where(eq(user.id, fromMetadata))
      .get();
    if (row) {
      const { userId, subscriptionId, status, stateAt } = row;
      return { userId, stored: status !== null && stateAt !== null ? { subscriptionId, status, stateAt } : null };
    }
  }
  const customer = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, sub.customer))
    .get();
  return customer ? { userId: customer.userId, stored: await storedOrder(db, customer.userId) } : null;
}

const linkCustomerStatement = (db: Db, now: Date, userId: string, customerId: string) =>
  db
    .insert(billingCustomers)
    .values({ userId, stripeCustomerId: customerId, createdAt: now.toISOString() })
    .onConflictDoNothing();

/** Stores the user's Stripe customer once (the first one seen is kept). */
export async function linkCustomer({ db, now }: { db: Db; now: Date }, userId: string, customerId: string) {
  await linkCustomerStatement(db, now, userId, customerId);
}

export type ApplyResult = 'applied' | 'stale' | 'unknown_user' | 'unknown_price';

/**
 * Applies a subscription object stamped `stateAt` (Stripe's event `created`, Unix seconds).
 * Compare-and-set on the stored stamp and id, retried if another event wrote in between.
 */
export async function applySubscription(
  deps: SubscriptionWriteDeps,
  sub: StripeSubscription,
  stateAt: number,
): Promise<ApplyResult> {
  const { db, now } = deps;
  const owner = await ownerOf(db, sub);
  if (!owner) return 'unknown_user';
  const { userId } = owner;
  const item = sub.items.data[0];
  const metaPlan = sub.metadata?.plan_type;
  const planType: PaidPlanType | null =
    (item && planForPrice(item.price.id, deps.prices)) ??
    (metaPlan === 'weekly' || metaPlan === 'monthly' || metaPlan === 'yearly' ? metaPlan : null);
  if (!planType) return 'unknown_price';
  const values = {
    planType,
    status: sub.status,
    currentPeriodEnd: toIso(item?.current_period_end ?? sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined),
    stripeCustomerId: sub.customer,
    stripeSubscriptionId: sub.id,
    stripePriceId: item?.price.id ?? null,
    stateAt,
    updatedAt: now.toISOString(),
  };
  const incoming: StoredOrder = { subscriptionId: sub.id, status: sub.status, stateAt };
  let stored = owner.stored;
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) stored = await storedOrder(db, userId);
    if (!supersedes(stored, incoming)) return 'stale';
    // The customer link and the compare-and-set write travel in one batch.
    const [, written] = await db.batch([linkCustomerStatement(db, now, userId, sub.customer), writeIfUnchanged(db, userId, stored, values)]);
    if (written.length === 1) return 'applied';
  }
  throw new Error(`Subscription ${sub.id} kept changing while being written`);
}

type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'userId'>;

/** Updates the row only if it is still `stored` (or inserts it when there was none). */
function writeIfUnchanged(db: Db, userId: string, stored: StoredOrder | null, values: SubscriptionValues) {
  if (!stored) {
    return db.insert(subscriptions).values({ userId, ...values }).onConflictDoNothing().returning({ userId: subscriptions.userId });
  }
  return db
    .update(subscriptions)
    .set(values)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.stateAt, stored.stateAt),
        stored.subscriptionId === null
          ? isNull(subscriptions.stripeSubscriptionId)
          : eq(subscriptions.stripeSubscriptionId, stored.subscriptionId),
        eq(subscriptions.status, stored.status),
      ),
    )
    .returning({ userId: subscriptions.userId });
}
