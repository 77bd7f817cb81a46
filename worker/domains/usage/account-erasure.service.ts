import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageCounters } from './usage.table';

/**
 * What the usage domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so usage.table.ts stays this domain's.
 */

/** The user's usage counters. */
export function usageErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(usageCounters).where(eq(usageCounters.userId, userId)),
  ];
}
