import { z } from 'zod';
import { MEAL_TYPES, PANTRY_CATEGORIES, SHOPPING_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { dietProfileSchema } from '#core/schemas/diet';
import { MAX_KITCHEN_NAME, MAX_KITCHEN_NOTES, MAX_LOCATION, MAX_MEAL_SERVINGS, MAX_QUANTITY, planDate } from '#core/schemas/kitchen';
import { badRequest } from '../../lib/errors';
import { controlCharacterPath } from '../../lib/validate';
import { KITCHEN_FILES } from './export-format';

/** The kitchen files of an export as an import accepts them: the API's own limits, checked again. */
export const MAX_KITCHEN_ITEMS = 2000;
export const MAX_MEALS = 5000;

const text = (max: number) => z.string().trim().max(max).nullable();
const itemName = z.string().trim().min(1).max(MAX_KITCHEN_NAME);
const quantity = z.number().finite().positive().max(MAX_QUANTITY).nullable();
const timestamp = z.string().datetime();

export const pantryFileSchema = z.object({
  items: z
    .array(
      z.object({
        name: itemName,
        quantity,
        unit: z.enum(UNITS).nullable(),
        category: z.enum(PANTRY_CATEGORIES).nullable(),
        expiry_date: planDate.nullable(),
        location: text(MAX_LOCATION),
        notes: text(MAX_KITCHEN_NOTES),
        created_at: timestamp,
      }),
    )
    .max(MAX_KITCHEN_ITEMS),
});

export const shoppingFileSchema = z.object({
  items: z
    .array(
      z.object({
        name: itemName,
        quantity,
        unit: z.enum(UNITS).nullable(),
        category: z.enum(SHOPPING_CATEGORIES),
        notes: text(MAX_KITCHEN_NOTES),
        is_purchased: z.boolean(),
      }),
    )
    .max(MAX_KITCHEN_ITEMS),
});

export const mealsFileSchema = z.object({
  meals: z
    .array(
      z.object({
        plan_date: planDate,
        meal_type: z.enum(MEAL_TYPES),
        recipe_id: z.string().max(100).nullable(),
        recipe_title: z.string().trim().max(200),
        servings: z.number().int().min(1).max(MAX_MEAL_SERVINGS).nullable(),
      }),
    )
    .max(MAX_MEALS),
});

export const KITCHEN_SCHEMAS = {
  [KITCHEN_FILES.pantry]: pantryFileSchema,
  [KITCHEN_FILES.shopping]: shoppingFileSchema,
  [KITCHEN_FILES.meals]: mealsFileSchema,
  [KITCHEN_FILES.diet]: dietProfileSchema,
} as const;

export interface KitchenFiles {
  pantry?: z.infer<typeof pantryFileSchema>;
  shopping?: z.infer<typeof shoppingFileSchema>;
  meals?: z.infer<typeof mealsFileSchema>;
  diet?: z.infer<typeof dietProfileSchema>;
}

/**
 * Parses a JSON entry of the zip with `schema`; a 400 that names the file and the first problem.
 * Text holding a control character (bidi overrides included, docs/decisions/014-hardening.md) is refused too.
 */
export function parseEntry<T extends z.ZodTypeAny>(name: string, data: Uint8Array, schema: T): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data));
  } catch {
    throw badRequest('The export file is damaged', `${name}: not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('The export file is damaged', `${name}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`);
  }
  // The same rule as every API text field (lib/validate.ts): no control or bidi override characters.
  const path = controlCharacterPath(parsed.data);
  if (path) throw badRequest('The export file is damaged', `${name}: ${path.join('.') || '(root)'}: Control characters are not allowed`);
  return parsed.data;
}
