import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { makeRecipe, makeUser } from './read-test-helpers';
import { NUTRITION_ESTIMATES_PER_DAY } from './nutrition.service';

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
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== `${BASE}/chat/completions`) throw new Error(`unexpected outbound call to ${request.url}`);
    calls += 1;
    await request.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(ESTIMATE) } }] });
  });
});
afterEach(() => vi.restoreAllMocks());

const estimate = (id: string, cookie: string) =>
  app.request(`http://localhost/api/recipes/${id}/nutrition`, { method: 'POST', headers: { cookie } }, { ...env, ...OPENAI_ENV });

describe(`POST /api/recipes/{id}/nutrition: ${NUTRITION_ESTIMATES_PER_DAY} model estimates per cook per day`, () => {
  it('parallel estimates on many recipes, then rounds of changed ingredients, stop at the limit with 429 rate_limited', async () => {
    const cook = await makeUser('monthly');
    const recipes = await Promise.all(Array.from({ length: NUTRITION_ESTIMATES_PER_DAY + 5 }, () => makeRecipe(cook.id)));
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
    const stored = await env.DB.prepare('SELECT used FROM call_budgets WHERE key = ?1').bind(`nutrition:user:${cook.id}`).first<{ used: number }>();
    expect(stored?.used).toBe(NUTRITION_ESTIMATES_PER_DAY);
  });

  it('stored estimates are read for free, and another cook has a budget of their own', async () => {
    const cook = await makeUser('monthly');
    const other = await makeUser('monthly');
    const recipe = await makeRecipe(cook.id);
    expect((await estimate(recipe.id, cook.cookie)).status).toBe(200);
    await env.DB.prepare('UPDATE call_budgets SET used = ?2 WHERE key = ?1').bind(`nutrition:user:${cook.id}`, NUTRITION_ESTIMATES_PER_DAY).run();
    expect((await estimate(recipe.id, cook.cookie)).status).toBe(200);
    expect((await estimate((await makeRecipe(cook.id)).id, cook.cookie)).status).toBe(429);
    expect((await estimate((await makeRecipe(other.id)).id, other.cookie)).status).toBe(200);
    expect(calls).toBe(2);
  });
});
