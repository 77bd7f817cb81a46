import { and, eq, isNull } from 'drizzle-orm';
import type { Nutrition } from '../../../core/nutrition';
import { nutritionSchema } from '../../../core/schemas/recipe-detail';
import type { ModelProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { findOwnRecipe } from './recipes-read.service';
import { recipes } from './recipes.table';

export interface NutritionDeps {
  db: Db;
  model: Pick<ModelProvider, 'estimateNutrition'>;
  userId: string;
  id: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Nutrition per 100 g for the owner's recipe: the stored value when there is one, otherwise
 * estimated once by the model provider, checked, and stored. A concurrent computation that lost
 * the race answers with the value that was stored first.
 */
export async function getOrComputeNutrition({ db, model, userId, id }: NutritionDeps): Promise<Nutrition> {
  const row = await findOwnRecipe({ db, userId, id });
  if (row.nutrition) return row.nutrition;
  const estimated = await model.estimateNutrition({
    title: row.title,
    ingredients: row.ingredients.split('\n').map((l) => l.trim()).filter(Boolean),
    servings: row.servings,
  });
  const parsed = nutritionSchema.safeParse(estimated);
  if (!parsed.success) {
    throw new ApiError(502, 'upstream_failed', 'Failed to generate nutritional info');
  }
  const nutrition: Nutrition = {
    calories: Math.round(parsed.data.calories),
    protein: round1(parsed.data.protein),
    carbs: round1(parsed.data.carbs),
    fat: round1(parsed.data.fat),
    fiber: round1(parsed.data.fiber),
    sugar: round1(parsed.data.sugar),
    sodium: Math.round(parsed.data.sodium),
  };
  const stored = await db
    .update(recipes)
    .set({ nutrition })
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId), isNull(recipes.nutrition)))
    .returning({ nutrition: recipes.nutrition });
  if (stored[0]?.nutrition) return stored[0].nutrition;
  const again = await findOwnRecipe({ db, userId, id });
  return again.nutrition ?? nutrition;
}
