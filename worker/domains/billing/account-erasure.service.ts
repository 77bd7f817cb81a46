import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingCustomers, checkoutSessions, subscriptions } from './billing.table';

/**
 * What the billing domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so billing.table.ts stays this domain's.
 */

/** The user's subscription, customer link and checkout sessions (the tombstones stay: tombstone.service.ts). */
export function billingErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(subscriptions).where(eq(subscriptions.userId, userId)),
    db.delete(billingCustomers).where(eq(billingCustomers.userId, userId)),
    db.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId)),
  ];
}
