import { describe, expect, it } from 'vitest';
import { PARSE_CASES } from './ingredient-parse.cases';
import { parseIngredientLine } from './ingredient-parse';
import { readLabelled, score } from './ingredient-parse.score';

describe('parseIngredientLine', () => {
  for (const [kind, cases] of Object.entries(PARSE_CASES)) {
    describe(kind, () => {
      it.each(cases.map((c) => [c.line, c] as const))('%s', (line, expected) => {
        const parsed = parseIngredientLine(line);
        expect(parsed).not.toBeNull();
        expect(parsed).toMatchObject({ name: expected.name, quantity: expected.quantity, unit: expected.unit });
        if (expected.pack !== undefined) expect(parsed?.pack).toBe(expected.pack);
        expect(parsed?.quantityMin).toBe(expected.quantityMin);
        expect(parsed?.part).toBe(expected.part);
      });
    });
  }

  it('a line with nothing but an amount is no ingredient', () => {
    expect(parseIngredientLine('2 cups')).toBeNull();
    expect(parseIngredientLine('  ')).toBeNull();
  });

  it('a section heading is no ingredient', () => {
    for (const heading of ['For the sauce:', '**For the glaze:**', 'Topping:', 'Para la salsa:', 'Für den Teig:', 'Zum Bestreuen:'])
      expect(parseIngredientLine(heading)).toBeNull();
    expect(parseIngredientLine('Garnish: chopped chives')?.name).toBe('chives');
  });

  it('a heading may carry a number or lack its colon, a labelled line stays an ingredient', () => {
    for (const heading of ['Zutaten für 4 Portionen:', 'FOR THE FROSTING', 'For the vinaigrette', 'PARA LA SALSA', 'Für den Belag'])
      expect(parseIngredientLine(heading)).toBeNull();
    expect(parseIngredientLine('For the pan: butter')?.name).toBe('butter');
  });

  it('the same food meets under one key in any form', () => {
    const keys = ['chicken or vegetable stock', '1 quart chicken stock'].map((l) => parseIngredientLine(l)?.key);
    expect(keys[0]).toBe(keys[1]);
    expect(parseIngredientLine('juice of 1 lemon')?.key).toBe(parseIngredientLine('2 lemons')?.key);
  });
});

describe('the labelled lines (core/ingredients/data/ingredient-lines.*.txt)', () => {
  it.each(['en', 'es', 'de'])('%s: food, quantity and unit right every line right (the set guards what was fixed)', async (lang) => {
    const { readFileSync } = await import('node:fs');
    const lines = readLabelled(readFileSync(`core/ingredients/data/ingredient-lines.${lang}.txt`, 'utf8'));
    const result = score(parseIngredientLine, lines);
    expect(lines.length).toBeGreaterThanOrEqual(50);
    expect(result.misses.map((m) => m.line)).toEqual([]);
  });
});

/**
 * The held-out set (core/ingredients/data/ingredient-lines-heldout.*.txt), written after the parser's rework:
 * the parser keeps its level there, and the lines it still misses are named, so a regression on
 * any other line fails and a fixed miss is taken off the list.
 */
const HELD_OUT_MISSES: Record<'en' | 'es' | 'de', string[]> = {
  // "warm" is how the water is prepared, and the parser takes it off; the label keeps it, as the
  // first set keeps "boiling water".
  en: ['2 cups warm water (110 degrees F/45 degrees C)'],
  es: [],
  // "Beet" (a punnet of cress) is no pack word: in English lines it is the vegetable.
  de: ['1 Beet Kresse'],
};

describe('the held-out lines (core/ingredients/data/ingredient-lines-heldout.*.txt)', () => {
  it.each(['en', 'es', 'de'] as const)('%s: every line right but the known misses', async (lang) => {
    const { readFileSync } = await import('node:fs');
    const lines = readLabelled(readFileSync(`core/ingredients/data/ingredient-lines-heldout.${lang}.txt`, 'utf8'));
    const result = score(parseIngredientLine, lines);
    expect(lines.length).toBeGreaterThanOrEqual(120);
    expect(result.misses.map((m) => m.line)).toEqual(HELD_OUT_MISSES[lang]);
  });
});

/**
 * The second held-out set (core/ingredients/data/ingredient-lines-heldout-2.*.txt), written when the first was
 * fixed and no longer measured generalisation. First run 78.1 / 63.8 / 65.6 % lines right (en / es /
 * de); the classes it missed were fixed. The misses left are named: each is arguable or would need a
 * rule that breaks another food.
 */
const HELD_OUT_2_MISSES: Record<'en' | 'es' | 'de', string[]> = {
  en: [
    // "85%" names the grade; dropping percentages would also turn "2% milk" into milk.
    '1 lb. 85% lean ground beef',
    // Two brands with their own amounts; the first alternative is a brand, not a food.
    '2 tsp. Diamond Crystal or 1 tsp. Morton kosher salt',
    // "mixed" is arguable ("mixed greens", "mixed nuts" are foods of their own).
    '1 lb. mixed wild mushrooms, torn',
    // A preparation word inside the name: only the ends are trimmed, so "whole milk" keeps "whole".
    '10 oz. frozen chopped spinach, thawed',
  ],
  es: [
    // "crudo" after a food is also "jamón crudo" (a ham).
    '8 langostinos crudos',
    // "nuez" is also the walnut ("nuez moscada", "nuez de macadamia").
    'una nuez de mantequilla',
    // "lomo" is also a cut ("lomo de cerdo"); the label counts the loins of cod as the fish.
    '4 lomos de bacalao desalado',
  ],
  // "gr." is groß here but gramos in Spanish lines ("100 gr. de harina").
  de: ['1 gr. Zwiebel'],
};

describe('the second held-out lines (core/ingredients/data/ingredient-lines-heldout-2.*.txt)', () => {
  it.each(['en', 'es', 'de'] as const)('%s: every line right but the known misses', async (lang) => {
    const { readFileSync } = await import('node:fs');
    const lines = readLabelled(readFileSync(`core/ingredients/data/ingredient-lines-heldout-2.${lang}.txt`, 'utf8'));
    const result = score(parseIngredientLine, lines);
    expect(lines.length).toBeGreaterThanOrEqual(90);
    expect(result.misses.map((m) => m.line)).toEqual(HELD_OUT_2_MISSES[lang]);
  });
});

/**
 * One food is never mistaken for another: the food of the table (core/food/food-table.ts) that a
 * parsed line names, by class of misreading seen on published recipes.
 */
const FOOD_OF_LINE: Record<string, Array<[string, string | null]>> = {
  // A preparation word that is part of a food's name in the table keeps the name whole: in US
  // recipes "crushed red pepper" is chili flakes, not a bell pepper. Where the name without it
  // still names the same food, the word goes ("crushed red pepper flakes").
  'a preparation word that is part of the name': [
    ['¼ teaspoon crushed red pepper', 'chili_flakes'],
    ['2 tablespoons crushed red peppers', 'chili_flakes'],
    ['Salt and crushed red pepper to taste', 'chili_flakes'],
    ['1/2 tsp crushed red pepper flakes', 'chili_flakes'],
    ['1 red pepper, crushed', 'red_pepper'],
    ['1 red bell pepper, chopped', 'red_pepper'],
    ['1 cup fresh basil', 'basil'],
    ['1/2 cup grated parmesan', 'parmesan'],
  ],
  // A German compound's head or start ("Rinderhackfleisch", "Knoblauchzehen") is read inside a German
  // word only: an English word that starts or ends like a food is another food or none.
  'an English word read as a German compound': [
    ['1 pink grapefruit', null],
    ['2 oz pepperoni', null],
    ['1/4 cup crushed peppermint candies', null],
    ['1 tsp peppermint extract', null],
    ['1 cup marionberries', null],
    ['1 tbsp Kashmiri chili powder', 'chili_powder'],
    ['200 g Rinderhackfleisch', 'ground_beef'],
    ['2 Knoblauchzehen', 'garlic'],
    ['1 EL Olivenöl', 'olive_oil'],
    ['3 Lorbeerblätter', 'bay_leaf'],
  ],
  // A word for a class of foods after the food ("cheese", "steak") gives way to the food the words
  // before it name, also when another word stands in front of it.
  'a class word after a food with a word before it': [
    ['12 ounces smoked gruyere cheese (shredded)', 'gruyere'],
    ['1 (15 to 16-ounce) container full-fat ricotta cheese', 'ricotta'],
    ['Parsley and parmesan cheese for garnish', 'parmesan'],
    ['2 ahi tuna steaks', 'tuna'],
    ['1 cup shredded cheddar cheese', 'cheddar'],
    ['8 oz pepper jack cheese', 'monterey_jack'],
    ['200 g geriebener Emmentaler Käse', 'gruyere'],
  ],
  // A German stem of three letters ("Rübe" keys as rub) is an English word in an English name.
  'a German stem read as an English word': [
    ['1/4 - 1/2 cups spice rub (I like harissa or jerk rubs)', null],
    ['2 tbsp dry rub', null],
    ['2 Rüben, geschält', 'turnip'],
    ['1 Pute (ca. 4 kg)', 'turkey'],
    ['1 Steckrübe', 'turnip'],
  ],
  // A capitalized English word whose key is also a German name of another food ("Beeren").
  'a capitalized English name keyed like a German one': [
    ['3/4 - 1 cup Beer (Irish Stout is best)', 'beer'],
    ['1 cup beer', 'beer'],
    ['500 g Beeren', 'blueberry'],
    ['2 Paprika', 'red_pepper'],
  ],
  // German writes its nouns capitalized: a German name is read in a capitalized word only.
  'a German noun read in a lower-case English word': [
    ['1 tablespoon finely grated lemon rind', 'lemon'],
    ['small chunk of Parmesan rind', 'parmesan'],
    ['200 g Rinderhackfleisch', 'ground_beef'],
    ['2 rote Zwiebeln', 'red_onion'],
    ['1 Bund frische Petersilie', 'parsley'],
    ['500 g mehlig kochende Kartoffeln', 'potato'],
  ],
};

describe('the food a line names', () => {
  for (const [kind, cases] of Object.entries(FOOD_OF_LINE)) {
    it.each(cases)(`${kind}: %s`, async (line, food) => {
      const { foodOf } = await import('#core/food/food-table');
      const parsed = parseIngredientLine(line);
      expect(foodOf(parsed?.name ?? line)?.id ?? null).toBe(food);
    });
  }
});
