import { addDays, dayNumber } from './freshness';
import { ingredientKey } from './ingredient-key';
import { shelfOf, type Shelf } from './shopping-category';

/**
 * How long a food keeps after it is bought, stored as a cook stores it (fresh meat and fish in the
 * fridge, bread in the bread bin, flour in the cupboard), in days: the shelf's figure from the
 * shared map (core/shopping-category.ts), refined for foods that keep much longer or shorter than
 * their shelf (a potato is no lettuce). Items moved to the pantry get it as an estimate that the
 * cook sees marked and can change.
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

/** Foods that keep shorter or longer than their shelf says (en, es, de names). */
const BY_FOOD: Array<[number, string[]]> = [
  [3, ['spinach', 'lettuce', 'salad', 'berries', 'strawberries', 'raspberries', 'mushrooms', 'herbs', 'basil', 'cilantro', 'parsley', 'mince', 'ground beef', 'espinacas', 'lechuga', 'fresas', 'champiñones', 'albahaca', 'perejil', 'carne picada', 'Spinat', 'Salat', 'Erdbeeren', 'Champignons', 'Basilikum', 'Petersilie', 'Hackfleisch']],
  [5, ['milk', 'cream', 'yogurt', 'leche', 'nata', 'yogur', 'Milch', 'Sahne', 'Joghurt']],
  [14, ['carrots', 'lemons', 'limes', 'apples', 'cabbage', 'zanahorias', 'limones', 'manzanas', 'Karotten', 'Möhren', 'Zitronen', 'Äpfel', 'Kohl']],
  [21, ['eggs', 'hard cheese', 'parmesan', 'cheddar', 'butter', 'huevos', 'queso curado', 'mantequilla', 'Eier', 'Parmesan', 'Butter']],
  [30, ['potatoes', 'onions', 'garlic', 'patatas', 'cebollas', 'ajo', 'Kartoffeln', 'Zwiebeln', 'Knoblauch']],
];

const FOOD_DAYS = new Map<string, number>();
for (const [days, names] of BY_FOOD) for (const name of names) FOOD_DAYS.set(ingredientKey(name), days);

/** Days a food keeps, or null when neither the food nor its shelf is known. */
export function shelfLifeDays(name: string): number | null {
  const key = ingredientKey(name);
  // The whole name first, then each of its words ("baby spinach" keeps as spinach does).
  const known = FOOD_DAYS.get(key) ?? key.split(' ').map((word) => FOOD_DAYS.get(word)).find((days) => days !== undefined);
  if (known !== undefined) return known;
  const shelf = shelfOf(name);
  return shelf ? BY_SHELF[shelf] : null;
}

/** The estimated expiry date of a food bought on `today` (YYYY-MM-DD), or null when unknown. */
export function estimatedExpiry(name: string, today: string): string | null {
  const days = shelfLifeDays(name);
  return days === null || dayNumber(today) === null ? null : addDays(today, days);
}
