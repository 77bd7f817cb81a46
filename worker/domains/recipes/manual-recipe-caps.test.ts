import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { FREE_RECIPES_TOTAL, MANUAL_RECIPES_PER_HOUR } from './manual-recipe.service';

/**
 * Caps on writing by hand (a free cook stored 60 recipes of the largest size in one
 * second): per cook per hour, and a total a free cook keeps. Exact under a parallel flood.
 */

const recipe = (i: number) => ({ title: `Flood ${i}`, ingredients: ['1 egg'], instructions: ['Cook it.'] });
const count = async (userId: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE user_id = ?1').bind(userId).first<{ n: number }>())?.n;

describe('POST /api/recipes caps', () => {
  it(`a parallel flood stores exactly ${MANUAL_RECIPES_PER_HOUR} an hour; the rest are 429 rate_limited`, async () => {
    const cook = await signIn();
    const answers = await Promise.all(Array.from({ length: MANUAL_RECIPES_PER_HOUR + 10 }, (_, i) => apiFetch('/recipes', { cookie: cook.cookie, json: recipe(i) })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MANUAL_RECIPES_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', error: expect.stringContaining(`${MANUAL_RECIPES_PER_HOUR}`) });
    expect(await count(cook.userId)).toBe(MANUAL_RECIPES_PER_HOUR);
  });

  it(`a free cook keeping ${FREE_RECIPES_TOTAL - 1} recipes may write one more, not two (429 limit_reached); a Pro cook has no total`, async () => {
    const cook = await signIn();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions, language, generation_type, recipe_type, provider, created_at)
       SELECT ?1 || '-' || i, ?1, 'Kept ' || i, 0, 0, 2, 'easy', '1 egg', 'Cook.', 'en', 'prompt', 'quick', 'manual', '2026-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(cook.userId, FREE_RECIPES_TOTAL - 1)
      .run();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => apiFetch('/recipes', { cookie: cook.cookie, json: recipe(i) })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({ code: 'limit_reached' });
    expect(await count(cook.userId)).toBe(FREE_RECIPES_TOTAL);

    const pro = await signIn({ planType: 'monthly' });
    await env.DB.prepare('UPDATE recipes SET user_id = ?2 WHERE user_id = ?1').bind(cook.userId, pro.userId).run();
    expect((await apiFetch('/recipes', { cookie: pro.cookie, json: recipe(1) })).status).toBe(201);
  });
});
