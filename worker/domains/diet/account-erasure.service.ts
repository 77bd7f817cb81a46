import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dietProfiles } from './diet.table';

/**
 * What the diet domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so diet.table.ts stays this domain's.
 */

/** The user's diet profile. */
export function dietErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(dietProfiles).where(eq(dietProfiles.userId, userId)),
  ];
}
