import { describe, expect, it } from 'vitest';
import type { RecipeLanguage } from '#core/kernel/options';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { adaptDish } from './adapt-dish';
import { COOKBOOK_FILES } from './cookbook-files';

/**
 * A cookbook dish cooked for other servings says in its steps the amounts its list says
 * (docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md, "Amounts in the steps"), with real
 * dishes of the cookbook in en, es and de; a pan's size, a dish's size and an estimate stay.
 */
const dishes = new Map((Object.values(COOKBOOK_FILES).flat() as CookbookDish[]).map((dish) => [dish.id, dish]));

function adapted(id: string, language: RecipeLanguage, servings: number) {
  const dish = dishes.get(id);
  if (!dish) throw new Error(`no dish ${id}`);
  const result = adaptDish(dish, { language, servings });
  if (!('recipe' in result)) throw new Error(`${id} did not adapt`);
  return result.recipe;
}

describe('adaptDish: the steps follow the servings asked', () => {
  it.each([
    ['bun-cha', 'es', 2, '3 ½ cucharadas de salsa de pescado', 'Mezcla 1 ½ cucharadas de la salsa de pescado, 1 cucharada del azúcar, la chalota'],
    ['banh-xeo', 'en', 8, '800 ml water', 'coconut milk and 500 ml of the water into a thin batter'],
    ['banh-xeo', 'en', 8, '⅔ cup vegetable oil', 'in a 24 cm non-stick frying pan'],
    ['banh-xeo', 'en', 8, '500 g raw prawns, peeled and deveined', 'Add a few slices of pork, 3 or 4 prawns and some onion'],
    ['baked-mac-and-cheese', 'de', 3, '40 g Butter', 'Inzwischen 30 g Butter in einem großen Topf'],
    ['baked-mac-and-cheese', 'de', 3, '180 g würziger Cheddar, gerieben', '150 g Cheddar, Senfpulver, Cayennepfeffer und das restliche Salz einrühren, bis der Käse geschmolzen ist. Die Nudeln unterheben und alles in eine Auflaufform von 23 × 33 cm füllen.'],
    ['kaesekuchen', 'de', 6, '3 Eier (1 für den Boden, 2 für die Füllung)', 'Quark, restlichen Zucker, 2 Eier, Sahne'],
    ['kaesekuchen', 'de', 6, '130 g Zucker (40 g für den Boden, 90 g für die Füllung)', 'die Butter mit Mehl, 40 g Zucker und Backpulver'],
  ] as const)('%s (%s) for %i: the list has "%s", a step "%s"', (id, language, servings, line, step) => {
    const recipe = adapted(id, language, servings);
    expect(recipe.ingredients).toContain(line);
    expect(recipe.instructions.join('\n')).toContain(step);
  });
});
