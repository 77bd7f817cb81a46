import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

/**
 * `POST /api/discover/{id}/remix { instruction }` with the offline chef: copy AND refine, one
 * generation, the credit kept, one remix counted (docs/decisions/055-refine-and-recipe-versions.md).
 */

interface RemixBody {
  created: boolean;
  recipe: {
    id: string;
    ingredients: string;
    parent_recipe_id: string | null;
    refine_instruction: string | null;
    remix_of: string | null;
    remix_of_creator: string | null;
  };
}

const remix = (id: string, cookie: string, json: Record<string, unknown> = {}) => apiFetch(`/discover/${id}/remix`, { json, cookie });

/** A shared chicken recipe of a creator who shows their name. */
async function sharedChicken() {
  const creator = await signIn({ planType: 'monthly', name: 'Rosa Chef' });
  await setShowRealName(creator.userId, true);
  const recipeId = await insertRecipe(creator.userId, { title: 'Lemon Chicken with Rice' });
  await env.DB.prepare('UPDATE recipes SET ingredients = ?1, instructions = ?2, prep_time = 10, cook_time = 25 WHERE id = ?3')
    .bind(
      '300 g chicken breast\n150 g basmati rice\n1 lemon\n2 tbsp olive oil',
      'Simmer the rice in salted water for **12 minutes** until tender.\nFry the chicken in the oil for **10 minutes** until cooked through.\nSqueeze over the lemon and serve.',
      recipeId,
    )
    .run();
  return share(creator, recipeId);
}

const remixesCount = async (sharedId: string) =>
  (await env.DB.prepare('SELECT remixes_count FROM shared_recipes WHERE id = ?1').bind(sharedId).first<{ remixes_count: number }>())?.remixes_count;
const usedOf = async (cookie: string) => (await (await apiFetch('/usage', { cookie })).json<{ used: number }>()).used;
const recipesOf = async (userId: string) =>
  (await env.DB.prepare('SELECT id, parent_recipe_id, remix_of FROM recipes WHERE user_id = ?1 ORDER BY created_at, id').bind(userId).all<{
    id: string;
    parent_recipe_id: string | null;
    remix_of: string | null;
  }>()).results;

describe('POST /api/discover/{id}/remix with an instruction', () => {
  it('copies and refines: the version keeps the credit, its original is the plain copy, one generation, one remix', async () => {
    const sharedId = await sharedChicken();
    const reader = await signIn({ planType: 'monthly' });
    const res = await remix(sharedId, reader.cookie, { instruction: 'Make it vegetarian' });
    expect(res.status).toBe(201);
    const body = await res.json<RemixBody>();
    expect(body.created).toBe(true);
    expect(body.recipe).toMatchObject({ remix_of: sharedId, remix_of_creator: 'Rosa Chef', refine_instruction: 'Make it vegetarian' });
    expect(body.recipe.ingredients.toLowerCase()).not.toContain('chicken');

    const rows = await recipesOf(reader.userId);
    expect(rows).toHaveLength(2);
    const copy = rows.find((r) => r.parent_recipe_id === null)!;
    expect(copy.remix_of).toBe(sharedId);
    expect(body.recipe.parent_recipe_id).toBe(copy.id);
    expect(await usedOf(reader.cookie)).toBe(1);
    expect(await remixesCount(sharedId)).toBe(1);
  });

  it('after a plain save the remix refines that copy; both remixes count', async () => {
    const sharedId = await sharedChicken();
    const reader = await signIn({ planType: 'monthly' });
    const plain = await (await remix(sharedId, reader.cookie)).json<RemixBody>();
    const res = await remix(sharedId, reader.cookie, { instruction: 'For 4 people' });
    expect(res.status).toBe(201);
    const body = await res.json<RemixBody>();
    expect(body.recipe.parent_recipe_id).toBe(plain.recipe.id);
    expect(await recipesOf(reader.userId)).toHaveLength(2);
    expect(await remixesCount(sharedId)).toBe(2);
    expect(await usedOf(reader.cookie)).toBe(1);
  });

  it('a refinement that fails leaves nothing: no copy, no count, no unit', async () => {
    const sharedId = await sharedChicken();
    const reader = await signIn({ planType: 'monthly' });
    const res = await remix(sharedId, reader.cookie, { instruction: 'Que quede como la de mi abuela', language: 'es' });
    expect(res.status).toBe(422);
    const body = await res.json<{ code: string; details: string }>();
    expect(body.code).toBe('instruction_not_understood');
    expect(body.details).toContain('Vegetariana');
    expect(await recipesOf(reader.userId)).toHaveLength(0);
    expect(await remixesCount(sharedId)).toBe(0);
    expect(await usedOf(reader.cookie)).toBe(0);
  });
});
