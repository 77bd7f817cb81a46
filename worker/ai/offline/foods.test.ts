import { describe, expect, it } from 'vitest';
import { foodMeasure, gramsOf } from '#core/food/food-measures';
import { ingredientKey, wordKey } from '#core/food/ingredient-key';
import { FOODS } from './foods';

/**
 * The offline chef weighs its pieces, cloves and spoons by the one food table, core/food/food-measures.ts
 * (docs/decisions/054-one-units-table.md): an egg is the table's egg whichever code counts it.
 */
describe('the offline chef weighs foods by the food table', () => {
  const byId = new Map(FOODS.map((food) => [food.id, food]));
  const cases: Array<[string, string, Parameters<typeof gramsOf>[1]]> = [
    ['egg', 'egg', { quantity: 1, unit: null, pack: null }],
    ['onion', 'onion', { quantity: 1, unit: null, pack: null }],
    ['carrot', 'carrot', { quantity: 1, unit: null, pack: null }],
    ['lime', 'lime', { quantity: 1, unit: null, pack: null }],
    ['garlic', 'garlic', { quantity: 1, unit: null, pack: wordKey('clove') }],
    ['olive-oil', 'olive oil', { quantity: 1, unit: 'tbsp', pack: null }],
    ['cumin', 'cumin', { quantity: 1, unit: 'tsp', pack: null }],
    ['soy-sauce', 'soy sauce', { quantity: 1, unit: 'tbsp', pack: null }],
  ];
  it.each(cases)('%s weighs what the table says one of its measure weighs', (id, name, amount) => {
    expect(byId.get(id)?.grams).toBe(gramsOf(foodMeasure(ingredientKey(name)), amount));
  });

  it('every food counted by the piece, clove, sprig, leaf, spoon or pinch has a weight from the table', () => {
    const counted = FOODS.filter((food) => food.measure !== 'g' && food.measure !== 'ml');
    expect(counted.length).toBeGreaterThan(40);
    for (const food of counted) expect(food.grams, food.id).toBeGreaterThan(0);
    expect(byId.get('egg')?.grams).toBe(50);
  });
});
