import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '#core/kernel/options';
import { formatQuantity, parseQuantity, scaleIngredientLine, scaleIngredients } from '#core/ingredients/recipe-scaling';
import { agreeWord } from '#core/food/plurals';
import { COOK_CASES, SERVINGS_CASES } from './recipe-scaling.cases';
import { scaleForCook, scaleIngredientsForCook } from './recipe-scaling-cook';
import { measureAmount, measureCount } from './recipe-scaling-measure';
import { scaleServingsMentions } from './recipe-scaling-servings';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['1 ½', 1.5],
    ['1½', 1.5],
    ['¾', 0.75],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['1/0', null],
    ['abc', null],
  ])('%s -> %s', (token, value) => {
    expect(parseQuantity(token)).toBe(value);
  });
});

describe('formatQuantity', () => {
  it('prints common fractions as glyphs and large amounts as integers', () => {
    expect(formatQuantity(0.5)).toBe('½');
    expect(formatQuantity(1.5)).toBe('1 ½');
    expect(formatQuantity(2 / 3)).toBe('⅔');
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(1.2)).toBe('1.2');
    expect(formatQuantity(1.2, true)).toBe('1,2');
    expect(formatQuantity(12.4)).toBe('12');
  });
});

describe('scaleIngredientLine', () => {
  it('scales whole numbers and keeps the rest of the line', () => {
    expect(scaleIngredientLine('200 g spaghetti', 2)).toBe('400 g spaghetti');
    expect(scaleIngredientLine('3 eggs', 0.5)).toBe('1 ½ eggs');
  });

  it('scales fractions, mixed numbers and unicode fractions', () => {
    expect(scaleIngredientLine('1/2 cup milk', 2)).toBe('1 cup milk');
    expect(scaleIngredientLine('1 1/2 cups flour', 2)).toBe('3 cups flour');
    expect(scaleIngredientLine('1 ½ tsp salt', 2)).toBe('3 tsp salt');
    expect(scaleIngredientLine('½ onion', 3)).toBe('1 ½ onion');
  });

  it('scales both ends of a range', () => {
    expect(scaleIngredientLine('2-3 cloves garlic', 2)).toBe('4-6 cloves garlic');
    expect(scaleIngredientLine('1 – 2 tbsp oil', 2)).toBe('2 – 4 tbsp oil');
  });

  it('scales decimals, keeping a decimal comma', () => {
    expect(scaleIngredientLine('0.5 kg potatoes', 3)).toBe('1 ½ kg potatoes');
    expect(scaleIngredientLine('1,5 l Milch', 0.5)).toBe('¾ l Milch');
    expect(scaleIngredientLine('1.2 kg beef', 0.5)).toBe('0.6 kg beef');
  });

  // docs/decisions/014-hardening.md: products that land within 0.03 of a whole number print as that number.
  it.each([
    ['0.33 l water', 3, '1 l water'], // 0.99
    ['0.745 kg flour', 4, '3 kg flour'], // 2.98
    ['0.505 kg rice', 2, '1 kg rice'], // 1.01
    ['0.24 kg sugar', 4, '0.96 kg sugar'], // not near enough to snap
    ['0.52 kg oats', 2, '1.04 kg oats'],
    ['0,33 l Milch', 3, '1 l Milch'],
  ])('snaps near-integer products: %s x %i -> %s', (line, factor, expected) => {
    expect(scaleIngredientLine(line, factor)).toBe(expected);
  });

  it('keeps a bullet prefix and units glued to the number', () => {
    expect(scaleIngredientLine('- 100g butter', 2)).toBe('- 200g butter');
  });

  it('leaves lines without a quantity unchanged', () => {
    expect(scaleIngredientLine('Salt and pepper to taste', 2)).toBe('Salt and pepper to taste');
    expect(scaleIngredientLine('A pinch of nutmeg', 2)).toBe('A pinch of nutmeg');
    expect(scaleIngredientLine('', 2)).toBe('');
  });

  it('does nothing for factor 1 or a nonsensical factor', () => {
    expect(scaleIngredientLine('2 eggs', 1)).toBe('2 eggs');
    expect(scaleIngredientLine('2 eggs', 0)).toBe('2 eggs');
  });
});

describe('scaleIngredients', () => {
  it('scales a list from one serving count to another', () => {
    expect(scaleIngredients(['2 eggs', 'Salt'], 2, 4)).toEqual(['4 eggs', 'Salt']);
    expect(scaleIngredients(['2 eggs'], 0, 4)).toEqual(['2 eggs']);
  });
});

describe('scaleForCook (amounts a cook can measure, en/es/de)', () => {
  it.each(COOK_CASES)('%s: "%s" x %d -> "%s"', (lang, line, factor, text, exact) => {
    expect(scaleForCook(line, factor, lang)).toEqual({ text, exact });
  });
});

describe('scaleIngredientsForCook', () => {
  it('scales a 3-serving list to 1: one egg, one teaspoon', () => {
    const lines = scaleIngredientsForCook(['3 eggs', '1 tbsp olive oil', 'Salt to taste'], 3, 1, 'en');
    expect(lines.map((l) => l.text)).toEqual(['1 egg', '1 tsp olive oil', 'Salt to taste']);
    expect(lines[1]?.exact).toBe('⅓ tbsp olive oil');
  });

  it('leaves every line as written at the recipe’s own servings or nonsense servings', () => {
    expect(scaleIngredientsForCook(['1 eggs'], 3, 3, 'en')).toEqual([{ text: '1 eggs', exact: null }]);
    expect(scaleIngredientsForCook(['2 eggs'], 0, 3, 'en')).toEqual([{ text: '2 eggs', exact: null }]);
  });
});

describe('measureAmount and measureCount', () => {
  it.each([
    [5, 'ml', 1, 'tsp'],
    [1 / 3, 'tbsp', 1, 'tsp'],
    [4, 'tbsp', 0.25, 'cups'],
    [0.05, 'tsp', 1, 'pinch'],
    [66.7, 'g', 65, 'g'],
    [1234, 'g', 1.25, 'kg'],
    [333, 'ml', 330, 'ml'],
    [0.3, 'lbs', 5, 'oz'],
    [1 / 3, 'dozen', 4, 'pieces'],
    [2, 'dozen', 2, 'dozen'],
  ] as const)('%d %s -> %d %s', (value, unit, amount, measured) => {
    expect(measureAmount(value, unit)).toEqual({ amount, unit: measured });
  });

  it('rounds whole items up from a half and never below one, other items to halves', () => {
    expect([0.2, 0.5, 1.4, 1.5].map((n) => measureCount(n, true))).toEqual([1, 1, 1, 2]);
    expect([0.1, 0.67, 1.3, 1.8, 5.4].map((n) => measureCount(n, false))).toEqual([0.5, 0.5, 1.5, 2, 5]);
  });
});

describe('agreeWord (plural table and regular rules)', () => {
  it.each([
    ['egg', 2, 'en', 'eggs'],
    ['Eggs', 1, 'en', 'Egg'],
    ['berries', 1, 'en', 'berry'],
    ['radish', 2, 'en', 'radishes'],
    ['huevo', 0.5, 'es', 'huevo'],
    ['limón', 2, 'es', 'limones'],
    ['verdes', 1, 'es', 'verde'],
    ['Ei', 3, 'de', 'Eier'],
    ['Zwiebeln', 1, 'de', 'Zwiebel'],
    ['Möhrchen', 3, 'de', 'Möhrchen'],
  ] as const)('%s for %d (%s) -> %s', (word, amount, lang, expected) => {
    expect(agreeWord(word, amount, lang)).toBe(expected);
  });
});

describe('scaleServingsMentions', () => {
  it.each(SERVINGS_CASES)('"%s" %d -> %d', (step, from, to, expected) => {
    expect(scaleServingsMentions(step, from, to)).toBe(expected);
  });
});

describe('vegetables and fruit counted as pieces scale to whole counts from one up (en/es/de)', () => {
  // [language, line for 4, for 6, for 1]: "1 ½ onions" for 6 is never printed; half a tomato for one may be.
  const PRODUCE: ReadonlyArray<readonly [RecipeLanguage, string, string, string]> = [
    ['en', '1 onion', '2 onions', '½ onion'],
    ['en', '3 carrots', '5 carrots', '1 carrot'],
    ['en', '1 red pepper, sliced', '2 red peppers, sliced', '½ red pepper, sliced'],
    ['en', '3 potatoes', '5 potatoes', '1 potato'],
    ['en', '1 courgette', '2 courgettes', '½ courgette'],
    ['en', '1 aubergine', '2 aubergines', '½ aubergine'],
    ['en', '1 leek', '2 leeks', '½ leek'],
    ['en', '1 cucumber', '2 cucumbers', '½ cucumber'],
    ['en', '3 apples', '5 apples', '1 apple'],
    ['en', '1 avocado', '2 avocados', '½ avocado'],
    ['en', '5 shallots', '8 shallots', '1 shallot'],
    ['es', '1 cebolla', '2 cebollas', '½ cebolla'],
    ['es', '3 zanahorias', '5 zanahorias', '1 zanahoria'],
    ['es', '1 pimiento rojo', '2 pimientos rojos', '½ pimiento rojo'],
    ['es', '3 patatas', '5 patatas', '1 patata'],
    ['es', '1 calabacín', '2 calabacines', '½ calabacín'],
    ['es', '1 berenjena', '2 berenjenas', '½ berenjena'],
    ['es', '3 tomates', '5 tomates', '1 tomate'],
    ['es', '1 pepino', '2 pepinos', '½ pepino'],
    ['de', '1 Zwiebel', '2 Zwiebeln', '½ Zwiebel'],
    ['de', '3 Möhren', '5 Möhren', '1 Möhre'],
    ['de', '3 Kartoffeln', '5 Kartoffeln', '1 Kartoffel'],
    ['de', '1 Zucchini', '2 Zucchini', '½ Zucchini'],
    ['de', '1 Aubergine', '2 Auberginen', '½ Aubergine'],
    ['de', '3 Tomaten', '5 Tomaten', '1 Tomate'],
    ['de', '1 Gurke', '2 Gurken', '½ Gurke'],
    ['de', '3 Äpfel', '5 Äpfel', '1 Apfel'],
  ];
  it.each(PRODUCE)('%s: "%s" for 4 is "%s" for 6 and "%s" for 1', (lang, line, forSix, forOne) => {
    expect(scaleForCook(line, 6 / 4, lang).text).toBe(forSix);
    expect(scaleForCook(line, 1 / 4, lang).text).toBe(forOne);
    expect(scaleForCook(line, 6 / 4, lang).text).not.toMatch(/\d ½/);
  });

  it('leaves what is not a vegetable or fruit to the nearest half: a can, a spoon, a tortilla', () => {
    expect(scaleForCook('1 can chickpeas', 1.5, 'en').text).toBe('1 ½ cans chickpeas');
    expect(scaleForCook('3 tortillas', 1.5, 'en').text).toBe('4 ½ tortillas');
  });
});
