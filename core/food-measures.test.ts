import { describe, expect, it } from 'vitest';
import { FOOD_MEASURES } from './food-measures';
import { entryDensity, findIngredient, INGREDIENT_ENTRIES, type KindLanguage } from './ingredient-kinds';
import { ingredientKey } from './ingredient-parse';
import { lineGrams } from './nutrition-weights';
import { lineAmount } from './recipe-quality-amounts';
import { buyAmount } from './shopping-amounts';
import { buildShoppingList } from './shopping-merge';

/**
 * core/food-measures.ts is the one table of what foods weigh: the quality gate, the nutrition
 * estimate and the shopping list read it, so a cup of a food weighs the same in all three.
 */

const LANGUAGES: KindLanguage[] = ['en', 'es', 'de'];
const ML = 100;

/** Every name the table weighs by volume, with its grams per ml and how it is bought. */
const WEIGHED = FOOD_MEASURES.flatMap(([names, measure]) => (measure.gPerMl ? names.map((name) => ({ name, measure })) : []));

describe('one table of densities', () => {
  it.each(WEIGHED.map(({ name, measure }) => [name, measure.gPerMl!, measure.buy] as const))(
    '%s: %d g/ml in the quality gate, the nutrition estimate and the shopping list',
    (name, gPerMl, buy) => {
      const grams = ML * gPerMl;
      expect(lineGrams(`${ML} ml ${name}`)).toBeCloseTo(grams, 6);
      for (const language of LANGUAGES) {
        const entry = findIngredient(name, language);
        if (!entry || entry.kind === 'egg') continue;
        // The gate counts a liquid in ml (grams written become ml) and anything else in grams.
        const read = entry.liquid ? lineAmount(`${grams} g ${name}`, language) : lineAmount(`${ML} ml ${name}`, language);
        expect(read?.amount, `${language}: ${name}`).toBeCloseTo(entry.liquid ? ML : grams, 6);
      }
      if (buy === 'mass') expect(buyAmount(ingredientKey(name), ML, 'ml', null).base).toBeCloseTo(grams, 6);
    },
  );

  it('every kind that weighs as a food names one the table weighs by volume', () => {
    const pointing = INGREDIENT_ENTRIES.filter((entry) => entry.weighsAs !== undefined);
    expect(pointing.length).toBeGreaterThan(30);
    expect(pointing.filter((entry) => entryDensity(entry) === null).map((entry) => entry.id)).toEqual([]);
  });

  // The kitchen's spoons are 15 and 5 ml (core/units.ts).
  it.each([
    // A name the table lacks weighs as its kind's food: garam masala as curry powder (0.5 g/ml).
    ['en', '2 tbsp garam masala', 15],
    // "pepper" in the table is the vegetable, which it weighs by the piece: the spice's food then.
    ['en', '1 tsp pepper', 2.5],
    ['es', '1 cucharada de sal marina', 18],
    ['de', '2 EL Kreuzkümmel', 15],
    // The line's own food first: honey (1.42 g/ml) is no sugar (0.85 g/ml).
    ['en', '2 tbsp honey', 42.6],
  ] as const)('the gate weighs %s "%s" at %d g', (language, line, grams) => {
    expect(lineAmount(line, language)?.amount).toBeCloseTo(grams, 3);
  });

  it('a food only weighed stays on the shopping list as written', () => {
    const list = buildShoppingList({
      lines: [
        { text: '1 tsp salt', recipe: 'A', source: 'm:0' },
        { text: '10 g salt', recipe: 'B', source: 'm:1' },
      ],
      pantry: [],
      items: [],
      today: '2026-11-28',
    });
    expect(list.added.map((line) => [line.name, line.quantity, line.unit])).toEqual([
      ['salt', 1, 'tsp'],
      ['salt', 10, 'g'],
    ]);
  });
});
