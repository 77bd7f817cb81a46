import { and, eq, isNull } from 'drizzle-orm';
import { nutritionFacts, roundNutrition, type Nutrition, type NutritionFacts } from '../../../core/nutrition';
import { ingredientLines } from '../../../core/recipe-text';
import { nutritionSchema } from '../../../core/schemas/recipe-detail';
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
 * estimated once by the model provider, checked, and stored; a concurrent computation that lost
 * the race answers with the value that was stored first), plus per serving and the serving's
 * weight, derived on every read from the recipe's ingredients and servings (docs/decisions/034-nutrition-per-serving.md), so rows stored before per-serving figures existed get them too.
 */
export async function getOrComputeNutrition(deps: NutritionDeps): Promise<NutritionFacts> {
  const { row, per100g } = await per100gOf(deps);
  return nutritionFacts(per100g, ingredientLines(row.ingredients), row.servings);
}

async function per100gOf({ db, now, model, userId, id }: NutritionDeps) {
  const row = await findOwnRecipe({ db, userId, id });
  if (row.nutrition) return { row, per100g: row.nutrition };
  // One conditional upsert per estimate: parallel requests cannot pass the day's limit.
  if (model.name !== 'offline' && !(await spendBudget({ db, now }, `nutrition:user:${userId}`, NUTRITION_ESTIMATES_PER_DAY, 'day'))) {
    throw rateLimited(`Nutrition estimates are limited to ${NUTRITION_ESTIMATES_PER_DAY} a day. Please try again tomorrow.`);
  }
  const estimated = await model.estimateNutrition({
    title: row.title,
    ingredients: row.ingredients.split('\n').map((l) => l.trim()).filter(Boolean),
    servings: row.servings,
  });
  const parsed = nutritionSchema.safeParse(estimated);
  if (!parsed.success) {
    throw new ApiError(502, 'upstream_failed', 'Failed to generate nutritional info');
  }
  const nutrition: Nutrition = roundNutrition(parsed.data);
  const stored = await db
    .update(recipes)
    .set({ nutrition })
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId), isNull(recipes.nutrition)))
    .returning({ nutrition: recipes.nutrition });
  if (stored[0]?.nutrition) return { row, per100g: stored[0].nutrition };
  const again = await findOwnRecipe({ db, userId, id });
  return { row: again, per100g: again.nutrition ?? nutrition };
}
