import type { BatchItem } from 'drizzle-orm/batch';
import { eq, sql } from 'drizzle-orm';
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

/**
 * The user leaves every meal's eater list (a household member's id on the owner's meals); a list
 * left empty becomes null (everyone), as a list of no eaters is not one the planner writes.
 */
export function eaterErasureStatement(db: Db, userId: string): BatchItem<'sqlite'> {
  const others = sql`(SELECT json_group_array(value) FROM json_each(${mealPlans.eaters}) WHERE value <> ${userId})`;
  const left = sql`(SELECT count(*) FROM json_each(${mealPlans.eaters}) WHERE value <> ${userId})`;
  return db
    .update(mealPlans)
    .set({ eaters: sql`CASE WHEN ${left} = 0 THEN NULL ELSE ${others} END` })
    .where(sql`${mealPlans.eaters} IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(${mealPlans.eaters}) WHERE value = ${userId})`);
}

