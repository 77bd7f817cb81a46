import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsPerInsert, type Db } from '../../db/client';
import { recipes } from './recipes.table';

/**
 * Recipes restored from a data export (the export domain decides which are new). The rows keep
 * what the export recorded (provider, dates, notes, nutrition); restoring generates nothing, so
 * it touches neither usage nor the leaderboard.
 */
export type RestoredRecipe = typeof recipes.$inferInsert;

/** Which of `ids` are the user's own recipes (primary-key lookups). */
export async function ownRecipeIdsAmong({ db }: { db: Db }, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** A restored row binds each column once, and the credit guard the user and `remix_of` once more. */
const ROWS_PER_INSERT = rowsPerInsert(recipes, 2);

/**
 * An original's `remix_of` only while the account has no plain copy of that shared recipe yet
 * (the unique `recipes_user_remix_idx`, migrations/0013_recipe_versions.sql): checked by the insert
 * itself, inside the batch, so a copy saved from Discover meanwhile turns the restored one into a
 * credit without a link instead of failing the import. Rows of one insert do not see each other:
 * the caller passes at most one original per shared recipe.
 */
function guardedRemixOf(row: RestoredRecipe) {
  if (!row.remixOf || row.parentRecipeId) return row.remixOf ?? null;
  return sql`(CASE WHEN EXISTS (SELECT 1 FROM recipes AS saved WHERE saved.user_id = ${row.userId} AND saved.remix_of = ${row.remixOf} AND saved.parent_recipe_id IS NULL) THEN NULL ELSE ${row.remixOf} END)`;
}

/** Insert statements for restored recipes, for one `db.batch`. */
export function restoreRecipeStatements(db: Db, rows: RestoredRecipe[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    statements.push(db.insert(recipes).values(rows.slice(i, i + ROWS_PER_INSERT).map((row) => ({ ...row, remixOf: guardedRemixOf(row) }))));
  }
  return statements;
}
