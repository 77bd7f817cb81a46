import { z } from 'zod';
import { isCalendarDate } from '#core/kitchen/freshness';

/**
 * The kitchen API's shared limits and field rules (docs/product.md "What the app keeps", docs/product.md "Validation",
 * docs/api.md; docs/product.md "Kitchen"): the requests and answers are in manual-recipe.ts, shopping.ts, pantry.ts
 * and meal-plan.ts beside this file. Blank optional text ('' or whitespace) and '' choices mean "none" and become null.
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

export const name = z.string().trim().min(1, 'A name is required').max(MAX_KITCHEN_NAME);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A decimal quantity (docs/product.md "Validation": step 0.1, empty = null); strings are refused, '' and null mean none. */
export const quantity = z
  .union([
    z.number().finite('The quantity must be a number').positive('The quantity must be above 0').max(MAX_QUANTITY),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (typeof value === 'number' ? Math.round(value * 1000) / 1000 : null));

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
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

export const optionalDate = z
  .union([planDate, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/** A `PATCH` body: any of the fields, each optional; at least one. */
export function partialUpdate<T extends z.ZodRawShape>(fields: T) {
  return z
    .object(fields)
    .partial()
    .refine((input) => Object.values(input).some((value) => value !== undefined), 'Send at least one field');
}

export const kitchenIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const successResponseSchema = z.object({ success: z.literal(true) });
