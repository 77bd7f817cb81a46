import { z } from 'zod';
import { COOKING_METHODS, CUISINES, DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { eatersSchema } from './eaters';

/** Largest decoded image the server accepts (docs/product.md "Photos"). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const MAX_INGREDIENTS = 50;

/**
 * Text and count limits of a recipe, written by hand (core/schemas/manual-recipe.ts) or by a model
 * (below); the web recipe form takes its limits from here: text lengths, line counts, the most
 * servings (also as far as a recipe page scales) and the longest prep or cook time in minutes (a day).
 */
export const RECIPE_LIMITS = {
  title: 200,
  description: 1000,
  ingredientLine: 300,
  stepLine: 2000,
  ingredients: 80,
  steps: 60,
  servings: 100,
  minutes: 1440,
} as const;
export const MAX_INGREDIENT_LENGTH = 120;
export const MAX_RECIPE_NAME_LENGTH = 200;

const language = z.enum(RECIPE_LANGUAGES).default('en');

/** An option id, or '' / null / missing for "not chosen" (the creator sends '' when unset). */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);
}

/** `POST /api/generate-recipe` (docs/api.md). */
export const generateRecipeSchema = z
  .object({
    ingredients: z
      .array(z.string().trim().min(1, 'An ingredient cannot be blank').max(MAX_INGREDIENT_LENGTH))
      .max(MAX_INGREDIENTS)
      .default([]),
    type: z.enum(['quick', 'customized']).default('quick'),
    cuisine: optionalChoice(CUISINES),
    cookingMethod: optionalChoice(COOKING_METHODS),
    userImageUrl: z
      .string()
      .max(300)
      .nullish()
      .transform((value) => value || null),
    recipeName: z
      .string()
      .trim()
      .max(MAX_RECIPE_NAME_LENGTH)
      .nullish()
      .transform((value) => value || null),
    generationType: z.enum(['image', 'prompt']).default('image'),
    language,
    /** Cooking for these household members (handles): the recipe obeys all their profiles. */
    eaters: eatersSchema,
    /** A cookbook dish to cook (docs/cookbook.md): then no ingredient or description is needed. */
    dish_id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a dish id')
      .max(80)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, ctx) => {
    // docs/product.md "Validation": at least one ingredient, or in prompt mode a non-blank description, or a cookbook dish.
    if (input.ingredients.length > 0 || input.dish_id) return;
    if (input.generationType === 'prompt' && input.recipeName) return;
    ctx.addIssue({
      code: 'custom',
      path: ['ingredients'],
      message:
        input.generationType === 'prompt'
          ? 'Please add a recipe description or ingredients to continue'
          : 'Please add at least one ingredient to continue',
    });
  });
export type GenerateRecipeRequest = z.input<typeof generateRecipeSchema>;
/** The generate request as the API has parsed it; what a model is then asked is `GenerateRecipeInput` (worker/ai/provider.ts). */
export type GenerateRecipeBody = z.output<typeof generateRecipeSchema>;

/** A generation is customised when it asks for it or picks a cuisine or cooking method (Pro). */
export function isCustomizedRequest(input: Pick<GenerateRecipeBody, 'type' | 'cuisine' | 'cookingMethod'>) {
  return input.type === 'customized' || input.cuisine !== null || input.cookingMethod !== null;
}

/** `POST /api/detect-ingredients`: the photo as a data URL (or bare base64). */
export const detectIngredientsSchema = z.object({
  imageBase64: z.string().min(1, 'An image is required'),
  language,
});
export type DetectIngredientsRequest = z.input<typeof detectIngredientsSchema>;

// ---- Model output (validated before use; malformed output is retried once, then 502) ----

const minutes = z.number().min(0).max(RECIPE_LIMITS.minutes).transform(Math.round);

/** A recipe as a model writes it. Steps lose any leading "1." the model adds anyway. */
export const modelRecipeSchema = z.object({
  title: z.string().trim().min(1).max(RECIPE_LIMITS.title),
  description: z.string().trim().max(RECIPE_LIMITS.description),
  prepTime: minutes,
  cookTime: minutes,
  servings: z.number().min(1).max(RECIPE_LIMITS.servings).transform(Math.round),
  difficulty: z.enum(DIFFICULTIES),
  ingredients: z.array(z.string().trim().min(1).max(RECIPE_LIMITS.ingredientLine)).min(1).max(RECIPE_LIMITS.ingredients),
  instructions: z
    .array(
      z
        .string()
        .trim()
        .transform((step) => step.replace(/^(?:step\s*)?\d+\s*[.):-]\s*/i, '').trim())
        .pipe(z.string().min(1).max(RECIPE_LIMITS.stepLine)),
    )
    .min(1)
    .max(RECIPE_LIMITS.steps),
});
export type ModelRecipe = z.output<typeof modelRecipeSchema>;

/** Ingredients a model sees in a photo. */
export const detectedIngredientsSchema = z.object({
  ingredients: z.array(z.string().trim().min(1).max(MAX_INGREDIENT_LENGTH)).max(MAX_INGREDIENTS),
});

const per100g = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .transform((value) => Math.round(value * 10) / 10);

/** Nutrition per 100 g as a model estimates it: kcal, grams, sodium in mg. */
export const nutritionEstimateSchema = z.object({
  calories: per100g(900),
  protein: per100g(100),
  carbs: per100g(100),
  fat: per100g(100),
  fiber: per100g(100),
  sugar: per100g(100),
  sodium: per100g(40000),
});
