import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/**
 * The latest Stripe subscription of each user, written only by the webhook's event handler (the
 * simulator and dev sign-in go through the same handler). A user without a row is free. The plan
 * the user is entitled to comes from these columns through core/billing/billing.ts `entitledPlan`.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subscription's period (from its price). Rows written before billing may say 'free'. */
    planType: text('plan_type', { enum: ['free', 'weekly', 'monthly', 'yearly'] })
      .notNull()
      .default('free'),
    /** Stripe's status, every value Stripe has. */
    status: text('status', {
      enum: ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'],
    })
      .notNull()
      .default('active'),
    /** ISO date-time (UTC) the current period ends (Stripe's item `current_period_end`). */
    currentPeriodEnd: text('current_period_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripePriceId: text('stripe_price_id'),
    /**
     * Stripe's `created` stamp (Unix seconds) of the event this row reflects: an event older than
     * it is ignored, so events arriving out of order converge on the newest state.
     */
    stateAt: integer('state_at').notNull().default(0),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.stripeCustomerId),
    index('subscriptions_stripe_sub_idx').on(t.stripeSubscriptionId),
  ],
);

/** The Stripe customer of a user: created once (at the first checkout) and reused. */
export const billingCustomers = sqliteTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: text('created_at').notNull(),
});

/** Every Stripe event applied, by its id: a replayed event is a no-op. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** Stripe's `created` (Unix seconds). */
  created: integer('created').notNull(),
  processedAt: text('processed_at').notNull(),
});

/**
 * Every Checkout Session Forkcast opened, and whose it is: the success page and the simulator
 * read only the caller's own sessions; a refunded payment finds its credits through
 * `payment_intent`.
 */
export const checkoutSessions = sqliteTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
    planType: text('plan_type', { enum: ['weekly', 'monthly', 'yearly'] }),
    package: text('package', { enum: ['starter', 'popular', 'power', 'ultimate'] }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** Set when a payment-mode session completes (refunds name the payment intent). */
    paymentIntentId: text('payment_intent_id'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt),
    index('checkout_sessions_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/**
 * Tombstones of deleted accounts: the SHA-256 (hex) of `user:<id>` and of `customer:<stripe id>`,
 * never the ids themselves. A Stripe event naming a tombstoned customer or user is recorded and
 * ignored, so a late or replayed webhook cannot bring a deleted account's billing back.
 */
export const billingTombstones = sqliteTable('billing_tombstones', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: ['user', 'customer'] }).notNull(),
  deletedAt: text('deleted_at').notNull(),
});
