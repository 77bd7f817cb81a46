import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { importAttempts } from './import.table';

/**
 * What the import domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so import.table.ts stays this domain's.
 */

/** The user's import attempts. */
export function importErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(importAttempts).where(eq(importAttempts.userId, userId)),
  ];
}
