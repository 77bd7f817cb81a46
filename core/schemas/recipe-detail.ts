import { z } from 'zod';
import { MAX_CURSOR_LENGTH } from '#core/kernel/page-cursor';

/** Personal notes on an own recipe: plain text, bounded. */
export const NOTES_MAX_LENGTH = 5000;
export const recipeNotesSchema = z.object({ notes: z.string().max(NOTES_MAX_LENGTH) });

/** `GET /api/my-recipes` paging: newest first; the cursor (core/kernel/page-cursor.ts) holds the last row's `created_at` and `id`. */
export const MY_RECIPES_PAGE_MAX = 200;
export const myRecipesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MY_RECIPES_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(MAX_CURSOR_LENGTH)
    .regex(/^[\w=+/-]+$/)
    .optional(),
});

export const recipeIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** Nutrition per 100 g as a provider returns it; checked before it is stored. */
export const nutritionSchema = z.object({
  calories: z.number().finite().min(0).max(1000),
  protein: z.number().finite().min(0).max(100),
  carbs: z.number().finite().min(0).max(100),
  fat: z.number().finite().min(0).max(100),
  fiber: z.number().finite().min(0).max(100),
  sugar: z.number().finite().min(0).max(100),
  sodium: z.number().finite().min(0).max(40000),
});

const figure = z.number().finite().min(0);
/** One serving's seven figures: the same keys as per 100 g, without its caps (a serving may weigh more). */
export const servingNutritionSchema = z.object({
  calories: figure,
  protein: figure,
  carbs: figure,
  fat: figure,
  fiber: figure,
  sugar: figure,
  sodium: figure,
});

/**
 * `POST /api/recipes/{id}/nutrition` answers `{ nutrition }` in this shape, and the recipe JSON's
 * `nutrition` is the same: per 100 g as before, plus `per_serving` and `serving_grams` (null when
 * no ingredient line can be weighed; docs/decisions/034-nutrition-per-serving.md).
 */
export const nutritionFactsSchema = nutritionSchema.extend({
  per_serving: servingNutritionSchema.nullable(),
  serving_grams: z.number().int().positive().nullable(),
  /** Share of the recipe's weight the food table matched, 0-1 (docs/decisions/080-nutrition-from-the-food-table.md); null for older figures. */
  matched_share: z.number().min(0).max(1).nullable(),
});
