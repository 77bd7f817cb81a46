import type { Language } from '../provider';
import { STEP_LANGUAGE_INDEX, type Dish } from './dish-types';
import { EUROPEAN_DISHES } from './dishes-europe';
import { SPANISH_DISHES } from './dishes-spain';
import { MORE_SAMPLE_DISHES } from './dishes-samples-2';
import { SAMPLE_DISHES } from './dishes-samples';
import { WORLD_DISHES } from './dishes-world';
import { foodById, fold } from './foods-match';
import { capitalize, contract, the } from './grammar';
import { foodItem, type Item } from './items';
import { cutOf, prepSentences } from './plan';

/** Every dish the offline chef knows by name. */
export const DISHES: readonly Dish[] = [...SPANISH_DISHES, ...EUROPEAN_DISHES, ...WORLD_DISHES, ...SAMPLE_DISHES, ...MORE_SAMPLE_DISHES];

const KEYS: ReadonlyArray<readonly [string, Dish]> = DISHES.flatMap((dish) =>
  [...new Set([...Object.values(dish.titles), ...dish.also].map(fold))].map((key) => [key, dish] as const),
).sort((a, b) => b[0].length - a[0].length);

/** The dish a name asks for ("Tortilla española", "hähnchencurry für 2"), or null. */
export function findDish(name: string): Dish | null {
  const text = fold(name);
  for (const [key, dish] of KEYS) if (text.includes(key)) return dish;
  // German compounds end in the dish: "Hähnchencurry", "Kartoffelsalat".
  const compact = text.replace(/ /g, '');
  for (const [key, dish] of KEYS) if (key.trim().length >= 8 && compact.includes(key.replace(/ /g, ''))) return dish;
  return null;
}

/** The dish's own ingredients for `servings`, each as a line and the name steps use. */
export function dishItems(dish: Dish, servings: number, language: Language): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const ingredient of dish.ingredients) {
    const food = foodById(ingredient.food);
    const measured = ingredient.measure ? { ...food, measure: ingredient.measure } : food;
    items.set(ingredient.food, foodItem(measured, ingredient.perServing * servings, language));
  }
  return items;
}

/** The dish's steps with each `{food-id}` named as the item that stands for it now. */
export function dishSteps(dish: Dish, items: Map<string, Item>, language: Language): { steps: string[]; cookTime: number; prepTime: number } {
  const index = STEP_LANGUAGE_INDEX[language];
  let cookTime = 0;
  const steps = dish.steps.map((step) => {
    cookTime += step[0];
    const text = step[index].replace(/\{([a-z-]+)\}/g, (_, id: string) => {
      const item = items.get(id) ?? foodItem(foodById(id), 1, language);
      return the(language, item.mention);
    });
    return contract(language, capitalize(text));
  });
  // A substitute is cut as itself (chickpeas are not cut into pieces like chicken).
  const cuts = dish.cuts.flatMap(([id, cut]) => {
    const item = items.get(id);
    if (!item) return [];
    return [[item, item.food?.id === id ? cut : cutOf(item)] as const];
  });
  const prep = prepSentences(language, cuts);
  return { steps: [...prep.steps, ...steps], cookTime, prepTime: Math.max(dish.prep, prep.minutes) };
}
