/** `POST`/`PATCH /api/recipes`: a recipe written by hand (docs/api.md; limits from core/schemas/recipe.ts). */
import { z } from 'zod';
import { CUISINES, DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { partialUpdate } from './kitchen';
import { RECIPE_LIMITS } from './recipe';

const line = (max: number) => z.string().trim().min(1, 'A line cannot be blank').max(max);
const minutes = z.number().int().min(0).max(RECIPE_LIMITS.minutes);

export const MAX_MANUAL_INGREDIENTS = RECIPE_LIMITS.ingredients;
export const MAX_MANUAL_STEPS = RECIPE_LIMITS.steps;

const recipeFields = {
  title: z.string().trim().min(1, 'A title is required').max(RECIPE_LIMITS.title),
  ingredients: z.array(line(RECIPE_LIMITS.ingredientLine)).min(1, 'Add at least one ingredient').max(MAX_MANUAL_INGREDIENTS),
  instructions: z.array(line(RECIPE_LIMITS.stepLine)).min(1, 'Add at least one step').max(MAX_MANUAL_STEPS),
  servings: z.number().int().min(1).max(RECIPE_LIMITS.servings),
  prep_time: minutes,
  cook_time: minutes,
  /** Set when the whole takes longer than prep and cook (a rest, a rise); null otherwise. */
  total_time: minutes.nullable(),
  difficulty: z.enum(DIFFICULTIES),
  cuisine: z.union([z.enum(CUISINES), z.literal(''), z.null()]).transform((value) => value || null),
  description: z
    .string()
    .trim()
    .max(RECIPE_LIMITS.description)
    .nullable()
    .transform((value) => value || null),
  language: z.enum(RECIPE_LANGUAGES),
};

/** `POST /api/recipes`: a recipe written by hand. Missing servings 2, times 0, difficulty medium. */
export const createRecipeSchema = z.object({
  ...recipeFields,
  servings: recipeFields.servings.default(2),
  prep_time: recipeFields.prep_time.default(0),
  cook_time: recipeFields.cook_time.default(0),
  total_time: recipeFields.total_time.optional().transform((value) => value ?? null),
  difficulty: recipeFields.difficulty.default('medium'),
  cuisine: recipeFields.cuisine.optional().transform((value) => value ?? null),
  description: recipeFields.description.optional().transform((value) => value ?? null),
  language: recipeFields.language.default('en'),
});
export type CreateRecipeInput = z.output<typeof createRecipeSchema>;

/** `PATCH /api/recipes/{id}`: the same fields, each optional; at least one. */
export const updateRecipeSchema = partialUpdate(recipeFields);
export type UpdateRecipeInput = z.output<typeof updateRecipeSchema>;

