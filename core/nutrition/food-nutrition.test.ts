import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOOD_NUTRITION } from './food-nutrition.data';
import { buildFoodNutrition } from './food-nutrition-build';
import { buildFoodTable, usdaLinksOf } from '#core/food/food-table-build';
import { foodTableSources } from '#core/food/food-table-sources';
import { nutritionFoodOf, tableNutrition } from './nutrition-table';

const links = usdaLinksOf(buildFoodTable(foodTableSources(readFileSync)).rows);
const usda = readFileSync('data/usda-sr/ABBREV.txt', 'latin1');
const weights = readFileSync('data/usda-sr/WEIGHT.txt', 'latin1');
const descriptions = readFileSync('data/usda-sr/FOOD_DES.txt', 'latin1');

const nameOf = (line: string, language: 'en' | 'es' | 'de') => {
  const row = nutritionFoodOf(line, language);
  return row === null ? null : FOOD_NUTRITION[row]![1].split('|')[0];
};

describe('the food table: nutrition (docs/decisions/080-nutrition-from-the-food-table.md)', () => {
  it('is the build of its sources: every link names a USDA food and no name is written twice', () => {
    const built = buildFoodNutrition(links, usda, weights, descriptions);
    expect(built.problems).toEqual([]);
    expect(readFileSync('core/nutrition/food-nutrition.data.ts', 'utf8')).toBe(built.text);
  });

  it('fails a link to a food USDA does not have, and a name that another food already has', () => {
    const { problems } = buildFoodNutrition('99999 | unicorn | unicornio | Einhorn\n11282 | onion | cebolla | Zwiebel\n11294 | red onion, onion | cebolla morada | rote Zwiebel', usda, weights);
    expect(problems.some((p) => p.includes('no USDA food 99999'))).toBe(true);
    expect(problems.some((p) => p.includes('"onion" is also a name of onion'))).toBe(true);
  });

  it('carries each food in three languages, with figures per 100 g and USDA weights', () => {
    // A USDA food the gate splits in two (dried and tinned beans, pasta and noodles) is two rows of the one food table.
    const named = new Map<string, string[]>();
    for (const [ndb, en, es, de] of FOOD_NUTRITION) named.set(ndb, (named.get(ndb) ?? ['', '', '']).map((names, i) => names + [en, es, de][i]));
    for (const [ndb, names] of named) for (const language of names) expect(language.length, `${ndb} names`).toBeGreaterThan(0);
    for (const [ndb, , , , per100g] of FOOD_NUTRITION) {
      expect(ndb).toMatch(/^\d{5}$/);
      expect(per100g).toHaveLength(7);
      expect(per100g[0]! >= 0 && per100g[0]! <= 902, `${ndb} kcal`).toBe(true);
    }
    const onion = FOOD_NUTRITION.find(([ndb]) => ndb === '11282')!;
    expect(onion[4][0]).toBe(40);
    expect(onion[5]).toBeCloseTo(160 / 236.6, 2); // a cup, chopped
    expect(onion[6]).toBe(110); // a medium one
  });

  it.each([
    ['2 cebollas picadas', 'es', 'onion'],
    ['2 Zwiebeln, fein gewürfelt', 'de', 'onion'],
    ['500 g Rinderhackfleisch', 'de', 'ground beef'],
    ['1 cup shredded sharp cheddar', 'en', 'cheddar'],
    ['200 g de pechuga de pollo deshuesada', 'es', 'chicken breast'],
    ['2 tbsp extra virgin olive oil', 'en', 'olive oil'],
    ['1 EL Olivenöl', 'de', 'olive oil'],
    ['3 dientes de ajo', 'es', 'garlic'],
    ['a pinch of ground cinnamon', 'en', 'cinnamon'],
    ['1 packet strawberry gelatin', 'en', 'gelatin'],
  ] as const)('matches %s (%s) to %s', (line, language, food) => {
    expect(nameOf(line, language)).toBe(food);
  });

  it('leaves a food it does not know unmatched rather than guessing a neighbour', () => {
    expect(nameOf('2 tbsp gochujang-style fermented unicorn paste', 'en')).toBeNull();
    expect(nameOf('1 cup strawberry topping', 'en')).toBeNull();
  });

  it('weighs a volume by its own density, counts frying oil as what the food keeps, and names what it cannot match', () => {
    // 1 cup of shredded cheddar is 113 g (USDA), not 240 g of water: 113 g x 403 kcal/100 g = 455 kcal.
    const cheese = tableNutrition(['1 cup shredded cheddar'], 1, 'en');
    expect(cheese.perServing!.calories).toBeGreaterThan(440);
    expect(cheese.perServing!.calories).toBeLessThan(470);
    const fried = tableNutrition(['500 g potatoes', '1 litre vegetable oil, for frying'], 4, 'en');
    const plain = tableNutrition(['500 g potatoes'], 4, 'en');
    expect(fried.perServing!.calories - plain.perServing!.calories).toBeLessThan(400); // 15 % of 920 g of oil, over 4
    const partial = tableNutrition(['400 g spaghetti', '200 g mystery sauce base'], 4, 'en');
    expect(partial.unmatched).toEqual(['200 g mystery sauce base']);
    expect(partial.matchedShare).toBeCloseTo(0.67, 2);
  });
});
