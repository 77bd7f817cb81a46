import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';

const put = (cookie: string | undefined, json: unknown) =>
  apiFetch('/diet-profile', { method: 'PUT', ...(cookie ? { cookie } : {}), json });

describe('GET and PUT /api/diet-profile', () => {
  it('is 401 when signed out, for GET and PUT', async () => {
    const get = await apiFetch('/diet-profile');
    expect(get.status).toBe(401);
    expect(await get.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
    const res = await put(undefined, { diets: [], allergens: [], dislikes: [] });
    expect(res.status).toBe(401);
  });

  it('starts empty, saves for a free user, trims and de-duplicates, and replaces on the next save', async () => {
    const { cookie, userId } = await signIn({ planType: 'free' });
    expect(await (await apiFetch('/diet-profile', { cookie })).json()).toEqual({ diets: [], allergens: [], dislikes: [] });

    const saved = await put(cookie, {
      diets: ['vegan', 'halal', 'vegan'],
      allergens: ['peanuts', 'sesame'],
      dislikes: ['  cilantro ', 'Cilantro', 'blue cheese'],
    });
    expect(saved.status).toBe(200);
    const expected = { diets: ['vegan', 'halal'], allergens: ['peanuts', 'sesame'], dislikes: ['cilantro', 'blue cheese'] };
    expect(await saved.json()).toEqual(expected);
    expect(await (await apiFetch('/diet-profile', { cookie })).json()).toEqual(expected);

    await put(cookie, { diets: [], allergens: ['milk'], dislikes: [] });
    expect(await (await apiFetch('/diet-profile', { cookie })).json()).toEqual({ diets: [], allergens: ['milk'], dislikes: [] });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM diet_profiles WHERE user_id = ?').bind(userId).first();
    expect(rows).toEqual({ n: 1 });
  });

  it('keeps each user to their own profile', async () => {
    const a = await signIn();
    const b = await signIn();
    await put(a.cookie, { diets: ['vegetarian'], allergens: [], dislikes: [] });
    expect(await (await apiFetch('/diet-profile', { cookie: b.cookie })).json()).toEqual({ diets: [], allergens: [], dislikes: [] });
  });

  it.each([
    ['an unknown diet', { diets: ['paleo'], allergens: [], dislikes: [] }, 'diets.0'],
    ['an unknown allergen', { diets: [], allergens: ['kiwi'], dislikes: [] }, 'allergens.0'],
    ['a blank dislike', { diets: [], allergens: [], dislikes: ['   '] }, 'dislikes.0'],
    ['a 41-character dislike', { diets: [], allergens: [], dislikes: ['x'.repeat(41)] }, 'dislikes.0'],
    ['21 dislikes', { diets: [], allergens: [], dislikes: Array.from({ length: 21 }, (_, i) => `d${i}`) }, 'dislikes'],
    ['a missing list', { diets: [], allergens: [] }, 'dislikes'],
  ])('answers 400 for %s and stores nothing', async (_label, body, field) => {
    const { cookie, userId } = await signIn();
    const res = await put(cookie, body);
    expect(res.status).toBe(400);
    const json = await res.json<{ code: string; details: string }>();
    expect(json.code).toBe('validation_failed');
    expect(json.details).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM diet_profiles WHERE user_id = ?').bind(userId).first();
    expect(rows).toEqual({ n: 0 });
  });

  it('accepts 20 dislikes of 40 characters', async () => {
    const { cookie } = await signIn();
    const dislikes = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}${'y'.repeat(38)}`);
    const res = await put(cookie, { diets: [], allergens: [], dislikes });
    expect(res.status).toBe(200);
    expect((await res.json<{ dislikes: string[] }>()).dislikes).toHaveLength(20);
  });
});
