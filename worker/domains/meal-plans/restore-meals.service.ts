import { rowsPerInsert, type Db } from '../../db/client';
import { mealPlans } from './meal-plans.table';

/** A meal restored from a data export; `recipeId` must already be one of the owner's recipes or null. */
export type RestoredMeal = typeof mealPlans.$inferInsert;

const ROWS_PER_INSERT = rowsPerInsert(mealPlans);

/**
 * Insert statements for restored meals: a slot (date and meal type) that is already planned keeps
 * its meal, so restoring twice adds nothing.
 */
export function restoreMealStatements(db: Db, rows: RestoredMeal[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    statements.push(db.insert(mealPlans).values(rows.slice(i, i + ROWS_PER_INSERT)).onConflictDoNothing().returning({ id: mealPlans.id }));
  return statements;
}
