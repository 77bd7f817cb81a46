import { env, exports } from 'cloudflare:workers';
import type { PlanType } from '../../../core/plans';
import { createDb } from '../../db/client';
import { createSession } from '../auth/session.service';
import { subscriptions } from '../billing/billing.table';
import { users } from '../users/users.table';
import { recipes } from './recipes.table';

export const db = () => createDb(env.DB);

let seq = 0;

/** Inserts a user (with a plan) and a session; answers the cookie header for requests. */
export async function makeUser(planType: PlanType = 'free') {
  seq += 1;
  const id = `user-${planType}-${seq}-${crypto.randomUUID().slice(0, 8)}`;
  const now = new Date('2026-11-01T10:00:00.000Z');
  await db().insert(users).values({
    id,
    email: `${id}@example.test`,
    name: `Test ${id}`,
    givenName: 'Test',
    createdAt: now.toISOString(),
  });
  await db().insert(subscriptions).values({ userId: id, planType, updatedAt: now.toISOString() });
  const { token } = await createSession({ db: db(), now: new Date() }, id);
  return { id, cookie: `__Host-fc_session=${token}` };
}

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
