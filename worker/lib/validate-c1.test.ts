import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../test/helpers';

/**
 * C1 control characters (U+0080-009F) are refused like C0 (they were stored though
 * docs/api.md says control characters are refused); zero-width characters and direction marks are kept.
 */
describe('control characters in a body', () => {
  it.each(['\u0080', '\u0085', '\u009B', '\u009F'])('C1 %j in a title or a pantry name is 400 validation_failed naming the field; nothing stored', async (c1) => {
    const cook = await signIn({ planType: 'monthly' });
    const recipe = await apiFetch('/recipes', { cookie: cook.cookie, json: { title: `Soup${c1}`, ingredients: ['1 egg'], instructions: ['Cook.'] } });
    expect(recipe.status).toBe(400);
    expect(await recipe.json()).toMatchObject({ code: 'validation_failed', details: expect.stringMatching(/^title: /) });
    const pantry = await apiFetch('/pantry', { cookie: cook.cookie, json: { name: `Milk${c1}` } });
    expect(pantry.status).toBe(400);
    expect(await pantry.json()).toMatchObject({ code: 'validation_failed', details: expect.stringMatching(/^name: /) });
    const stored = await env.DB.prepare('SELECT (SELECT count(*) FROM recipes WHERE user_id = ?1) + (SELECT count(*) FROM pantry_items WHERE owner_id = ?1) AS n').bind(cook.userId).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('keeps accented letters just past the C1 block, emoji with a zero-width joiner and a direction mark', async () => {
    const cook = await signIn();
    const title = 'Crème brûlée ¡olé! 👩‍🍳 \u200Fشوربة';
    const res = await apiFetch('/recipes', { cookie: cook.cookie, json: { title, ingredients: ['1 egg'], instructions: ['Cook.'] } });
    expect(res.status).toBe(201);
    expect((await res.json<{ recipe: { title: string } }>()).recipe.title).toBe(title);
  });
});
