/**
 * The "Plan my week" bench's household (scripts/bench/plan-week.ts): one Pro owner with two members
 * (a vegetarian, a nut allergy), the owner's 200 recipes (en, es, de lines; some with meat or nuts)
 * and 100 pantry items (some expiring), written to the bench's throwaway local D1.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DietProfile } from '#core/diet/allergens';
import { addDays } from '#core/kitchen/freshness';
import type { PlanRecipe } from '#core/kitchen/week-plan';
import { applyMigrations, batchInParts, withLocalD1 } from './local-d1';

export const RECIPES = 200;
export const PANTRY = 100;

/** Dish words and ingredient lines the 200 recipes are made of (some break a member's profile). */
const MAINS = ['chicken thighs', 'red lentils', 'chickpeas', 'tofu', 'salmon fillet', 'beef mince', 'mushrooms', 'spinach', 'walnuts', 'halloumi', 'Kichererbsen', 'garbanzos', 'Hähnchenbrust', 'peanut butter', 'eggs', 'pork shoulder'];
const SIDES = ['1 onion', '2 cloves garlic', '400 g tomatoes', '200 g rice', '300 g pasta', '1 lemon', '2 carrots', '250 ml vegetable stock', '1 tsp cumin', '2 tbsp olive oil', '1 cebolla', '2 Kartoffeln', '100 g feta', '1 bunch parsley'];
const PANTRY_NAMES = ['Spinach', 'Tomatoes', 'Chickpeas', 'Rice', 'Mushrooms', 'Onions', 'Carrots', 'Lemons', 'Feta', 'Tofu', 'Pasta', 'Eggs', 'Halloumi', 'Parsley'];

export function recipeOf(i: number): PlanRecipe & { prep: number; cook: number } {
  const main = MAINS[i % MAINS.length]!;
  const lines = [`400 g ${main}`, ...Array.from({ length: 6 }, (_, k) => SIDES[(i * 3 + k * 5) % SIDES.length]!)];
  const prep = 5 + (i % 4) * 5;
  const cook = 10 + (i % 6) * 10;
  return { id: `bench-plan-recipe-${String(i).padStart(3, '0')}`, title: `${main[0]!.toUpperCase()}${main.slice(1)} bowl ${i + 1}`, ingredients: lines, minutes: prep + cook, prep, cook };
}

export const pantryOf = (i: number, today: string) => ({
  name: i < PANTRY_NAMES.length ? PANTRY_NAMES[i]! : `Pantry thing ${i}`,
  expiry: i % 3 === 0 ? addDays(today, (i % 9) + 1) : i % 10 === 1 ? addDays(today, -2) : null,
});

export const PROFILES: Record<string, DietProfile> = {
  'bench-plan-veg': { diets: ['vegetarian'], allergens: [], dislikes: [] },
  'bench-plan-nuts': { diets: [], allergens: ['tree_nuts', 'peanuts'], dislikes: [] },
};

/** Migrations, the household, its profiles, 200 recipes and 100 pantry items; the owner's session. */
export async function prepareState(persistDir: string, today: string): Promise<{ token: string; ownerHandle: string; persistDir: string }> {
  return withLocalD1(persistDir, async (db) => {
    await applyMigrations(db);
    const at = new Date().toISOString();
    const token = randomBytes(32).toString('base64url');
    const people = ['bench-plan-owner', 'bench-plan-veg', 'bench-plan-nuts'];
    const statements: D1PreparedStatement[] = [
      ...people.flatMap((id) => [
        db.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)').bind(id, `${id}@forkcast.test`, id, id, at),
        db.prepare("INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (?, ?, 'active', ?)").bind(id, id.endsWith('owner') ? 'monthly' : 'free', at),
      ]),
      db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)').bind(createHash('sha256').update(token).digest('hex'), people[0], new Date(Date.now() + 86_400_000).toISOString(), at),
      db.prepare('INSERT INTO households (id, owner_id, created_at) VALUES (?, ?, ?)').bind('bench-plan-household', people[0], at),
      ...people.map((id, i) =>
        db.prepare('INSERT INTO household_members (id, household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?, ?)').bind(`handle-${id}`, 'bench-plan-household', id, i === 0 ? 'owner' : 'member', `${at.slice(0, -5)}${i}Z`),
      ),
      ...Object.entries(PROFILES).map(([id, p]) =>
        db.prepare('INSERT INTO diet_profiles (user_id, diets, allergens, dislikes, updated_at) VALUES (?, ?, ?, ?, ?)').bind(id, JSON.stringify(p.diets), JSON.stringify(p.allergens), JSON.stringify(p.dislikes), at),
      ),
    ];
    for (let i = 0; i < RECIPES; i += 1) {
      const r = recipeOf(i);
      statements.push(
        db
          .prepare(
            `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions,
              language, generation_type, recipe_type, provider, created_at)
             VALUES (?, ?, ?, ?, ?, 2, 'easy', ?, 'Cook.', 'en', 'prompt', 'quick', 'offline', ?)`,
          )
          .bind(r.id, people[0], r.title, r.prep, r.cook, r.ingredients.join('\n'), new Date(Date.now() - i * 60_000).toISOString()),
      );
    }
    for (let i = 0; i < PANTRY; i += 1) {
      const item = pantryOf(i, today);
      statements.push(
        db
          .prepare(
            `INSERT INTO pantry_items (id, owner_id, name, quantity, unit, category, expiry_date, location, notes, created_at, updated_at)
             VALUES (?, ?, ?, 1, 'pieces', 'other', ?, 'fridge', NULL, ?, ?)`,
          )
          .bind(`bench-plan-pantry-${i}`, people[0], item.name, item.expiry, at, at),
      );
    }
    await batchInParts(db, statements);
    return { token, ownerHandle: `handle-${people[0]}`, persistDir };
  });
}
