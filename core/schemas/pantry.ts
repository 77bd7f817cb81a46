/** Requests and answers of the pantry (docs/api.md; docs/product.md "Kitchen"). */
import { z } from 'zod';
import { PANTRY_CATEGORIES, UNITS } from '#core/kernel/kitchen-options';
import { MAX_KITCHEN_NOTES, MAX_LOCATION, name, optionalChoice, optionalDate, optionalText, partialUpdate, planDate, quantity } from './kitchen';

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
export type CreatePantryItemInput = z.output<typeof createPantryItemSchema>;

export const updatePantryItemSchema = partialUpdate(pantryFields);
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
