import { describe, expect, it } from 'vitest';
import { adaptDish } from './adapt-dish';
import { bundledCookbook } from './cookbook-store';

/**
 * A dish whose main the cook's profile forbids (docs/cookbook.md "Adapting a dish"): the
 * cookbook's own meatless version under the name that says what it is, else the main swapped in
 * a stew-like dish, else the conflict.
 */
const VEGETARIAN = { diets: ['vegetarian' as const], allergens: [], dislikes: [] };

describe('the meatless version of a dish the profile forbids', () => {
  it('finds the chickpea curry for a chicken curry in en, es and de, under its curry name', { timeout: 60_000 }, async () => {
    for (const [asked, language, title] of [
      ['Chicken curry', 'en', 'Chickpea Curry'],
      ['Curry de pollo', 'es', 'Curry de garbanzos'],
      ['Hühnercurry', 'de', 'Kichererbsen-Curry'],
    ] as const) {
      const found = await bundledCookbook.findByName(asked, language, VEGETARIAN);
      expect(found, asked).not.toBeNull();
      const { version } = await bundledCookbook.meatlessVersion(found!, language, VEGETARIAN);
      expect(version?.title, asked).toBe(title);
      expect(version?.dish.base, asked).toMatch(/^(?:vegan|vegetarian)$/);
    }
  });

  it('has nothing to keep of a request that is only the meat', async () => {
    const found = await bundledCookbook.findByName('Steak', 'en', VEGETARIAN);
    expect(await bundledCookbook.meatlessVersion(found!, 'en', VEGETARIAN)).toEqual({ version: null, keepsDish: false });
  });

  it('swaps a braise\'s main only when asked, and never a roast\'s', async () => {
    const braise = (await bundledCookbook.get('ca-ri-ga'))!;
    expect(adaptDish(braise, { language: 'en', diet: VEGETARIAN })).toMatchObject({ main: true });
    const swapped = adaptDish(braise, { language: 'es', diet: VEGETARIAN, swapMain: true });
    expect('recipe' in swapped && swapped.recipe.title).toBe('Curry vietnamita de garbanzos');
    expect('recipe' in swapped && swapped.recipe.ingredients[0]).toBe('1 kg de garbanzos');
    expect('recipe' in swapped && swapped.recipe.instructions.join(' ')).toContain('hasta que los garbanzos estén tiernos');
    const roast = (await bundledCookbook.findByName('Roast chicken', 'en', VEGETARIAN))!.dish;
    expect(adaptDish(roast, { language: 'en', diet: VEGETARIAN, swapMain: true })).toMatchObject({ main: true, conflict: { rule: 'vegetarian' } });
  });
});
