import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { makeRecipe } from './read-test-helpers';
import { NUTRITION_ESTIMATES_PER_DAY } from './nutrition.service';
import { signIn } from '../../test/helpers';

/**
 * Nutrition estimates that ask the model are limited per cook and day
 * (docs/decisions/078-translation-budget.md), against an OpenAI-compatible model whose calls are
 * counted (the server's HTTP intercepted): parallel estimates and estimates repeated after
 * changing the ingredients never pass the limit.
 */

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '', GEMINI_API_KEY: '' };
const ESTIMATE = { calories: 120, protein: 8, carbs: 12, fat: 4, fiber: 1, sugar: 2, sodium: 300 };

let calls = 0;
beforeEach(() => {
  calls = 0;
  bodies.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${BASE}/chat/completions`) throw new Error(`unexpected outbound call to ${request.url}`);
    calls += 1;
    bodies.push(await request.text());
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(ESTIMATE) } }] });
  });
});
afterEach(() => vi.restoreAllMocks());

/** A line the food table cannot match: only such lines reach the model (docs/decisions/080-nutrition-from-the-food-table.md). */
const UNMATCHED = { ingredients: '200 g spaghetti\n100 g house seasoning paste' };
const bodies: string[] = [];

const estimate = (id: string, cookie: string) =>
  app.request(`http://localhost/api/recipes/${id}/nutrition`, { method: 'POST', headers: { cookie } }, { ...env, ...OPENAI_ENV });

describe(`POST /api/recipes/{id}/nutrition: ${NUTRITION_ESTIMATES_PER_DAY} model estimates per cook per day`, () => {
  it('parallel estimates on many recipes, then rounds of changed ingredients, stop at the limit with 429 rate_limited', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const recipes = await Promise.all(Array.from({ length: NUTRITION_ESTIMATES_PER_DAY + 5 }, () => makeRecipe(cook.userId, UNMATCHED)));
    const first = await Promise.all(recipes.map((r) => estimate(r.id, cook.cookie)));
    const statuses = first.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(NUTRITION_ESTIMATES_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = first.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', error: expect.stringContaining(`${NUTRITION_ESTIMATES_PER_DAY}`) });
    expect(calls).toBe(NUTRITION_ESTIMATES_PER_DAY);

    // Changing the ingredients clears the estimate; estimating again is refused without a call.
    for (let round = 0; round < 5; round++) {
      await env.DB.prepare("UPDATE recipes SET nutrition = NULL, ingredients = ingredients || char(10) || '1 egg' WHERE id = ?1").bind(recipes[0]!.id).run();
      expect((await estimate(recipes[0]!.id, cook.cookie)).status).toBe(429);
    }
    expect(calls).toBe(NUTRITION_ESTIMATES_PER_DAY);
    const stored = await env.DB.prepare('SELECT used FROM call_budgets WHERE key = ?1').bind(`nutrition:user:${cook.userId}`).first<{ used: number }>();
    expect(stored?.used).toBe(NUTRITION_ESTIMATES_PER_DAY);
  });

  it('stored estimates are read for free, and another cook has a budget of their own', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(cook.userId, UNMATCHED);
    expect((await estimate(recipe.id, cook.cookie)).status).toBe(200);
    await env.DB.prepare('UPDATE call_budgets SET used = ?2 WHERE key = ?1').bind(`nutrition:user:${cook.userId}`, NUTRITION_ESTIMATES_PER_DAY).run();
    expect((await estimate(recipe.id, cook.cookie)).status).toBe(200);
    expect((await estimate((await makeRecipe(cook.userId, UNMATCHED)).id, cook.cookie)).status).toBe(429);
    expect((await estimate((await makeRecipe(other.userId, UNMATCHED)).id, other.cookie)).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('asks the model only about the lines the food table cannot match, and a recipe it matches whole costs no call', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const whole = await makeRecipe(cook.userId, { ingredients: '400 g spaghetti\n2 tbsp olive oil\n2 cloves garlic', servings: 4 });
    const res = await estimate(whole.id, cook.cookie);
    expect(res.status).toBe(200);
    const { nutrition } = (await res.json()) as { nutrition: { calories: number; matched_share: number } };
    expect(nutrition.matched_share).toBe(1);
    // USDA: spaghetti 371 kcal, olive oil 884 kcal per 100 g; 400 g + 27.6 g + 10 g of garlic.
    expect(nutrition.calories).toBeGreaterThan(380);
    expect(nutrition.calories).toBeLessThan(420);
    expect(calls).toBe(0);

    const part = await makeRecipe(cook.userId, { ingredients: '400 g spaghetti\n100 g house seasoning paste', servings: 4 });
    const mixed = (await (await estimate(part.id, cook.cookie)).json()) as { nutrition: { calories: number; matched_share: number } };
    expect(calls).toBe(1);
    expect(bodies[0]).toContain('house seasoning paste');
    expect(bodies[0]).not.toContain('spaghetti');
    expect(mixed.nutrition.matched_share).toBe(0.8);
    // 400 g at 371 kcal and 100 g at the model's 120 kcal per 100 g.
    expect(mixed.nutrition.calories).toBe(321);
  });
});
