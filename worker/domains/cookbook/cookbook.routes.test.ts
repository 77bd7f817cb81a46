import { describe, expect, it } from 'vitest';
import type { CookbookDishPreview, CookbookMatchResponse } from '#core/schemas/cookbook';
import { apiFetch, signIn } from '../../test/helpers';
import { inDays, jsonOf } from '../../test/kitchen-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';

/**
 * The cookbook's routes (docs/api.md "Cookbook"): "Cook from what I have" from typed foods on any
 * plan and from the pantry on Pro, the cook's recipes with the cookbook's dishes; a dish preview.
 */

const match = (cookie: string | undefined, json: unknown) => apiFetch('/cookbook/match', { method: 'POST', json, ...(cookie ? { cookie } : {}) });

describe('POST /api/cookbook/match', () => {
  it('answers 401 signed out, before the body is read', async () => {
    const res = await match(undefined, { ingredients: ['eggs'], language: 'en' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('ranks the cookbook and the cook\'s own recipes by the share at hand, on the free plan', async () => {
    const free = await signIn({ planType: 'free' });
    const own = await makeRecipe(free.userId, { title: 'Huevos rotos de casa', ingredients: '4 huevos\n500 g de patatas\n1 cebolla\n2 cucharadas de aceite de oliva\n1 cucharadita de sal' });
    await makeRecipe(free.userId, { title: 'Fish soup', ingredients: '400 g de bacalao\n1 l de caldo de pescado' });
    const body = await jsonOf<CookbookMatchResponse>(match(free.cookie, { ingredients: ['huevos', 'patatas', 'cebolla', 'aceite de oliva'], language: 'es' }));
    const tortilla = body.matches.find((m) => m.dish_id === 'tortilla-de-patatas');
    expect(tortilla).toMatchObject({ kind: 'cookbook', recipe_id: null, title: 'Tortilla de patatas' });
    expect(tortilla!.have).toEqual(expect.arrayContaining(['huevos', 'patatas', 'cebolla']));
    expect(tortilla!.share).toBeGreaterThan(0.5);
    const mine = body.matches.find((m) => m.recipe_id === own.id);
    expect(mine).toMatchObject({ kind: 'recipe', dish_id: null, title: 'Huevos rotos de casa', share: 1, missing: [] });
    expect(body.matches.some((m) => m.title === 'Fish soup')).toBe(false);
    expect(body.matches.length).toBeLessThanOrEqual(12);
    const shares = body.matches.map((m) => m.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });

  it('names what a dish still needs in the asked language', async () => {
    const free = await signIn({ planType: 'free' });
    const body = await jsonOf<CookbookMatchResponse>(match(free.cookie, { ingredients: ['spaghetti', 'eggs'], language: 'de' }));
    const carbonara = body.matches.find((m) => m.dish_id === 'spaghetti-carbonara');
    expect(carbonara).toMatchObject({ title: 'Spaghetti Carbonara', have: ['spaghetti', 'eggs'] });
    expect(carbonara!.missing).toEqual(expect.arrayContaining(['Guanciale', 'Pecorino Romano']));
  });

  it('answers 403 plan_required for the pantry on the free plan', async () => {
    const free = await signIn({ planType: 'free' });
    const res = await match(free.cookie, { source: 'pantry', language: 'en' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'plan_required' });
  });

  it('cooks from a Pro cook\'s pantry, what expires first counting most', async () => {
    const pro = await signIn({ planType: 'monthly' });
    for (const [name, days] of [['spaghetti', 200], ['eggs', 1], ['guanciale', 2]] as const) {
      const res = await apiFetch('/pantry', { method: 'POST', cookie: pro.cookie, json: { name, expiry_date: inDays(days) } });
      expect(res.status).toBe(201);
    }
    const body = await jsonOf<CookbookMatchResponse>(match(pro.cookie, { source: 'pantry', language: 'en' }));
    expect(body.matches[0]).toMatchObject({ kind: 'cookbook', dish_id: 'spaghetti-carbonara', title: 'Spaghetti Carbonara' });
    expect(body.matches[0]!.have).toEqual(expect.arrayContaining(['spaghetti', 'eggs', 'guanciale']));
  });

  it('answers an empty pantry with no matches', async () => {
    const pro = await signIn({ planType: 'monthly' });
    expect(await jsonOf<CookbookMatchResponse>(match(pro.cookie, { source: 'pantry', language: 'en' }))).toEqual({ matches: [] });
  });

  it.each([
    ['no ingredients', { ingredients: [], language: 'en' }],
    ['a line too long', { ingredients: ['x'.repeat(121)], language: 'en' }],
    ['51 ingredients', { ingredients: Array.from({ length: 51 }, (_, i) => `food ${i}`), language: 'en' }],
    ['a blank line', { ingredients: ['   '], language: 'en' }],
    ['another source', { source: 'fridge', language: 'en' }],
    ['both at once', { source: 'pantry', ingredients: ['eggs'], language: 'en' }],
    ['an unknown language', { ingredients: ['eggs'], language: 'fr' }],
    ['not a list', { ingredients: 'eggs; DROP TABLE recipes', language: 'en' }],
  ])('answers 400 for %s', async (_, json) => {
    const free = await signIn({ planType: 'free' });
    const res = await match(free.cookie, json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('GET /api/cookbook/dishes/:id', () => {
  it('answers a dish as a read-only preview in the asked language', async () => {
    const free = await signIn({ planType: 'free' });
    const dish = await jsonOf<CookbookDishPreview>(apiFetch('/cookbook/dishes/spaghetti-carbonara?lang=es', { cookie: free.cookie }));
    expect(dish).toMatchObject({ dish_id: 'spaghetti-carbonara', title: 'Espaguetis a la carbonara', servings: 4, prep_time: 10, cook_time: 15, cuisine: 'italian', course: 'main' });
    expect(dish.ingredients).toContain('400 g de espaguetis');
    expect(dish.steps.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for a dish the cookbook does not hold, 400 for a hostile id, 401 signed out', async () => {
    const free = await signIn({ planType: 'free' });
    expect((await apiFetch('/cookbook/dishes/beef-wellington-deluxe-9', { cookie: free.cookie })).status).toBe(404);
    expect((await apiFetch('/cookbook/dishes/..%2F..%2Fetc', { cookie: free.cookie })).status).toBe(400);
    expect((await apiFetch('/cookbook/dishes/spaghetti-carbonara?lang=xx', { cookie: free.cookie })).status).toBe(400);
    expect((await apiFetch('/cookbook/dishes/spaghetti-carbonara')).status).toBe(401);
  });
});
