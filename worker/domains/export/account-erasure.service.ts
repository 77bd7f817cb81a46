import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImports } from './export.table';

/**
 * What the export domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so export.table.ts stays this domain's.
 */

/** The user's imported recipes' sources. */
export function exportErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(recipeImports).where(eq(recipeImports.userId, userId)),
  ];
}
