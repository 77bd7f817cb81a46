import { describe, expect, it } from 'vitest';
import deCreator from '../../web/locales/de/creator.json';
import enCreator from '../../web/locales/en/creator.json';
import esCreator from '../../web/locales/es/creator.json';
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

  it('knows the 15 sample dishes of prompt mode as the creator shows them in en, es and de, each as one dish', () => {
    const samples = { en: enCreator.samples, es: esCreator.samples, de: deCreator.samples } as const;
    const keys = Object.keys(samples.en);
    expect(keys).toHaveLength(15);
    for (const key of keys) {
      const found = (['en', 'es', 'de'] as const).map((language) => findDish((samples[language] as Record<string, string>)[key] ?? '')?.id);
      expect(found[0], key).toBeDefined();
      expect(new Set(found).size, `${key}: ${found.join(', ')}`).toBe(1);
    }
  });

  it('finds German compounds and leaves unknown dishes alone', () => {
    expect(findDish('Hähnchencurry für 2')?.id).toBe('chicken-curry');
    expect(findDish('Spaghetti Carbonara für zwei')?.id).toBe('carbonara');
    expect(findDish('Fish tacos')).toBeNull();
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
