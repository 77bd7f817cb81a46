import { recipeGrams } from './nutrition-weights';

/** Nutrition per 100 g (docs/product.md "Nutrition"): kcal, grams, and sodium in milligrams. */
export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** milligrams */
  sodium: number;
}

export const NUTRITION_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;

/**
 * What the API answers for a recipe's nutrition: the stored per-100 g figures as before, plus the
 * same seven figures for one serving and the serving's weight in grams (docs/decisions/034-nutrition-per-serving.md). Both are null when no ingredient line can be weighed.
 */
export type NutritionFacts = Nutrition & {
  per_serving: Nutrition | null;
  serving_grams: number | null;
  /**
   * The share of the recipe's weight the food table matched (docs/decisions/080-nutrition-from-the-food-table.md),
   * 0-1; null for figures stored before the table.
   */
  matched_share: number | null;
};

/** Per-100 g figures as stored: with the food table's matched share since it exists. */
export type StoredNutrition = Nutrition & { matched_share?: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Rounds as the stored figures are: kcal and sodium to integers, grams to one decimal. */
export function roundNutrition(n: Nutrition): Nutrition {
  return {
    calories: Math.round(n.calories),
    protein: round1(n.protein),
    carbs: round1(n.carbs),
    fat: round1(n.fat),
    fiber: round1(n.fiber),
    sugar: round1(n.sugar),
    sodium: Math.round(n.sodium),
  };
}

/** One serving's weight: the recipe's estimated total weight over its servings, whole grams; null when unknown. */
export function servingGrams(ingredientLines: readonly string[], servings: number): number | null {
  if (!Number.isFinite(servings) || servings < 1) return null;
  const { grams, weighed } = recipeGrams(ingredientLines);
  if (weighed === 0 || grams <= 0) return null;
  return Math.max(1, Math.round(grams / servings));
}

/** Per-100 g figures scaled to `grams` (one serving), rounded like the stored ones. */
export function nutritionFor(per100g: Nutrition, grams: number): Nutrition {
  const f = grams / 100;
  return roundNutrition({
    calories: per100g.calories * f,
    protein: per100g.protein * f,
    carbs: per100g.carbs * f,
    fat: per100g.fat * f,
    fiber: per100g.fiber * f,
    sugar: per100g.sugar * f,
    sodium: per100g.sodium * f,
  });
}

/** The API's nutrition answer from the stored per-100 g figures and the recipe as it is now. */
export function nutritionFacts(stored: StoredNutrition, ingredientLines: readonly string[], servings: number): NutritionFacts {
  const { matched_share: matched, ...per100g } = stored;
  const grams = servingGrams(ingredientLines, servings);
  return { ...per100g, per_serving: grams === null ? null : nutritionFor(per100g, grams), serving_grams: grams, matched_share: matched ?? null };
}
