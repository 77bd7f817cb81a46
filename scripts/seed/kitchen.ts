import { addDays, utcDate } from '#core/kitchen/freshness';
import { ingredientKey, guessCategory } from '#core/ingredients/ingredient-parse';
import type { MealType, PantryCategory, ShoppingCategory, Unit } from '#core/kernel/kitchen-options';
import { ingredientLines } from '#core/recipe/recipe-text';
import { buildShoppingList, mergeDimension, type PlannedLine } from '#core/kitchen/shopping-merge';
import type { SeedEnv } from '../seed';

/**
 * The demo Pro chef's kitchen: a stocked pantry (some items expiring, one expired), the current
 * week planned with their recipes, and a shopping list built from that plan by the same core
 * builder the API uses, plus two items added by hand (one ticked). Idempotent: fixed ids and
 * ON CONFLICT DO NOTHING; the list is built only while the chef has no seeded items.
 */

const CHEF = 'demo-pro-chef';

type PantrySeed = [id: string, name: string, quantity: number | null, unit: Unit | null, category: PantryCategory, expiresInDays: number | null, location: string];

const PANTRY: PantrySeed[] = [
  ['rice', 'Basmati rice', 1, 'kg', 'grains', 240, 'cabinet'],
  ['spaghetti', 'Spaghetti', 500, 'g', 'grains', 300, 'cabinet'],
  ['olive-oil', 'Olive oil', 0.75, 'liters', 'condiments', 200, 'cabinet'],
  ['eggs', 'Eggs', 4, 'pieces', 'dairy', 2, 'fridge'],
  ['milk', 'Milk', 1, 'liters', 'dairy', -2, 'fridge'],
  ['yoghurt', 'Plain yoghurt', 150, 'g', 'dairy', 1, 'fridge'],
  ['spinach', 'Baby spinach', 200, 'g', 'produce', 0, 'fridge'],
  ['tomatoes', 'Canned tomatoes', 400, 'g', 'canned', 400, 'cabinet'],
  ['garlic', 'Garlic', null, null, 'produce', 20, 'counter'],
  ['cumin', 'Cumin', 40, 'g', 'spices', null, 'spice rack'],
  ['paprika', 'Smoked paprika', 50, 'g', 'spices', null, 'spice rack'],
  ['peas', 'Frozen peas', 500, 'g', 'frozen', 90, 'freezer'],
];

const PLAN: Array<[day: number, mealType: MealType, recipeId: string, servings: number | null]> = [
  [0, 'dinner', 'seed-recipe-carbonara', null],
  [1, 'dinner', 'seed-recipe-pad-thai', 3],
  [2, 'breakfast', 'seed-recipe-shakshuka', null],
  [3, 'dinner', 'seed-recipe-tikka', null],
  [4, 'lunch', 'seed-recipe-tacos', null],
  [5, 'dinner', 'seed-recipe-miso-soup', 4],
];

const BY_HAND: Array<[id: string, name: string, category: ShoppingCategory, purchased: boolean]> = [
  ['coffee', 'Coffee beans', 'beverages', false],
  ['paper', 'Kitchen paper', 'other', true],
];

/** Monday of the UTC week holding `date`. */
function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

async function seedPantryAndPlan(DB: D1Database, now: Date, monday: string) {
  const at = now.toISOString();
  const today = utcDate(now);
  const pantry = PANTRY.map(([id, name, quantity, unit, category, days, location]) =>
    DB.prepare(
      `INSERT INTO pantry_items (id, owner_id, name, quantity, unit, category, expiry_date, location, notes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?) ON CONFLICT DO NOTHING`,
    ).bind(`seed-pantry-${id}`, CHEF, name, quantity, unit, category, days === null ? null : addDays(today, days), location, at, at),
  );
  const meals = PLAN.map(([day, mealType, recipeId, servings], i) =>
    DB.prepare(
      `INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_id, recipe_title, servings, created_at, updated_at)
       SELECT ?, ?, ?, ?, id, title, ?, ?, ? FROM recipes WHERE id = ? ON CONFLICT DO NOTHING`,
    ).bind(`seed-meal-${monday}-${i}`, CHEF, addDays(monday, day), mealType, servings, at, at, recipeId),
  );
  await DB.batch([...pantry, ...meals]);
}

async function seedShoppingList(DB: D1Database, now: Date, monday: string) {
  const seeded = await DB.prepare(`SELECT count(*) AS n FROM shopping_items WHERE owner_id = ? AND id LIKE 'seed-shop-%'`).bind(CHEF).first<{ n: number }>();
  if ((seeded?.n ?? 0) > 0) return;
  const { results: meals } = await DB.prepare(
    `SELECT m.id AS meal_id, m.servings AS meal_servings, r.title, r.ingredients, r.servings AS recipe_servings
     FROM meal_plans m JOIN recipes r ON r.id = m.recipe_id
     WHERE m.owner_id = ? AND m.plan_date BETWEEN ? AND ? ORDER BY m.plan_date`,
  )
    .bind(CHEF, monday, addDays(monday, 6))
    .all<{ meal_id: string; meal_servings: number | null; title: string; ingredients: string; recipe_servings: number }>();
  const { results: pantry } = await DB.prepare(`SELECT name, quantity, unit, expiry_date FROM pantry_items WHERE owner_id = ?`)
    .bind(CHEF)
    .all<{ name: string; quantity: number | null; unit: Unit | null; expiry_date: string | null }>();
  const lines: PlannedLine[] = meals.flatMap((meal) =>
    ingredientLines(meal.ingredients).map((text, i) => ({
      text,
      recipe: meal.title,
      source: `${meal.meal_id}:${i}`,
      factor: meal.meal_servings ? meal.meal_servings / meal.recipe_servings : 1,
    })),
  );
  const plan = buildShoppingList({ lines, pantry, items: [], today: utcDate(now) });
  const at = now.toISOString();
  const insert = `INSERT INTO shopping_items (id, owner_id, name, name_key, dimension, quantity, unit, category, notes, is_purchased,
      recipes, sources, version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, 0, ?, ?) ON CONFLICT DO NOTHING`;
  const generated = plan.added.map((line, i) =>
    DB.prepare(insert).bind(`seed-shop-${i}`, CHEF, line.name, line.key, line.dimension, line.quantity, line.unit, line.category, 0,
      JSON.stringify(line.recipes), JSON.stringify(line.sources), at, at),
  );
  const byHand = BY_HAND.map(([id, name, category, purchased]) =>
    DB.prepare(insert).bind(`seed-shop-${id}`, CHEF, name, ingredientKey(name), mergeDimension(null, null), null, null,
      category ?? guessCategory(name), purchased ? 1 : 0, '[]', '[]', at, at),
  );
  await DB.batch([...generated, ...byHand]);
}

export async function seedKitchen({ DB }: SeedEnv, now: Date) {
  const monday = mondayOf(utcDate(now));
  await seedPantryAndPlan(DB, now, monday);
  await seedShoppingList(DB, now, monday);
}
