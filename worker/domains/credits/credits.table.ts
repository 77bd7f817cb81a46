import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CREDIT_REASONS } from '#core/schemas/billing';
import { users } from '../users/users.table';

/** The balance, kept in step with the ledger in the same batch. Never below zero. */
export const creditBalances = sqliteTable('credit_balances', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  totalPurchased: integer('total_purchased').notNull().default(0),
  totalUsed: integer('total_used').notNull().default(0),
});

/** Every change of a balance: purchase, bonus, spend, refund, grant, chargeback (core/schemas/billing.ts). */
export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    /** What caused it: a checkout session id (unique per reason), a recipe id, "seed"... */
    reference: text('reference'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_reference_idx').on(t.reason, t.reference),
  ],
);
