import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportRequests } from './support.table';

/**
 * What the support domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so support.table.ts stays this domain's.
 */

/** The user's support requests. */
export function supportErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(supportRequests).where(eq(supportRequests.userId, userId)),
  ];
}
