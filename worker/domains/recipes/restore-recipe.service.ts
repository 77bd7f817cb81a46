import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from './recipes.table';

/**
 * Recipes restored from a data export (the export domain decides which are new). The rows keep
 * what the export recorded (provider, dates, notes, nutrition); restoring generates nothing, so
 * it touches neither usage nor the leaderboard.
 */
export type RestoredRecipe = typeof recipes.$inferInsert;

/** Which of `ids` are the user's own recipes (primary-key lookups). */
export async function ownRecipeIdsAmong(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** D1 binds at most 100 parameters per statement: 21 columns, so 4 rows per insert. */
const ROWS_PER_INSERT = 4;

/** Insert statements for restored recipes, for one `db.batch`. */
export function restoreRecipeStatements(db: Db, rows: RestoredRecipe[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) statements.push(db.insert(recipes).values(rows.slice(i, i + ROWS_PER_INSERT)));
  return statements;
}
