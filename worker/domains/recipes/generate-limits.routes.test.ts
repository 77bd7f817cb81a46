import { describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS } from '../../../core/schemas/recipe';
import { signIn } from '../../test/helpers';
import { generate, quickRequest } from './creator-test-helpers';

/** docs/decisions/014-hardening.md: the offline chef keeps every ingredient the route accepts; above the maximum, a 400. */
describe('POST /api/generate-recipe ingredient limits', () => {
  it.each([4, 20, MAX_INGREDIENTS])('keeps all %i ingredients, typed quantities once', async (count) => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const ingredients = Array.from({ length: count }, (_, i) => (i % 2 ? `${i * 10} g pantry item ${i}` : `pantry item ${i}`));
    const res = await generate(cookie, { ...quickRequest, ingredients });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { ingredients: string; title: string } }>();
    const lines = recipe.ingredients.split('\n');
    for (const given of ingredients) {
      expect(lines.filter((line) => line.endsWith(given.replace(/^\d+ g /, ''))).length, given).toBe(1);
      if (/^\d/.test(given)) expect(lines).toContain(given);
    }
    expect(recipe.title.length).toBeLessThanOrEqual(200);
  });

  it(`answers 400 above ${MAX_INGREDIENTS} ingredients`, async () => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const ingredients = Array.from({ length: MAX_INGREDIENTS + 1 }, (_, i) => `item ${i}`);
    const res = await generate(cookie, { ...quickRequest, ingredients });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
