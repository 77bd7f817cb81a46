import { z } from 'zod';

/** Personal notes on an own recipe: plain text, bounded. */
export const NOTES_MAX_LENGTH = 5000;
export const recipeNotesSchema = z.object({ notes: z.string().max(NOTES_MAX_LENGTH) });

/** `GET /api/my-recipes` paging: newest first; the cursor is the last row's `created_at~id`. */
export const MY_RECIPES_PAGE_MAX = 200;
export const myRecipesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MY_RECIPES_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[^~]+~[^~]+$/)
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
