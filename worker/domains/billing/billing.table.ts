import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/** One row per user; a user without a row is on the free plan. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: ['free', 'weekly', 'monthly', 'yearly'] })
      .notNull()
      .default('free'),
    status: text('status', {
      enum: ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'],
    })
      .notNull()
      .default('active'),
    /** Plan date `YYYY-MM-DD` in UTC. */
    currentPeriodEnd: text('current_period_end'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.stripeCustomerId),
    index('subscriptions_stripe_sub_idx').on(t.stripeSubscriptionId),
  ],
);
