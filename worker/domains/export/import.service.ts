import type { BatchItem } from 'drizzle-orm/batch';
import { rowsPerInsert, type Db } from '../../db/client';
import { deleteOwnImages } from '../images/owned-images.service';
import { insertPantryRowsStatements } from '../pantry/pantry.service';
import { restoreMealStatements } from '../meal-plans/restore-meals.service';
import { restoreRecipeStatements } from '../recipes/restore-recipe.service';
import { recipeImports } from './export.table';
import { ImportRun, readAll, type ImportDeps, type Incoming } from './import-read';
import { familyLinks, recipeRow } from './import-rows';
import { mealRows, newPantryRows, restoreDiet, restoreShopping } from './restore-kitchen';

export { IMPORT_MAX_BYTES } from './import-read';

/**
 * POST /api/import: restores an export zip into the caller's account (docs/decisions/026-export-and-import.md). The zip is read as a stream; recipes are matched by their source key, so the same
 * file imported twice adds nothing. Photos get new opaque keys. Ratings, reviews and the credit
 * ledger are not imported. Reading and checking the zip is import-read.ts; the recipe rows, import-rows.ts;
 * here the new rows are written in one batch.
 */

/** What an import answers: how many of each it restored or skipped. */
export interface ImportSummary {
  recipes: number;
  recipes_skipped: number;
  photos: number;
  /** Photos not restored because the day's photo cap was reached (their recipes come without). */
  photos_skipped: number;
  pantry: number;
  shopping: number;
  meals: number;
  diet_profile: boolean;
}

function importRowStatements(db: Db, rows: Array<typeof recipeImports.$inferInsert>) {
  const statements = [];
  const size = rowsPerInsert(recipeImports);
  for (let i = 0; i < rows.length; i += size) statements.push(db.insert(recipeImports).values(rows.slice(i, i + size)));
  return statements;
}

/** Writes the new recipes, their import keys, pantry items and meals in one batch (all or nothing). */
async function commit(run: ImportRun, summary: ImportSummary) {
  const { db, userId, now } = run.deps;
  const added = [...run.recipes.values()].filter((r): r is Incoming & { id: string } => r.status === 'new' && r.id !== undefined);
  const ownIds = new Map<string, string>();
  for (const incoming of run.recipes.values()) if (incoming.record.recipe.id && incoming.id) ownIds.set(incoming.record.recipe.id, incoming.id);
  const deps = run.restoreDeps();
  const pantry = run.kitchen.pantry ? await newPantryRows(deps, run.kitchen.pantry) : [];
  const meals = run.kitchen.meals ? mealRows(deps, run.kitchen.meals, ownIds) : [];
  const mealStatements = restoreMealStatements(db, meals);
  const links = await familyLinks(run, added);
  const statements: BatchItem<'sqlite'>[] = [
    ...restoreRecipeStatements(db, added.map((incoming) => recipeRow(run, incoming, links.get(incoming), orderOf(added, incoming)))),
    ...importRowStatements(db, added.map((incoming) => ({ userId, sourceKey: incoming.record.source_key, recipeId: incoming.id, createdAt: now.toISOString() }))),
    ...insertPantryRowsStatements(db, pantry),
    ...mealStatements,
  ];
  const [first, ...rest] = statements;
  const results = first ? await db.batch([first, ...rest]) : [];
  const mealResults = results.slice(results.length - mealStatements.length);
  summary.recipes = added.length;
  summary.recipes_skipped = run.recipes.size - added.length;
  summary.pantry = pantry.length;
  summary.meals = mealResults.reduce((n, rows) => n + (Array.isArray(rows) ? rows.length : 0), 0);
}

/** Reads the zip and writes what is new; a failure leaves no photo of this run behind. */
export async function importExport(deps: ImportDeps, body: ReadableStream<Uint8Array>): Promise<ImportSummary> {
  const run = new ImportRun(deps);
  const summary: ImportSummary = { recipes: 0, recipes_skipped: 0, photos: 0, photos_skipped: 0, pantry: 0, shopping: 0, meals: 0, diet_profile: false };
  try {
    await readAll(run, body);
    await commit(run, summary);
  } catch (err) {
    await deleteOwnImages(deps, deps.userId, run.storedKeys);
    throw err;
  }
  summary.photos = run.photos;
  // Past the cap a photo is not even inflated: every new recipe still without the photo it names.
  summary.photos_skipped = run.capReached ? [...run.recipes.values()].filter((r) => r.status === 'new' && r.record.photo && !r.imageUrl).length : 0;
  if (run.kitchen.shopping) summary.shopping = await restoreShopping(run.restoreDeps(), run.kitchen.shopping);
  if (run.kitchen.diet) summary.diet_profile = await restoreDiet(run.restoreDeps(), run.kitchen.diet);
  return summary;
}

/**
 * An imported recipe's place among the archive's in their own order (oldest first): the server
 * dates them now, a millisecond apart in that order, so a family's versions keep their order
 * without any date from the archive being trusted (docs/decisions/061-export-keeps-recipe-families.md).
 */
function orderOf(added: ReadonlyArray<{ record: { recipe: { created_at: string } } }>, incoming: { record: { recipe: { created_at: string } } }): number {
  return [...added].sort((a, b) => a.record.recipe.created_at.localeCompare(b.record.recipe.created_at)).indexOf(incoming);
}
