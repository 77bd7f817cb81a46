import { z } from 'zod';
import { DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { nutritionFactsSchema } from './recipe-detail';

/**
 * The one JSON shape of an own recipe (worker/domains/recipes/recipe.dto.ts builds it) as the
 * web reads it: generate-recipe, `GET /api/my-recipes` and `GET /api/recipes/{id}` (docs/api.md).
 * Worker tests parse real answers with it, so the builder and this schema cannot drift apart.
 */
export const recipeDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  cuisine: z.string().nullable(),
  cooking_method: z.string().nullable(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  total_time: z.number().int(),
  servings: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  /** Newline-separated lines, as stored. */
  ingredients: z.string(),
  instructions: z.string(),
  notes: z.string().nullable(),
  image_url: z.string().nullable(),
  ai_image_url: z.string().nullable(),
  picture_status: z.enum(['none', 'pending', 'ready', 'failed']),
  language: z.enum(RECIPE_LANGUAGES),
  generation_type: z.enum(['image', 'prompt']),
  recipe_type: z.enum(['quick', 'customized']),
  provider: z.string(),
  model: z.string().nullable(),
  nutrition: nutritionFactsSchema.nullable(),
  source_url: z.string().nullable(),
  remix_of: z.string().nullable(),
  remix_of_title: z.string().nullable(),
  remix_of_creator: z.string().nullable(),
  /** A refinement's original and what was asked (absent from answers written before refinements). */
  parent_recipe_id: z.string().nullable().optional(),
  refine_instruction: z.string().nullable().optional(),
  created_at: z.string(),
});

/** `GET /api/my-recipes`: a page newest first, the total, and the next page's cursor (core/kernel/page-cursor.ts). */
export const myRecipesResponseSchema = z.object({
  recipes: z.array(recipeDtoSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});

/** `POST /api/recipes`, `PATCH /api/recipes/{id}`, refine and remix: `{ recipe }`. */
export const recipeResponseSchema = z.object({ recipe: recipeDtoSchema });
