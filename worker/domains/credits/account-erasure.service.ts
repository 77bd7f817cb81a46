import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditBalances, creditLedger } from './credits.table';

/**
 * What the credits domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so credits.table.ts stays this domain's.
 */

/** The user's credit ledger and balance. */
export function creditsErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(creditLedger).where(eq(creditLedger.userId, userId)),
    db.delete(creditBalances).where(eq(creditBalances.userId, userId)),
  ];
}
