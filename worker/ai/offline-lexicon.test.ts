import { describe, expect, it } from 'vitest';
import { FOODS } from './offline/foods';
import { findFood, foodsIn } from './offline/foods-match';

/**
 * The offline chef's food table (its nutrition estimate reads it): every food is found by each of
 * its names in any language, and foods inside a name.
 */
describe('the offline chef’s food lexicon', () => {
  it('finds every food by each of its names, and foods inside a name', () => {
    for (const food of FOODS) {
      for (const language of ['en', 'es', 'de'] as const) {
        expect(findFood(food.names[language].one)?.id, food.names[language].one).toBe(food.id);
      }
    }
    expect(findFood('Hähnchenbrustfilet')?.id).toBe('chicken');
    expect(foodsIn('arroz con pollo').map((f) => f.id).sort()).toEqual(['chicken', 'rice']);
    expect(foodsIn('Linsensuppe').map((f) => f.id)).toEqual(['lentils']);
  });
});
