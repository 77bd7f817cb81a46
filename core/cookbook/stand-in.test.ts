import { describe, expect, it } from 'vitest';
import { adaptDish } from './adapt-dish';
import { bundledCookbook } from './cookbook-store';

/**
 * A cook's food standing in for the dish's (docs/cookbook.md "Cooking from a list"): the line keeps
 * the amount by weight and drops the old food's preparation words, the note reads naturally in
 * each language, and an aromatic (a few grams a serving, garlic) is never "replaced" by a vegetable.
 */
describe('a cook\'s food standing in for the dish\'s', () => {
  it('keeps the amount, drops the old food\'s preparation, leaves the garlic alone', { timeout: 60_000 }, async () => {
    const items = ['beef mince', 'courgette', 'onion', 'tomatoes', 'spaghetti'];
    const [match] = (await bundledCookbook.match({ items: items.map((text) => ({ text })), limit: 40 })).filter((m) => m.usesMain);
    expect(match).toBeDefined();
    const cases = [
      { language: 'en' as const, note: /We use beef mince in place of the /, line: /^\d+ g beef mince$/ },
      { language: 'es' as const, note: /Usamos carne picada de ternera en lugar de /, line: /^\d+ g de carne picada de ternera$/ },
      { language: 'de' as const, note: /Wir nehmen hier Rinderhack statt /, line: /^\d+ g Rinderhack$/ },
    ];
    const names = { en: items, es: ['carne picada de ternera', 'calabacín', 'cebolla', 'tomates', 'espaguetis'], de: ['Rinderhack', 'Zucchini', 'Zwiebel', 'Tomaten', 'Spaghetti'] };
    for (const c of cases) {
      const result = adaptDish(match!.dish, { language: c.language, list: { match: match!, items: names[c.language] } });
      if (!('recipe' in result)) throw new Error('no recipe');
      expect(result.recipe.description, c.language).toMatch(c.note);
      expect(result.recipe.description, c.language).not.toMatch(/Dein\(e\)|sustituye a:/);
      expect(result.recipe.ingredients.some((line) => c.line.test(line)), c.language).toBe(true);
      // The garlic is the dish's own, not a courgette.
      expect(result.recipe.ingredients.join('\n'), c.language).not.toMatch(/^\d+ g (?:de )?(?:courgette|calabacín|Zucchini)$/m);
    }
  });
});
