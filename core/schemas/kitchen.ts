import { z } from 'zod';
import { daysBetween, isCalendarDate } from '../freshness';
import { MEAL_TYPES, PANTRY_CATEGORIES, SHOPPING_CATEGORIES, UNITS } from '../kitchen-options';
import { CUISINES, DIFFICULTIES, RECIPE_LANGUAGES } from '../options';
import { dietConflictSchema, eatersSchema } from './eaters';
import { RECIPE_LIMITS } from './recipe';

/**
 * Requests and answers of the kitchen API (docs/product.md "What the app keeps", docs/product.md "Validation", docs/api.md; docs/product.md "Kitchen").
 * Blank optional text ('' or whitespace) and '' choices mean "none" and become null.
 */

export const MAX_KITCHEN_NAME = 120;
export const MAX_KITCHEN_NOTES = 500;
export const MAX_LOCATION = 60;
export const MAX_QUANTITY = 100_000;
/** A meal-plan range covers at most 31 days (end - start <= 30). */
export const MAX_PLAN_RANGE_DAYS = 31;
export const MAX_MEAL_SERVINGS = 50;
export const MAX_BULK_IDS = 500;
export const MAX_MEAL_TITLE = 200;

/** Text limits of shopping-list and pantry items and of a typed meal; the web forms use them. */
export const KITCHEN_LIMITS = {
  name: MAX_KITCHEN_NAME,
  notes: MAX_KITCHEN_NOTES,
  location: MAX_LOCATION,
  mealTitle: MAX_MEAL_TITLE,
} as const;

const name = z.string().trim().min(1, 'A name is required').max(MAX_KITCHEN_NAME);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A decimal quantity (docs/product.md "Validation": step 0.1, empty = null); strings are refused, '' and null mean none. */
const quantity = z
  .union([
    z.number().finite('The quantity must be a number').positive('The quantity must be above 0').max(MAX_QUANTITY),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : null));

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const planDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a real calendar date');

const optionalDate = z
  .union([planDate, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

export const kitchenIdParamSchema = z.object({ id: z.string().min(1).max(100) });

// ---- Recipes written by hand ----

const line = (max: number) => z.string().trim().min(1, 'A line cannot be blank').max(max);
const minutes = z.number().int().min(0).max(1440);

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
export type CreateRecipeRequest = z.input<typeof createRecipeSchema>;
export type CreateRecipeInput = z.output<typeof createRecipeSchema>;

/** `PATCH /api/recipes/{id}`: the same fields, each optional; at least one. */
export const updateRecipeSchema = z
  .object(recipeFields)
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one field');
export type UpdateRecipeRequest = z.input<typeof updateRecipeSchema>;
export type UpdateRecipeInput = z.output<typeof updateRecipeSchema>;

// ---- Shopping list ----

const shoppingFields = {
  name,
  quantity,
  unit: optionalChoice(UNITS),
  category: optionalChoice(SHOPPING_CATEGORIES),
  notes: optionalText(MAX_KITCHEN_NOTES),
};

/** `POST /api/shopping-list`. A missing category is guessed from the name. */
export const createShoppingItemSchema = z.object(shoppingFields);
export type CreateShoppingItemRequest = z.input<typeof createShoppingItemSchema>;
export type CreateShoppingItemInput = z.output<typeof createShoppingItemSchema>;

/** `PATCH /api/shopping-list/{id}`: any of the fields; at least one. */
export const updateShoppingItemSchema = z
  .object({ ...shoppingFields, is_purchased: z.boolean() })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one field');
export type UpdateShoppingItemRequest = z.input<typeof updateShoppingItemSchema>;
export type UpdateShoppingItemInput = z.output<typeof updateShoppingItemSchema>;

/**
 * The optional `Idempotency-Key` header of shopping-list writes (the offline queue sends one per
 * change): a repeat with the same key gets the first answer and changes nothing.
 */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Use 8 to 100 letters, digits, - or _')
    .optional(),
});

/** `POST /api/shopping-list/move-to-pantry`: these purchased items, or every purchased item. */
export const moveToPantrySchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(MAX_BULK_IDS).optional(),
});
export type MoveToPantryRequest = z.input<typeof moveToPantrySchema>;

export const shoppingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(UNITS).nullable(),
  category: z.enum(SHOPPING_CATEGORIES),
  notes: z.string().nullable(),
  is_purchased: z.boolean(),
  /** Titles of the planned recipes the item is for (empty when added by hand). */
  recipes: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListResponseSchema = z.object({ items: z.array(shoppingItemSchema) });
export const shoppingItemResponseSchema = z.object({ item: shoppingItemSchema });
export const createShoppingItemResponseSchema = z.object({ item: shoppingItemSchema, merged: z.boolean() });
export const clearPurchasedResponseSchema = z.object({ success: z.literal(true), deleted: z.number() });
export const successResponseSchema = z.object({ success: z.literal(true) });

// ---- Pantry ----

const pantryFields = {
  name,
  quantity,
  unit: optionalChoice(UNITS),
  category: optionalChoice(PANTRY_CATEGORIES),
  expiry_date: optionalDate,
  location: optionalText(MAX_LOCATION),
  notes: optionalText(MAX_KITCHEN_NOTES),
};

export const createPantryItemSchema = z.object(pantryFields);
export type CreatePantryItemRequest = z.input<typeof createPantryItemSchema>;
export type CreatePantryItemInput = z.output<typeof createPantryItemSchema>;

export const updatePantryItemSchema = z
  .object(pantryFields)
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one field');
export type UpdatePantryItemRequest = z.input<typeof updatePantryItemSchema>;
export type UpdatePantryItemInput = z.output<typeof updatePantryItemSchema>;

export const pantryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(UNITS).nullable(),
  category: z.enum(PANTRY_CATEGORIES).nullable(),
  expiry_date: z.string().nullable(),
  /** True when the expiry is Forkcast's estimate (moved in from the list), not a date the cook set. */
  expiry_estimated: z.boolean(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type PantryItem = z.infer<typeof pantryItemSchema>;

export const pantryListResponseSchema = z.object({ items: z.array(pantryItemSchema) });
export const pantryItemResponseSchema = z.object({ item: pantryItemSchema });

/** `GET /api/pantry/summary?today=`: the client's local date (within a day of the server's UTC date). */
export const pantrySummaryQuerySchema = z.object({ today: planDate.optional() });
export const pantrySummaryResponseSchema = z.object({
  total: z.number(),
  fresh: z.number(),
  expiring_soon: z.number(),
  expired: z.number(),
});

export const moveToPantryResponseSchema = z.object({
  moved: z.number(),
  pantry_items: z.array(pantryItemSchema),
});

// ---- Meal plans ----

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
export type MealPlanQuery = z.infer<typeof mealPlanQuerySchema>;

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
export type MealInputRequest = z.input<typeof mealInputSchema>;
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
export type GenerateShoppingListRequest = z.input<typeof generateShoppingListSchema>;

export const SKIP_REASONS = ['in_pantry', 'already_on_list'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

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
