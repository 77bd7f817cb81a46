import { describe, expect, it } from 'vitest';
import deCreator from '../../web/locales/de/creator.json';
import enCreator from '../../web/locales/en/creator.json';
import esCreator from '../../web/locales/es/creator.json';
import { findCombo } from './offline/combos';
import { dietWords, findKind, namedFoods } from './offline/dish-kinds';
import { DISHES, findDish } from './offline/dishes';
import { givenItem } from './offline/items';
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

  it.each([
    ['en', 'beef stew for 6', 'stew', ['beef']],
    ['en', 'Chicken noodle soup', 'soup', ['chicken', 'egg-noodles']],
    ['en', 'Pasta salad', 'salad', ['pasta']],
    ['es', 'Ensalada de pasta', 'salad', ['pasta']],
    ['es', 'Crema de calabacín', 'cream-soup', ['courgette']],
    ['es', 'Tortilla francesa', 'omelette', []],
    ['es', 'Pollo asado con patatas', 'roast', ['chicken', 'potato']],
    ['de', 'Nudelsalat', 'salad', ['pasta']],
    ['de', 'Rindfleischeintopf', 'stew', ['beef']],
    ['de', 'Kartoffelsuppe', 'soup', ['potato']],
    ['de', 'Omelett mit Pilzen', 'omelette', ['mushrooms']],
    ['de', 'Apfelkuchen', 'cake', ['apple']],
  ] as const)('reads the kind of dish and its foods from %s "%s"', (language, text, kind, foods) => {
    const found = findKind(text, language);
    expect(found?.id).toBe(kind);
    expect(namedFoods(text, found!).map((f) => f.id).sort()).toEqual([...foods].sort());
  });

  it('reads the diet words of a description', () => {
    expect(dietWords('vegan chili')).toEqual({ meatless: true, profile: { diets: ['vegan'], allergens: [], dislikes: [] } });
    expect(dietWords('Chili sin carne').profile?.diets).toEqual(['vegetarian']);
    expect(dietWords('Gemüsecurry').meatless).toBe(true);
    expect(dietWords('Beef stew')).toEqual({ meatless: false, profile: null });
  });

  it.each([
    ['en', ['eggs', 'flour', 'milk', 'butter', 'sugar'], 'crepes'],
    ['en', ['flour', 'eggs', 'milk', 'baking powder'], 'pancakes'],
    ['es', ['huevos', 'patatas', 'cebolla'], 'tortilla'],
    ['de', ['Spaghetti', 'Eier', 'Speck', 'Parmesan'], 'carbonara'],
    ['en', ['potatoes', 'onion', 'eggs', 'cheddar'], null],
    ['de', ['Kartoffeln', 'Zwiebeln', 'Speck', 'Eier'], null],
  ] as const)('knows the classic combination of %s %j', (language, names, id) => {
    const combo = findCombo(names.map((name) => givenItem(name, 2, language)));
    expect(combo ? (combo.dish ?? combo.kind) : null).toBe(id);
  });
});
