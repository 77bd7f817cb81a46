import { describe, expect, it } from 'vitest';
import { foodMeasure, type FoodMeasure } from '#core/food/food-measures';
import { foodRows } from '#core/food/food-table';
import { namesOf, TABLE_LANGUAGES } from '#core/food/food-table-build';
import { entryMeasure, findIngredient, INGREDIENT_ENTRIES, type KindLanguage } from '#core/ingredients/ingredient-kinds';
import { ingredientKey, parseIngredientLine } from '#core/ingredients/ingredient-parse';
import { lineGrams } from '#core/nutrition/nutrition-weights';
import { lineAmount } from './recipe-quality-amounts';
import { buyAmount } from '#core/kitchen/shopping-amounts';
import { buildShoppingList } from '#core/kitchen/shopping-merge';

/**
 * core/food/food-measures.ts reads what foods weigh from the one food table (data/foods/foods.tsv
 * g_piece, g_ml, g_pack): the quality gate, the nutrition estimate and the shopping list read it,
 * so a cup, a piece or a bunch of a food weighs the same in all three.
 */

/** Every name of a food the table weighs, with its measure. */
const MEASURED = foodRows().flatMap((row) =>
  TABLE_LANGUAGES.flatMap((language) => namesOf(row, language)).flatMap((name) => {
    const measure = foodMeasure(ingredientKey(name));
    return measure ? [{ name, measure }] : [];
  }),
) as Array<{ name: string; measure: FoodMeasure }>;

const LANGUAGES: KindLanguage[] = ['en', 'es', 'de'];
const ML = 100;

/** Every name the table weighs by volume, with its grams per ml and how it is bought. */
const WEIGHED = MEASURED.filter(({ measure }) => measure.gPerMl);

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

  it('every kind that weighs as a food names one the table knows, and writes no weight of its own', () => {
    const pointing = INGREDIENT_ENTRIES.filter((entry) => entry.weighsAs !== undefined);
    expect(pointing.length).toBeGreaterThan(50);
    expect(pointing.filter((entry) => entryMeasure(entry) === null).map((entry) => entry.id)).toEqual([]);
    // Only the bounds per serving are numbers in the kinds table.
    const numbers = INGREDIENT_ENTRIES.flatMap((entry) =>
      Object.entries(entry).flatMap(([field, value]) => (typeof value === 'number' && field !== 'max' && field !== 'min' ? [`${entry.id}.${field}`] : [])),
    );
    expect(numbers).toEqual([]);
  });

  // The kitchen's spoons are 15 and 5 ml (core/kernel/units.ts).
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

/** Every name the table weighs by the piece, with its grams per piece. */
// A name that starts with a unit or a part word ("pound cake", "filete de pollo") reads as an amount
// or a part of its food when counted: left out.
const PIECES = MEASURED.filter(({ name, measure }) => {
  const counted = parseIngredientLine(`2 ${name}`);
  return measure.gPerPiece && counted?.unit === 'pieces' && counted.pack === null;
});

describe('one table of piece and pack weights', () => {
  it.each(PIECES.map(({ name, measure }) => [name, measure.gPerPiece!, measure] as const))(
    '2 %s: %d g each in the quality gate, the nutrition estimate and the shopping list',
    (name, gPerPiece, measure) => {
      const grams = 2 * gPerPiece;
      expect(lineGrams(`2 ${name}`)).toBeCloseTo(grams, 6);
      const parsed = parseIngredientLine(`2 ${name}`)!;
      for (const language of LANGUAGES) {
        const entry = findIngredient(parsed.name, language);
        if (!entry) continue;
        const read = lineAmount(`2 ${name}`, language);
        // Eggs are counted in pieces; a juice counted in fruit is what the fruit gives.
        const expected = entry.kind === 'egg' ? 2 : entry.liquid && measure.juiceMl ? 2 * measure.juiceMl : grams;
        expect(read?.amount, `${language}: ${name}`).toBeCloseTo(expected, 6);
        if (entry.kind === 'egg') expect(lineAmount(`${grams} g ${name}`, language)?.amount).toBeCloseTo(2, 6);
      }
      if (measure.buy === 'mass') expect(buyAmount(ingredientKey(name), 2, 'pieces', null).base).toBeCloseTo(grams, 6);
      if (measure.buy === 'count') expect(buyAmount(ingredientKey(name), grams, 'g', null).base).toBeCloseTo(2, 6);
    },
  );

  // A kind's name the table does not know weighs as its kind's food: a leek as an onion, a pear as
  // a peach, a chicken thigh as a chicken breast.
  const FALLBACKS = INGREDIENT_ENTRIES.flatMap((entry) => {
    const each = entryMeasure(entry)?.gPerPiece;
    if (!each) return [];
    return entry.names.en.filter((name) => foodMeasure(ingredientKey(name)) === null).map((name) => [entry.id, name, each] as const);
  });

  it.each(FALLBACKS)('%s: "2 %s" weighs two of its food in the gate (%d g each)', (id, name, each) => {
    const read = lineAmount(`2 ${name}`, 'en');
    expect(read?.entry.id).toBe(id);
    expect(read?.amount).toBeCloseTo(id === 'egg' ? 2 : 2 * each, 6);
  });

  it('the kinds the gate counts by the piece all take a piece weight from the table', () => {
    const counted = INGREDIENT_ENTRIES.filter((entry) => entryMeasure(entry)?.gPerPiece).map((entry) => entry.id);
    expect(counted).toEqual(
      expect.arrayContaining(['parsley', 'rosemary', 'bay_leaf', 'cinnamon', 'chicken', 'meat', 'fish', 'seafood', 'egg', 'potato', 'onion', 'garlic', 'ginger', 'carrot', 'green_veg', 'citrus', 'fruit']),
    );
  });

  // Parts of a food and parts any food is counted in: the gate and the nutrition estimate agree.
  it.each([
    ['en', '3 cloves garlic', 15],
    ['en', '4 garlic cloves', 20],
    ['es', '2 dientes de ajo', 10],
    ['de', '2 Knoblauchzehen', 10],
    ['en', '1 head garlic', 50],
    ['es', '1 cabeza de ajo', 50],
    ['en', '1 stick butter', 113],
    ['en', '1 bunch parsley', 30],
    ['es', '1 manojo de cilantro', 30],
    ['de', '1 Bund Schnittlauch', 30],
    ['en', '2 sprigs thyme', 2],
    ['es', '2 ramas de romero', 2],
    ['de', '2 Zweige Rosmarin', 2],
    ['es', '1 rama de canela', 3],
    ['de', '1 Stange Zimt', 3],
    ['en', '1 cinnamon stick', 3],
    ['es', '2 hojas de laurel', 0.4],
    ['en', '2 bay leaves', 0.4],
    ['en', '6 basil leaves', 3],
    ['es', '4 rebanadas de pan', 120],
  ] as const)('%s "%s" weighs %d g in the gate and the nutrition estimate', (language, line, grams) => {
    expect(lineGrams(line)).toBeCloseTo(grams, 6);
    expect(lineAmount(line, language)?.amount).toBeCloseTo(grams, 6);
  });

  it('the gate judges no serving by the guessed contents of a can, which the nutrition estimate may use', () => {
    expect(lineGrams('2 cans chickpeas')).toBe(800);
    expect(lineAmount('2 cans chickpeas', 'en')).toBeNull();
  });
});
