/**
 * Kitchen option lists with stable ids (docs/product.md "What the app keeps", docs/product.md "Kitchen"). The server
 * stores and validates ids; the web shows them localised (translation keys named after the ids).
 */

/** The nine units of docs/product.md "What the app keeps" plus tsp and tbsp (docs/product.md "Kitchen"). */
export const UNITS = ['pieces', 'dozen', 'g', 'kg', 'oz', 'lbs', 'ml', 'liters', 'cups', 'tsp', 'tbsp'] as const;
export type Unit = (typeof UNITS)[number];

/** Shopping categories in store-walk order (the order the list is shown in). */
export const SHOPPING_CATEGORIES = [
  'produce',
  'bakery',
  'meat',
  'dairy',
  'frozen',
  'pantry',
  'snacks',
  'beverages',
  'other',
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export const PANTRY_CATEGORIES = [
  'produce',
  'dairy',
  'meat',
  'grains',
  'spices',
  'canned',
  'frozen',
  'beverages',
  'condiments',
  'other',
] as const;
export type PantryCategory = (typeof PANTRY_CATEGORIES)[number];

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** The pantry's four filters (docs/product.md "Pantry"). */
export const PANTRY_FILTERS = ['all', 'fresh', 'expiring_soon', 'expired'] as const;
export type PantryFilter = (typeof PANTRY_FILTERS)[number];

/** A shopping category as a pantry category, for "move purchased to pantry". */
export const SHOPPING_TO_PANTRY_CATEGORY: Record<ShoppingCategory, PantryCategory> = {
  produce: 'produce',
  bakery: 'grains',
  meat: 'meat',
  dairy: 'dairy',
  frozen: 'frozen',
  pantry: 'canned',
  snacks: 'other',
  beverages: 'beverages',
  other: 'other',
};

/** Store-walk position of a category (unknown or null last), for sorting a list. */
export function shoppingCategoryRank(category: string | null): number {
  const index = (SHOPPING_CATEGORIES as readonly string[]).indexOf(category ?? 'other');
  return index === -1 ? SHOPPING_CATEGORIES.length : index;
}

export const isUnit = (value: unknown): value is Unit =>
  typeof value === 'string' && (UNITS as readonly string[]).includes(value);
