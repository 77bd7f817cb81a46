import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Nutrition } from '#core/nutrition/nutrition';
import { updateNotes } from './notes.service';
import { getOrComputeNutrition } from './nutrition.service';
import { myRecipesCountQuery, myRecipesPageQuery, ownRecipeQuery } from './recipes-read.service';
import { db, makeRecipe } from './read-test-helpers';
import { signIn } from '../../test/helpers';

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail).join('\n');
}

describe('every query behind these screens is served by an index', () => {
  it('my-recipes pages use recipes_user_created_idx with no sort step', async () => {
    const first = await plan(myRecipesPageQuery(db(), 'u1', null, 100));
    expect(first).toContain('recipes_user_created_idx');
    expect(first).not.toContain('TEMP B-TREE');
    expect(first).not.toMatch(/SCAN recipes(?! USING)/);
    const next = await plan(myRecipesPageQuery(db(), 'u1', { createdAt: '2026-11-01T00:00:00.000Z', id: 'x' }, 100));
    expect(next).toContain('recipes_user_created_idx');
    expect(next).not.toContain('TEMP B-TREE');
  });

  it('the count is a covering scan of the same index', async () => {
    expect(await plan(myRecipesCountQuery(db(), 'u1'))).toContain('USING COVERING INDEX recipes_user_created_idx');
  });

  it('a single recipe is read by primary key', async () => {
    expect(await plan(ownRecipeQuery(db(), 'u1', 'r1'))).toMatch(/USING INDEX sqlite_autoindex_recipes_1|PRIMARY KEY/);
  });
});

const fixed: Nutrition = { calories: 180.44, protein: 6.26, carbs: 25.01, fat: 5.55, fiber: 2.04, sugar: 3.33, sodium: 310.7 };

describe('getOrComputeNutrition', () => {
  // Only the lines the food table cannot match go to the model (docs/decisions/080-nutrition-from-the-food-table.md).
  it('calls the provider once, about the line the food table cannot match, and then answers the stored value', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId, { servings: 4, ingredients: '200 g spaghetti\n100 g house seasoning paste' });
    const estimateNutrition = vi.fn(async () => fixed);
    const model = { name: 'gemini' as const, estimateNutrition };
    const first = await getOrComputeNutrition({ db: db(), now: new Date(), model, userId: owner.userId, id: recipe.id });
    const second = await getOrComputeNutrition({ db: db(), now: new Date(), model, userId: owner.userId, id: recipe.id });
    expect(estimateNutrition).toHaveBeenCalledTimes(1);
    expect(estimateNutrition).toHaveBeenCalledWith({
      title: recipe.title,
      ingredients: ['100 g house seasoning paste'],
      servings: 4,
    });
    // 200 g of spaghetti (USDA: 371 kcal per 100 g) and 100 g at the model's 180 kcal per 100 g.
    expect(first).toMatchObject({ calories: 307, matched_share: 0.67 });
    expect(second).toEqual(first);
  });

  it('refuses malformed provider output with 502 and stores nothing', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId, { ingredients: '200 g spaghetti\n100 g house seasoning paste' });
    const model = { name: 'gemini' as const, estimateNutrition: vi.fn(async () => ({ ...fixed, calories: Number.NaN })) };
    await expect(getOrComputeNutrition({ db: db(), now: new Date(), model, userId: owner.userId, id: recipe.id })).rejects.toMatchObject({
      status: 502,
      code: 'upstream_failed',
    });
    const good = { name: 'gemini' as const, estimateNutrition: vi.fn(async () => fixed) };
    await getOrComputeNutrition({ db: db(), now: new Date(), model: good, userId: owner.userId, id: recipe.id });
    expect(good.estimateNutrition).toHaveBeenCalledTimes(1);
  });

  it("never calls the provider for someone else's recipe", async () => {
    const owner = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId);
    const model = { name: 'gemini' as const, estimateNutrition: vi.fn(async () => fixed) };
    await expect(getOrComputeNutrition({ db: db(), now: new Date(), model, userId: other.userId, id: recipe.id })).rejects.toMatchObject({
      status: 404,
    });
    expect(model.estimateNutrition).not.toHaveBeenCalled();
  });
});

describe('updateNotes', () => {
  it("answers 404 for someone else's recipe", async () => {
    const owner = await signIn();
    const recipe = await makeRecipe(owner.userId);
    await expect(updateNotes({ db: db(), userId: 'nobody', id: recipe.id, notes: 'x' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
