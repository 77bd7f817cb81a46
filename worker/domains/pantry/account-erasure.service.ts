import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pantryItems } from './pantry.table';

/**
 * What the pantry domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so pantry.table.ts stays this domain's.
 */

/** The user's pantry. */
export function pantryErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(pantryItems).where(eq(pantryItems.ownerId, userId)),
  ];
}
