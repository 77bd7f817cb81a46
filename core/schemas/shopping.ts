/** Requests and answers of the shopping list (docs/api.md; docs/product.md "Kitchen"). */
import { z } from 'zod';
import { SHOPPING_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { MAX_BULK_IDS, MAX_KITCHEN_NOTES, name, optionalChoice, optionalText, partialUpdate, planDate, quantity } from './kitchen';
import { pantryItemSchema } from './pantry';

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
export const updateShoppingItemSchema = partialUpdate({ ...shoppingFields, is_purchased: z.boolean() });
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

/**
 * `POST /api/shopping-list/move-to-pantry`: these purchased items, or every purchased item;
 * `today` (optional) is the cook's local date the estimated expiries count from, as for the pantry summary.
 */
export const moveToPantrySchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(MAX_BULK_IDS).optional(),
  today: planDate.optional(),
});

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

export const moveToPantryResponseSchema = z.object({
  moved: z.number(),
  pantry_items: z.array(pantryItemSchema),
});
