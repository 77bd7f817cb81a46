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
    // The cook's chicken is the dish's own (a list's main food is never a stand-in); their courgette takes the peppers' place.
    const items = ['chicken thighs', 'courgette', 'onion', 'potatoes'];
    const [match] = (await bundledCookbook.match({ items: items.map((text) => ({ text })), limit: 40 })).filter((m) => m.usesMain);
    expect(match).toBeDefined();
    const cases = [
      { language: 'en' as const, note: /We use courgette in place of the /, line: /^\d+ g courgette$/, garlic: /garlic/ },
      { language: 'es' as const, note: /Usamos calabacín en lugar de /, line: /^\d+ g de calabacín$/, garlic: /ajo/ },
      { language: 'de' as const, note: /Wir nehmen hier Zucchini statt /, line: /^\d+ g Zucchini$/, garlic: /Knoblauch/ },
    ];
    const names = { en: items, es: ['contramuslos de pollo', 'calabacín', 'cebolla', 'patatas'], de: ['Hähnchenschenkel', 'Zucchini', 'Zwiebel', 'Kartoffeln'] };
    for (const c of cases) {
      const result = adaptDish(match!.dish, { language: c.language, list: { match: match!, items: names[c.language] } });
      if (!('recipe' in result)) throw new Error('no recipe');
      expect(result.recipe.description, c.language).toMatch(c.note);
      expect(result.recipe.description, c.language).not.toMatch(/Dein\(e\)|sustituye a:/);
      expect(result.recipe.ingredients.some((line) => c.line.test(line)), c.language).toBe(true);
      // The garlic is the dish's own, not a courgette: one courgette line, and the garlic's line kept.
      expect(result.recipe.ingredients.filter((line) => c.line.test(line)), c.language).toHaveLength(1);
      expect(result.recipe.ingredients.some((line) => c.garlic.test(line)), c.language).toBe(true);
    }
  });
});
