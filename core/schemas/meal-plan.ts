/** Requests and answers of the meal plan and its shopping-list generation (docs/api.md; docs/product.md "Kitchen"). */
import { z } from 'zod';
import { daysBetween } from '#core/kitchen/freshness';
import { MEAL_TYPES, SHOPPING_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { dietConflictSchema, eatersSchema } from './eaters';
import { MAX_MEAL_SERVINGS, MAX_MEAL_TITLE, MAX_PLAN_RANGE_DAYS, optionalText, planDate } from './kitchen';

/** A date range check: end on or after start, at most 31 days. */
function checkRange(start: string, end: string, endKey: string, ctx: z.RefinementCtx) {
  const days = daysBetween(start, end);
  if (days < 0) ctx.addIssue({ code: 'custom', path: [endKey], message: 'The end date is before the start date' });
  else if (days >= MAX_PLAN_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: [endKey], message: `The range can cover at most ${MAX_PLAN_RANGE_DAYS} days` });
}

export const mealPlanQuerySchema = z
  .object({ start: planDate, end: planDate })
  .superRefine((input, ctx) => checkRange(input.start, input.end, 'end', ctx));

/** `POST /api/meal-plans` and `PUT /api/meal-plans/{id}`: a saved recipe or a custom name. */
export const mealInputSchema = z
  .object({
    plan_date: planDate,
    meal_type: z.enum(MEAL_TYPES),
    recipe_id: z
      .union([z.string().min(1).max(100), z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    recipe_title: optionalText(MAX_MEAL_TITLE),
    servings: z
      .union([z.number().int().min(1).max(MAX_MEAL_SERVINGS), z.null()])
      .optional()
      .transform((value) => value ?? null),
    /** Member handles; null or absent: everyone (a PUT without it sets everyone). */
    eaters: eatersSchema,
  })
  .superRefine((input, ctx) => {
    if (!input.recipe_id && !input.recipe_title)
      ctx.addIssue({ code: 'custom', path: ['recipe_title'], message: 'Choose a recipe or type a meal name' });
  });
export type MealInput = z.output<typeof mealInputSchema>;

export const mealSchema = z.object({
  id: z.string(),
  plan_date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  recipe_id: z.string().nullable(),
  recipe_title: z.string(),
  servings: z.number().nullable(),
  /** Member handles, or null for everyone. */
  eaters: z.array(z.string()).nullable(),
  /** Where the recipe breaks an eater's profile (empty without a saved recipe or a household). */
  diet_conflicts: z.array(dietConflictSchema),
});
export type Meal = z.infer<typeof mealSchema>;

export const mealListResponseSchema = z.object({ meals: z.array(mealSchema) });
export const mealResponseSchema = z.object({ meal: mealSchema });

/** `POST /api/meal-plans/generate-shopping-list`; `today` (optional) as for the pantry summary. */
export const generateShoppingListSchema = z
  .object({ start_date: planDate, end_date: planDate, today: planDate.optional() })
  .superRefine((input, ctx) => checkRange(input.start_date, input.end_date, 'end_date', ctx));

export const SKIP_REASONS = ['in_pantry', 'already_on_list'] as const;

export const generateShoppingListResponseSchema = z.object({
  added: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.enum(UNITS).nullable(),
      category: z.enum(SHOPPING_CATEGORIES),
      recipes: z.array(z.string()),
    }),
  ),
  /** `quantity`/`unit`: what this run added to the pending item `item_id`. */
  merged: z.array(
    z.object({ name: z.string(), quantity: z.number().nullable(), unit: z.enum(UNITS).nullable(), item_id: z.string() }),
  ),
  /** `detail`: for in_pantry the pantry amount ("1 kg") or null; for already_on_list null. */
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(SKIP_REASONS), detail: z.string().nullable() })),
});
export type GenerateShoppingListResult = z.infer<typeof generateShoppingListResponseSchema>;
