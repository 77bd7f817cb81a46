import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { makeHousehold } from '../households/household-test-helpers';
import { countRows, generate, usageOf } from './creator-test-helpers';
import { goodRecipe } from './quality-test-helpers';
import { makeRecipe } from './read-test-helpers';

/**
 * `POST /api/recipes/{id}/refine` and `GET /api/recipes/{id}/versions` with the offline chef
 * (docs/decisions/055-refine-and-recipe-versions.md): a new version, the original kept, one
 * generation, the owner only.
 */

interface RecipeBody {
  id: string;
  title: string;
  ingredients: string;
  servings: number;
  parent_recipe_id: string | null;
  refine_instruction: string | null;
  provider: string;
}
interface VersionsBody {
  original_id: string | null;
  versions: Array<{ id: string; title: string; original: boolean; refine_instruction: string | null }>;
}

const refine = (id: string, json: Record<string, unknown>, cookie?: string) =>
  apiFetch(`/recipes/${id}/refine`, { json, ...(cookie ? { cookie } : {}) });
const versions = (id: string, cookie?: string) => apiFetch(`/recipes/${id}/versions`, cookie ? { cookie } : {});

/** A saved chicken recipe of `userId`. */
async function chickenRecipe(userId: string) {
  const row = await makeRecipe(userId, {
    title: goodRecipe.title,
    description: goodRecipe.description,
    prepTime: goodRecipe.prepTime,
    cookTime: goodRecipe.cookTime,
    servings: goodRecipe.servings,
    ingredients: goodRecipe.ingredients.join('\n'),
    instructions: goodRecipe.instructions.join('\n'),
  });
  return row.id;
}

describe('POST /api/recipes/{id}/refine (offline chef)', () => {
  it('writes a new vegetarian version with parent_recipe_id, keeps the original, counts one generation', async () => {
    const { cookie, userId } = await signIn({ planType: 'monthly' });
    const id = await chickenRecipe(userId);
    const res = await refine(id, { instruction: 'Make it vegetarian' }, cookie);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: RecipeBody }>();
    expect(recipe.id).not.toBe(id);
    expect(recipe).toMatchObject({ parent_recipe_id: id, refine_instruction: 'Make it vegetarian', provider: 'offline' });
    expect(recipe.ingredients.toLowerCase()).not.toContain('chicken');

    const original = await (await apiFetch(`/recipes/${id}`, { cookie })).json<{ recipe: RecipeBody }>();
    expect(original.recipe.ingredients).toContain('300 g chicken breast');
    expect(original.recipe.parent_recipe_id).toBeNull();
    expect((await usageOf(cookie)).used).toBe(1);
    expect(await countRows('recipes', userId)).toBe(2);
  });

  it('refining a refinement adds a sibling under the same original; the versions list the family, original first', async () => {
    const { cookie, userId } = await signIn({ planType: 'monthly' });
    const id = await chickenRecipe(userId);
    const first = (await (await refine(id, { instruction: 'Make it vegetarian' }, cookie)).json<{ recipe: RecipeBody }>()).recipe;
    const res = await refine(first.id, { instruction: 'For 4 people' }, cookie);
    expect(res.status).toBe(201);
    const second = (await res.json<{ recipe: RecipeBody }>()).recipe;
    expect(second).toMatchObject({ parent_recipe_id: id, servings: 4 });
    expect(second.ingredients.toLowerCase()).not.toContain('chicken');

    for (const from of [id, first.id, second.id]) {
      const list = await versions(from, cookie);
      expect(list.status).toBe(200);
      const body = await list.json<VersionsBody>();
      expect(body.original_id).toBe(id);
      expect(body.versions.map((v) => v.id)).toEqual([id, first.id, second.id]);
      expect(body.versions.map((v) => v.original)).toEqual([true, false, false]);
      expect(body.versions[2]!.refine_instruction).toBe('For 4 people');
    }
    expect((await usageOf(cookie)).used).toBe(2);
  });

  it('an instruction the offline chef does not read: 422 listing what it understands in the request language, no unit taken', async () => {
    const { cookie, userId } = await signIn({ planType: 'monthly' });
    const id = await chickenRecipe(userId);
    const res = await refine(id, { instruction: 'Hazla como la de mi abuela', language: 'es' }, cookie);
    expect(res.status).toBe(422);
    const body = await res.json<{ code: string; details: string }>();
    expect(body.code).toBe('instruction_not_understood');
    expect(body.details).toContain('Vegetariana');
    expect(body.details).toContain('Sin gluten');
    expect(body.details).not.toContain('Gluten-free');
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(1);
  });

  it("someone else's recipe is a 404 (refine and versions); signed out is a 401; an empty instruction a 400", async () => {
    const owner = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'monthly' });
    const id = await chickenRecipe(owner.userId);

    const theirs = await refine(id, { instruction: 'Make it vegetarian' }, other.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: 'not_found' });
    expect((await versions(id, other.cookie)).status).toBe(404);
    expect((await usageOf(other.cookie)).used).toBe(0);

    const out = await refine(id, { instruction: 'Make it vegetarian' });
    expect(out.status).toBe(401);
    expect(await out.json()).toMatchObject({ code: 'unauthorized' });
    expect((await versions(id)).status).toBe(401);

    const empty = await refine(id, { instruction: '   ' }, owner.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation_failed' });
    expect(await countRows('recipes', owner.userId)).toBe(1);
  });

  it('a free cook past the month allowance gets 429 limit_reached, as the creator answers, and nothing is saved', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    const id = await chickenRecipe(userId);
    // The allowance (3) is shared with generation: two generations and one refinement use it up.
    expect((await generate(cookie)).status).toBe(200);
    expect((await generate(cookie)).status).toBe(200);
    expect((await refine(id, { instruction: 'Make it vegetarian' }, cookie)).status).toBe(201);
    const res = await refine(id, { instruction: 'Make it vegan' }, cookie);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ code: 'limit_reached' });
    expect((await usageOf(cookie)).used).toBe(3);
    expect(await countRows('recipes', userId)).toBe(4);
  });

  it("a recipe that breaks the cook's diet profile is refined into one that keeps it", async () => {
    const { cookie, userId } = await signIn({ planType: 'monthly' });
    const id = await chickenRecipe(userId);
    const diet = await apiFetch('/diet-profile', { method: 'PUT', cookie, json: { diets: ['vegetarian'], allergens: [], dislikes: [] } });
    expect(diet.status).toBe(200);
    const res = await refine(id, { instruction: 'For 3 people' }, cookie);
    expect(res.status).toBe(201);
    const { recipe } = await res.json<{ recipe: RecipeBody }>();
    expect(recipe.servings).toBe(3);
    expect(recipe.ingredients.toLowerCase()).not.toContain('chicken');
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE parent_recipe_id = ?1').bind(id).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('a household member may read a planned recipe but not refine it or list its versions', async () => {
    const { owner, members } = await makeHousehold(1);
    const member = members[0]!;
    const id = await chickenRecipe(owner.userId);
    await jsonOf(apiFetch('/meal-plans', { cookie: owner.cookie, json: { plan_date: thisMonday(), meal_type: 'dinner', recipe_id: id } }), 201);
    expect((await apiFetch(`/recipes/${id}`, { cookie: member.cookie })).status).toBe(200);
    const res = await refine(id, { instruction: 'Make it vegetarian' }, member.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
    expect((await versions(id, member.cookie)).status).toBe(404);
    const children = await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE parent_recipe_id = ?1').bind(id).first<{ n: number }>();
    expect(children?.n).toBe(0);
  });
});
