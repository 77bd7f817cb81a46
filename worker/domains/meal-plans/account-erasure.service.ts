import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealPlans } from './meal-plans.table';

/**
 * What the meal-plans domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so meal-plans.table.ts stays this domain's.
 */

/** The user's planned meals. */
export function mealPlansErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(mealPlans).where(eq(mealPlans.ownerId, userId)),
  ];
}
