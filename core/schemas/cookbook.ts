/** Requests and answers of the cookbook (docs/api.md "Cookbook"; docs/cookbook.md). */
import { z } from 'zod';
import { COURSES } from './cookbook-dish';
import { CUISINES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from './recipe';

const language = z.enum(RECIPE_LANGUAGES).default('en');

/** The most matches one answer holds. */
export const MAX_COOKBOOK_MATCHES = 12;

/**
 * `POST /api/cookbook/match`: the foods the cook typed (any plan), or `source: 'pantry'` (Pro) to
 * cook from the pantry, what expires first counting most.
 */
export const cookbookMatchSchema = z.union([
  z
    .object({
      ingredients: z.array(z.string().trim().min(1, 'An ingredient cannot be blank').max(MAX_INGREDIENT_LENGTH)).min(1, 'Add at least one ingredient').max(MAX_INGREDIENTS),
      language,
    })
    .strict(),
  z.object({ source: z.literal('pantry'), language }).strict(),
]);

export const cookbookMatchItemSchema = z.object({
  kind: z.enum(['cookbook', 'recipe']),
  /** The cookbook dish (`kind: 'cookbook'`), cooked with `POST /api/generate-recipe { dish_id }`. */
  dish_id: z.string().nullable(),
  /** The cook's own recipe (`kind: 'recipe'`). */
  recipe_id: z.string().nullable(),
  title: z.string(),
  /** The cook's foods the dish uses, as the cook wrote them. */
  have: z.array(z.string()),
  /** What the dish needs beyond them (not staples), in the asked language. */
  missing: z.array(z.string()),
  /** Share of the dish's non-staple ingredients at hand, 0-1. */
  share: z.number().min(0).max(1),
});
export type CookbookMatch = z.infer<typeof cookbookMatchItemSchema>;

export const cookbookMatchResponseSchema = z.object({ matches: z.array(cookbookMatchItemSchema).max(MAX_COOKBOOK_MATCHES) });
export type CookbookMatchResponse = z.infer<typeof cookbookMatchResponseSchema>;

/** `GET /api/cookbook/dishes/:id?lang=xx`. */
export const cookbookDishParamSchema = z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a dish id').max(80) });
export const cookbookDishQuerySchema = z.object({ lang: language });

/** A cookbook dish as a read-only recipe preview. */
export const cookbookDishPreviewSchema = z.object({
  dish_id: z.string(),
  title: z.string(),
  description: z.string(),
  servings: z.number(),
  prep_time: z.number(),
  cook_time: z.number(),
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
  cuisine: z.enum(CUISINES).nullable(),
  course: z.enum(COURSES),
});
export type CookbookDishPreview = z.infer<typeof cookbookDishPreviewSchema>;

/** A cookbook dish offered instead of a dead end (422 dish_not_known, 502 upstream_failed): cooked with `{ dish_id }`. */
export const dishAlternativeSchema = z.object({ dish_id: z.string(), title: z.string() });
export type DishAlternative = z.infer<typeof dishAlternativeSchema>;
