import type { GenerateShoppingListResult } from '#core/schemas/meal-plan';
import { buildShoppingList, type PlannedLine } from '#core/kitchen/shopping-merge';
import { ingredientLines } from '#core/recipe/recipe-text';
import type { Db } from '../../db/client';
import { pantryStockQuery } from '../pantry/pantry.service';
import { insertPendingIfAbsentStatement, mergeIfUnchangedStatement, shoppingItemsQuery, toListItem } from '../shopping/shopping.service';
import { plannedRecipesQuery } from './meal-plans.service';
import { idSource, type IdSource } from '../../lib/ids';

export interface GenerateListInput extends IdSource {
  db: Db;
  ownerId: string;
  now: Date;
  start: string;
  end: string;
  /** The client's local date (expired pantry items count as absent). */
  today: string;
}

/**
 * Turns the planned saved recipes of [start, end] into shopping items: one batch of three reads
 * (meals with recipes, pantry, list), the pure builder in core/kitchen/shopping-merge, one batch of
 * conditional writes. A write that lost a race (a concurrent run did it) is reported as skipped
 * `already_on_list`, so two runs at once never make twins or double a quantity.
 */
export async function generateShoppingList(input: GenerateListInput): Promise<GenerateShoppingListResult> {
  const { db, ownerId } = input;
  const [meals, pantry, itemRows] = await db.batch([
    plannedRecipesQuery(db, ownerId, input.start, input.end),
    pantryStockQuery(db, ownerId),
    shoppingItemsQuery(db, ownerId),
  ]);
  const lines: PlannedLine[] = meals.flatMap((meal) =>
    ingredientLines(meal.ingredients).map((text, i) => ({
      text,
      recipe: meal.title,
      source: `${meal.mealId}:${i}`,
      factor: meal.servings && meal.recipeServings > 0 ? meal.servings / meal.recipeServings : 1,
    })),
  );
  const items = itemRows.map(toListItem);
  const plan = buildShoppingList({ lines, pantry, items, today: input.today });
  const at = input.now.toISOString();
  const newId = idSource(input);
  const versions = new Map(items.map((item) => [item.id, item.version]));
  const inserts = plan.added.map((line) => insertPendingIfAbsentStatement(db, { ...line, id: newId(), ownerId, notes: null, at }));
  const merges = plan.merged.map((line) => {
    // Each merge bumps the version, so a second merge into one item expects the next one.
    const version = versions.get(line.item_id) ?? -1;
    versions.set(line.item_id, version + 1);
    return mergeIfUnchangedStatement(db, { id: line.item_id, ownerId, version, ...line.total, recipes: line.recipes, sources: line.sources, at });
  });
  const [first, ...rest] = [...inserts, ...merges];
  const results = first ? await db.batch([first, ...rest]) : [];
  const result: GenerateShoppingListResult = { added: [], merged: [], skipped: [...plan.skipped] };
  plan.added.forEach((line, i) => {
    if ((results[i]?.length ?? 0) > 0)
      result.added.push({ name: line.name, quantity: line.quantity, unit: line.unit, category: line.category, recipes: line.recipes });
    else result.skipped.push({ name: line.name, reason: 'already_on_list', detail: null });
  });
  plan.merged.forEach((line, i) => {
    if (!line.reported) return;
    if ((results[inserts.length + i]?.length ?? 0) > 0)
      result.merged.push({ name: line.name, quantity: line.quantity, unit: line.unit, item_id: line.item_id });
    else result.skipped.push({ name: line.name, reason: 'already_on_list', detail: null });
  });
  return result;
}
