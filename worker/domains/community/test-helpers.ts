import { env } from 'cloudflare:workers';
import { apiFetch, type SignedIn } from '../../test/helpers';

/** Community test helpers: recipes inserted directly, sharing through the API (users come from `signIn`, worker/test/helpers.ts). */

export async function setShowRealName(userId: string, show: boolean) {
  await env.DB.prepare(
    `INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?1, ?2, '2026-01-01T00:00:00.000Z')
     ON CONFLICT (user_id) DO UPDATE SET show_real_name = excluded.show_real_name`,
  )
    .bind(userId, show ? 1 : 0)
    .run();
}

export async function setPicture(userId: string, picture: string) {
  await env.DB.prepare('UPDATE users SET picture = ?1 WHERE id = ?2').bind(picture, userId).run();
}

let recipeCounter = 0;

export interface RecipeOverrides {
  title?: string;
  imageUrl?: string | null;
  createdAt?: string;
}

/** Inserts a recipe row for `userId` (user_stats follows by trigger, as for every recipe written). */
export async function insertRecipe(userId: string, o: RecipeOverrides = {}): Promise<string> {
  recipeCounter += 1;
  const id = `test-recipe-${Date.now()}-${recipeCounter}-${Math.floor(Math.random() * 1e6)}`;
  const at = o.createdAt ?? new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO recipes (id, user_id, title, cuisine, cooking_method, prep_time, cook_time, servings, difficulty,
       ingredients, instructions, image_url, language, generation_type, recipe_type, provider, created_at)
     VALUES (?1, ?2, ?3, 'italian', 'baking', 10, 20, 2, 'easy', '- 2 eggs\n- flour', '1. Mix **well**\n2. Bake', ?4,
       'en', 'prompt', 'quick', 'offline', ?5)`,
  )
    .bind(id, userId, o.title ?? `Recipe ${recipeCounter}`, o.imageUrl ?? null, at)
    .run();
  return id;
}

/** Shares a recipe through the API and answers its shared_recipe_id. */
export async function share(owner: SignedIn, recipeId: string, message?: string): Promise<string> {
  const res = await apiFetch(`/recipes/${recipeId}/share`, { cookie: owner.cookie, json: message ? { share_message: message } : {} });
  if (res.status !== 200) throw new Error(`share answered ${res.status} ${await res.text()}`);
  const body = await res.json<{ shared: boolean; shared_recipe_id?: string }>();
  if (!body.shared_recipe_id) throw new Error('share: no id');
  return body.shared_recipe_id;
}

export async function stats(userId: string) {
  return env.DB.prepare('SELECT * FROM user_stats WHERE user_id = ?1').bind(userId).first<{
    recipes_created: number;
    recipes_shared: number;
    upvotes_received: number;
    downvotes_received: number;
    score: number;
  }>();
}

export { apiFetch };
