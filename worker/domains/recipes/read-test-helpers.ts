import { env, exports } from 'cloudflare:workers';
import { createDb } from '../../db/client';
import { recipes } from './recipes.table';

/** Recipe test helpers; a test makes its users with `signIn` from worker/test/helpers.ts. */
export const db = () => createDb(env.DB);

let seq = 0;

type RecipeInsert = typeof recipes.$inferInsert;

/** Inserts a recipe for `userId` with plausible defaults. */
export async function makeRecipe(userId: string, over: Partial<RecipeInsert> = {}) {
  seq += 1;
  const row: RecipeInsert = {
    id: `recipe-${seq}-${crypto.randomUUID().slice(0, 8)}`,
    userId,
    title: `Recipe ${seq}`,
    cuisine: 'Italian',
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    difficulty: 'easy',
    ingredients: '200 g spaghetti\n2 cloves garlic\n3 tbsp olive oil',
    instructions: 'Boil the **pasta**.\nFry the garlic.',
    language: 'en',
    generationType: 'prompt',
    recipeType: 'quick',
    provider: 'offline',
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, seq)).toISOString(),
    ...over,
  };
  await db().insert(recipes).values(row);
  return row;
}

/** Calls the API as a browser on the same origin would. */
export function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  return exports.default.fetch(`http://localhost/api${path}`, { ...init, headers });
}
