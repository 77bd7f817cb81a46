import { describe, expect, it } from 'vitest';
import { DISHES, findDish } from './offline/dishes';
import { FOODS } from './offline/foods';
import { findFood, foodsIn } from './offline/foods-match';

/**
 * The offline chef's typed lexicons: every dish is found by each of its names in any language
 * (German compounds and descriptions with servings too), every food by each of its names.
 */
describe('the offline chef’s dish and food lexicons', () => {
  it.each(DISHES.map((dish) => [dish.id, dish] as const))('finds %s by every name it has', (_id, dish) => {
    for (const name of [...Object.values(dish.titles), ...dish.also]) expect(findDish(name)?.id, name).toBe(dish.id);
    expect(findDish(`${dish.titles.es} para 4`)?.id).toBe(dish.id);
  });

  it('finds German compounds and leaves unknown dishes alone', () => {
    expect(findDish('Hähnchencurry für 2')?.id).toBe('chicken-curry');
    expect(findDish('Spaghetti Carbonara für zwei')?.id).toBe('carbonara');
    expect(findDish('Seafood paella')).toBeNull();
    expect(findDish('Pumpkin risotto')).toBeNull();
  });

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
