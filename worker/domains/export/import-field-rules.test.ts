import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { count, postImport } from './export-test-helpers';

/** docs/decisions/032-hardening-second-pass.md: a restored recipe meets the same field rules as one sent to the API. */

const manifest = strToU8(JSON.stringify({ format: 'forkcast-export', version: 1, exported_at: '2026-01-01T00:00:00.000Z' }));

const recipe = (over: Record<string, unknown>) => ({
  title: 'Field soup', description: null, cuisine: null, cooking_method: null, prep_time: 5, cook_time: 5, servings: 2, difficulty: 'easy',
  ingredients: 'water', instructions: 'Boil', notes: null, language: 'en', generation_type: 'prompt', recipe_type: 'quick',
  provider: 'manual', nutrition: null, source_url: null, created_at: '2026-01-01T00:00:00.000Z', ...over,
});
const zipOf = (over: Record<string, unknown>) =>
  zipSync({ 'manifest.json': manifest, 'recipes/a.json': strToU8(JSON.stringify({ source_key: 'a', photo: null, recipe: recipe(over) })) });

describe('POST /api/import holds each recipe to the API’s field rules', () => {
  it.each([
    ['a free-text cuisine', { cuisine: 'Visit evil.test for free credits' }, /recipe\.cuisine/],
    ['a free-text cooking method', { cooking_method: 'Call 555-0100 now' }, /recipe\.cooking_method/],
    ['a description past the API’s 1000 characters', { description: 'x'.repeat(1001) }, /recipe\.description/],
    ['servings past the API’s 100', { servings: 1000 }, /recipe\.servings/],
    ['an ingredient line past the API’s 300 characters', { ingredients: `water\n${'y'.repeat(301)}` }, /recipe\.ingredients/],
  ])('400 for %s; nothing is stored or shown', async (_label, over, detail) => {
    const user = await signIn();
    const res = await postImport(user.cookie, zipOf(over));
    const json = await res.json<{ code: string; details: string }>();
    expect({ status: res.status, code: json.code }).toEqual({ status: 400, code: 'validation_failed' });
    expect(json.details).toMatch(detail);
    expect(await count('SELECT count(*) AS n FROM recipes WHERE user_id = ?1', user.userId)).toBe(0);
  });

  it('a cuisine and cooking method from the API’s lists are restored', async () => {
    const user = await signIn();
    const res = await postImport(user.cookie, zipOf({ cuisine: 'italian', cooking_method: 'baking' }));
    expect(res.status).toBe(200);
    const list = await (await apiFetch('/my-recipes', { cookie: user.cookie })).json<{ recipes: Array<{ cuisine: string | null }> }>();
    expect(list.recipes.map((r) => r.cuisine)).toEqual(['italian']);
  });
});
