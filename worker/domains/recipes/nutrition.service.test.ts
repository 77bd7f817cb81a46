import { describe, expect, it } from 'vitest';
import { nutritionFor } from '#core/nutrition/nutrition';
import { nutritionFactsSchema } from '#core/schemas/recipe-detail';
import { call, makeRecipe } from './read-test-helpers';
import { signIn } from '../../test/helpers';

type Facts = ReturnType<typeof nutritionFactsSchema.parse>;

const stored = { calories: 150, protein: 5, carbs: 20, fat: 4.5, fiber: 2, sugar: 3, sodium: 200 };

async function nutritionOf(id: string, cookie: string): Promise<Facts> {
  const res = await call(`/recipes/${id}/nutrition`, { method: 'POST', cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { nutrition: unknown };
  return nutritionFactsSchema.parse(body.nutrition);
}

describe('nutrition per serving (POST /api/recipes/{id}/nutrition and the recipe JSON)', () => {
  it('a row stored before per-serving figures gets them from its ingredients and servings', async () => {
    const owner = await signIn({ planType: 'monthly' });
    // 300 g rice + 2 eggs (50 g each) = 400 g for 2 servings: 200 g a serving.
    const recipe = await makeRecipe(owner.userId, { nutrition: stored, ingredients: '300 g rice\n2 eggs\nSalt to taste', servings: 2 });
    const facts = await nutritionOf(recipe.id, owner.cookie);
    expect(facts).toEqual({
      ...stored,
      matched_share: null,
      serving_grams: 200,
      per_serving: { calories: 300, protein: 10, carbs: 40, fat: 9, fiber: 4, sugar: 6, sodium: 400 },
    });
    const detail = (await (await call(`/recipes/${recipe.id}`, { cookie: owner.cookie })).json()) as { recipe: { nutrition: unknown } };
    expect(detail.recipe.nutrition).toEqual(facts);
  });

  it('a fresh estimate answers the same shape, per serving consistent with per 100 g', async () => {
    const owner = await signIn({ planType: 'yearly' });
    const recipe = await makeRecipe(owner.userId, { ingredients: '200 g spaghetti\n3 eggs\n1 tbsp olive oil', servings: 3 });
    const facts = await nutritionOf(recipe.id, owner.cookie);
    // 200 + 150 + 13.8 g over 3 servings.
    expect(facts.serving_grams).toBe(121);
    const { per_serving: perServing, serving_grams: grams, ...per100 } = facts;
    expect(perServing).toEqual(nutritionFor(per100, 121));
    expect(grams).toBe(121);
  });

  it('follows the servings: the same recipe for twice the servings halves each serving', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId, { nutrition: stored, ingredients: '400 g potatoes', servings: 2 });
    expect((await nutritionOf(recipe.id, owner.cookie)).serving_grams).toBe(200);
    const patched = await call(`/recipes/${recipe.id}`, { method: 'PATCH', cookie: owner.cookie, body: JSON.stringify({ servings: 4 }) });
    expect(patched.status).toBe(200);
    const facts = await nutritionOf(recipe.id, owner.cookie);
    expect(facts.serving_grams).toBe(100);
    expect(facts.per_serving).toEqual(stored);
  });

  it('nothing to weigh: per serving is null and per 100 g is still answered', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(owner.userId, { nutrition: stored, ingredients: 'Salt to taste\nPepper', servings: 2 });
    expect(await nutritionOf(recipe.id, owner.cookie)).toEqual({ ...stored, per_serving: null, serving_grams: null, matched_share: null });
  });
});
