import type { z } from 'zod';
import { MAX_DISLIKES } from '#core/diet/allergens';
import { ingredientKey } from '#core/ingredients/ingredient-parse';
import type { Db } from '../../db/client';
import { getDietProfile, setDietProfile } from '../diet/diet.service';
import type { RestoredMeal } from '../meal-plans/restore-meals.service';
import { listPantry, type PantryInsert } from '../pantry/pantry.service';
import { addShoppingItem, listShopping } from '../shopping/shopping.service';
import type { mealsFileSchema, pantryFileSchema, shoppingFileSchema } from './import-files';
import type { dietProfileSchema } from '#core/schemas/diet';

/**
 * How the kitchen files of an export join an account without twins (docs/decisions/026-export-and-import.md): a pantry item matches one with the same name, amount, unit, expiry and place; a
 * shopping item is skipped when an unticked item of the same name is already on the list (ticked
 * items are history and are not restored); a meal keeps to its slot (a planned slot stays as it is).
 */
export interface RestoreDeps {
  db: Db;
  ownerId: string;
  now: Date;
  newId: () => string;
}

const pantryKey = (item: { name: string; quantity: number | null; unit: string | null; expiry_date: string | null; location: string | null }) =>
  [item.name.trim().toLowerCase(), item.quantity ?? '', item.unit ?? '', item.expiry_date ?? '', (item.location ?? '').toLowerCase()].join('|');

/** The pantry rows to add: those not already in the pantry (nor twice in the file). */
export async function newPantryRows(deps: RestoreDeps, file: z.infer<typeof pantryFileSchema>): Promise<PantryInsert[]> {
  const seen = new Set((await listPantry(deps)).items.map(pantryKey));
  const rows: PantryInsert[] = [];
  for (const item of file.items) {
    const key = pantryKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      id: deps.newId(),
      ownerId: deps.ownerId,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      category: item.category,
      expiryDate: item.expiry_date,
      location: item.location || null,
      notes: item.notes || null,
      createdAt: item.created_at,
      updatedAt: deps.now.toISOString(),
    });
  }
  return rows;
}

/** The meals to add, their recipe ids mapped to the account's copies (else kept by title only). */
export function mealRows(deps: RestoreDeps, file: z.infer<typeof mealsFileSchema>, recipeIds: Map<string, string>): RestoredMeal[] {
  const at = deps.now.toISOString();
  return file.meals.map((meal) => ({
    id: deps.newId(),
    ownerId: deps.ownerId,
    planDate: meal.plan_date,
    mealType: meal.meal_type,
    recipeId: meal.recipe_id ? (recipeIds.get(meal.recipe_id) ?? null) : null,
    recipeTitle: meal.recipe_title,
    servings: meal.servings,
    createdAt: at,
    updatedAt: at,
  }));
}

/** Adds the unticked items whose name is not on the list yet; answers how many were added. */
export async function restoreShopping(deps: RestoreDeps, file: z.infer<typeof shoppingFileSchema>): Promise<number> {
  const { items } = await listShopping(deps);
  const keyOf = (name: string) => ingredientKey(name) || name.toLowerCase();
  const onList = new Set(items.filter((item) => !item.is_purchased).map((item) => keyOf(item.name)));
  let added = 0;
  for (const item of file.items) {
    if (item.is_purchased || onList.has(keyOf(item.name))) continue;
    onList.add(keyOf(item.name));
    await addShoppingItem({ ...deps, newId: deps.newId }, { name: item.name, quantity: item.quantity, unit: item.unit, category: item.category, notes: item.notes || null });
    added += 1;
  }
  return added;
}

/** Joins the exported diet profile to the account's (a union: restoring never loosens a constraint). */
export async function restoreDiet(deps: RestoreDeps, file: z.infer<typeof dietProfileSchema>): Promise<boolean> {
  const current = await getDietProfile(deps, deps.ownerId);
  const diets = [...new Set([...current.diets, ...file.diets])];
  const allergens = [...new Set([...current.allergens, ...file.allergens])];
  const lower = new Set(current.dislikes.map((d) => d.toLocaleLowerCase()));
  const dislikes = [...current.dislikes, ...file.dislikes.filter((d) => !lower.has(d.toLocaleLowerCase()))].slice(0, MAX_DISLIKES);
  const changed = diets.length !== current.diets.length || allergens.length !== current.allergens.length || dislikes.length !== current.dislikes.length;
  if (changed) await setDietProfile(deps, deps.ownerId, { diets, allergens, dislikes });
  return changed;
}
