import { describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS } from '#core/schemas/recipe';
import { signIn } from '../../test/helpers';
import { generate, quickRequest } from './creator-test-helpers';

/**
 * docs/decisions/014-hardening.md: the route takes up to the maximum of ingredients; the offline
 * chef cooks the cookbook's dish that uses the cook's foods and names every one it does not use
 * in the description, never fried alone (docs/decisions/077-the-cookbook.md); above the maximum, a 400.
 */
describe('POST /api/generate-recipe ingredient limits', () => {
  it.each([6, 20, MAX_INGREDIENTS])('takes %i ingredients: the dish that uses them, the rest named, none invented as a line', async (count) => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const dish = ['spaghetti', 'eggs', 'guanciale', 'pecorino'];
    const extra = Array.from({ length: count - dish.length }, (_, i) => `pantry item ${i}`);
    const res = await generate(cookie, { ...quickRequest, ingredients: [...dish, ...extra] });
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { ingredients: string; title: string; description: string } }>();
    expect(recipe.title).toBe('Spaghetti Carbonara');
    expect(recipe.ingredients).not.toMatch(/pantry item/);
    expect(recipe.description).toContain('Not used in this dish: pantry item 0');
    if (count <= 20) for (const item of extra) expect(recipe.description).toContain(item);
  });

  it(`answers 400 above ${MAX_INGREDIENTS} ingredients`, async () => {
    const { cookie } = await signIn({ planType: 'monthly' });
    const ingredients = Array.from({ length: MAX_INGREDIENTS + 1 }, (_, i) => `item ${i}`);
    const res = await generate(cookie, { ...quickRequest, ingredients });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});
