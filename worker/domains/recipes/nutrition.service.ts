import { and, eq, isNull } from 'drizzle-orm';
import { tableNutrition } from '#core/nutrition/nutrition-table';
import { lineGrams } from '#core/nutrition/nutrition-weights';
import { NUTRITION_KEYS, nutritionFacts, roundNutrition, type Nutrition, type NutritionFacts, type StoredNutrition } from '#core/nutrition/nutrition';
import { ingredientLines } from '#core/recipe/recipe-text';
import { nutritionSchema } from '#core/schemas/recipe-detail';
import type { ModelProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { spendBudget } from '../../lib/call-budget';
import { ApiError, rateLimited } from '../../lib/errors';

/**
 * Estimates that ask a model, per cook per UTC day (docs/decisions/078-translation-budget.md):
 * a stored value is read for free, and the offline chef's estimate is no model call.
 */
export const NUTRITION_ESTIMATES_PER_DAY = 20;
import { findOwnRecipe } from './recipes-read.service';
import { recipes } from './recipes.table';

export interface NutritionDeps {
  db: Db;
  now: Date;
  model: Pick<ModelProvider, 'estimateNutrition' | 'name'>;
  userId: string;
  id: string;
}

/**
 * Nutrition for the owner's recipe: per 100 g (the stored value when there is one, otherwise
 * computed once and stored; a concurrent computation that lost the race answers with the value that
 * was stored first), plus per serving and the serving's weight, derived on every read from the
 * recipe's ingredients and servings (docs/decisions/034-nutrition-per-serving.md), so rows stored
 * before per-serving figures existed get them too. The figures come from the food table for every
 * provider; a model is asked only about the lines the table cannot match, and the answer says how
 * much of the recipe's weight the table matched (docs/decisions/080-nutrition-from-the-food-table.md).
 */
export async function getOrComputeNutrition(deps: NutritionDeps): Promise<NutritionFacts> {
  const { row, per100g } = await per100gOf(deps);
  return nutritionFacts(per100g, ingredientLines(row.ingredients), row.servings);
}

/** Two per-100 g figures weighted by the grams each stands for. */
function blend(a: Nutrition, aGrams: number, b: Nutrition, bGrams: number): Nutrition {
  const total = aGrams + bGrams;
  return roundNutrition(Object.fromEntries(NUTRITION_KEYS.map((key) => [key, (a[key] * aGrams + b[key] * bGrams) / total])) as unknown as Nutrition);
}

/**
 * Per 100 g from the food table, with the model's estimate for the lines it cannot match (within
 * the cook's daily allowance); the offline chef and a recipe the table matches whole need no model.
 */
async function estimate({ db, now, model, userId }: NutritionDeps, row: { title: string; ingredients: string; servings: number; language: 'en' | 'es' | 'de' }): Promise<StoredNutrition> {
  const lines = row.ingredients.split('\n').map((l) => l.trim()).filter(Boolean);
  const table = tableNutrition(lines, row.servings, row.language);
  const unmatchedGrams = table.unmatched.reduce((sum, line) => sum + (lineGrams(line) ?? 0), 0);
  const matchedGrams = table.servingGrams !== null ? table.servingGrams * Math.max(1, row.servings) - unmatchedGrams : 0;
  if (table.per100g && (!table.unmatched.length || model.name === 'offline')) return { ...table.per100g, matched_share: table.matchedShare };
  // One conditional upsert per estimate: parallel requests cannot pass the day's limit.
  if (model.name !== 'offline' && !(await spendBudget({ db, now }, `nutrition:user:${userId}`, NUTRITION_ESTIMATES_PER_DAY, 'day'))) {
    throw rateLimited(`Nutrition estimates are limited to ${NUTRITION_ESTIMATES_PER_DAY} a day. Please try again tomorrow.`);
  }
  const asked = table.unmatched.length ? table.unmatched : lines;
  const estimated = await model.estimateNutrition({ title: row.title, ingredients: asked, servings: row.servings });
  const parsed = nutritionSchema.safeParse(estimated);
  if (!parsed.success) {
    throw new ApiError(502, 'upstream_failed', 'Failed to generate nutritional info');
  }
  const modelled = roundNutrition(parsed.data);
  if (!table.per100g || matchedGrams <= 0) return { ...modelled, matched_share: table.matchedShare };
  return { ...blend(table.per100g, matchedGrams, modelled, Math.max(unmatchedGrams, 1)), matched_share: table.matchedShare };
}

async function per100gOf(deps: NutritionDeps) {
  const { db, userId, id } = deps;
  const row = await findOwnRecipe({ db, userId, id });
  if (row.nutrition) return { row, per100g: row.nutrition };
  const nutrition = await estimate(deps, row);
  const stored = await db
    .update(recipes)
    .set({ nutrition })
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId), isNull(recipes.nutrition)))
    .returning({ nutrition: recipes.nutrition });
  if (stored[0]?.nutrition) return { row, per100g: stored[0].nutrition };
  const again = await findOwnRecipe({ db, userId, id });
  return { row: again, per100g: again.nutrition ?? nutrition };
}
