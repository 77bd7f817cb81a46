import { foodOf } from '#core/food/food-table';
import { addDays, dayNumber } from './freshness';
import { ingredientKey } from '#core/food/ingredient-key';
import { keptAs, shelfOf, type Shelf } from '#core/food/shopping-category';

/**
 * How long a food keeps after it is bought, stored as a cook stores it (fresh meat and fish in the
 * fridge, bread in the bread bin, flour in the cupboard), in days: the food's own figure in the one
 * food table (data/foods/foods.tsv: fridge_days, else pantry_days, else freezer_days;
 * docs/decisions/082-one-food-table.md), else its shelf's. A name that says frozen or tinned keeps
 * as that shelf does ("frozen spinach", "tomate en lata"). Items moved to the pantry get it as an
 * estimate that the cook sees marked and can change.
 */
const BY_SHELF: Record<Shelf, number> = {
  seafood: 1,
  meat: 2,
  bakery: 3,
  produce: 7,
  dairy: 7,
  beverages: 90,
  frozen: 90,
  condiments: 180,
  snacks: 90,
  spices: 365,
  grains: 365,
  canned: 730,
};

/** Words for many foods at once, no food of the table: fresh leaves keep a few days. */
const SOME_FOODS = new Map(['herbs', 'fresh herbs', 'hierbas', 'hierbas frescas', 'Kräuter', 'frische Kräuter', 'salad', 'ensalada'].map((name) => [ingredientKey(name), 3]));

const daysIn = (cell: string | undefined) => (cell ? Number(cell) : null);

/** Days a food keeps, or null when neither the food nor its shelf is known. */
export function shelfLifeDays(name: string): number | null {
  const some = SOME_FOODS.get(ingredientKey(name));
  if (some !== undefined) return some;
  const food = foodOf(name);
  const kept = keptAs(name);
  if (kept === 'frozen') return daysIn(food?.freezer_days) ?? BY_SHELF.frozen;
  if (kept === 'canned' && food?.aisle !== 'canned') return BY_SHELF.canned;
  if (food) {
    const days = daysIn(food.fridge_days) ?? daysIn(food.pantry_days) ?? daysIn(food.freezer_days);
    if (days !== null) return days;
    if (food.aisle) return BY_SHELF[food.aisle as Shelf];
  }
  const shelf = shelfOf(name);
  return shelf ? BY_SHELF[shelf] : null;
}

/** The estimated expiry date of a food bought on `today` (YYYY-MM-DD), or null when unknown. */
export function estimatedExpiry(name: string, today: string): string | null {
  const days = shelfLifeDays(name);
  return days === null || dayNumber(today) === null ? null : addDays(today, days);
}
