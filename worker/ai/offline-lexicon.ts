import type { Dish } from './offline-dish';
import { EUROPEAN_DISHES } from './offline-dishes-europe';
import { WORLD_DISHES } from './offline-dishes-world';
import { normalise } from './offline-vocab';

/** Every dish the offline chef knows by name (see offline-dishes-*.ts). */
export const DISHES: readonly Dish[] = [...EUROPEAN_DISHES, ...WORLD_DISHES];

export interface DishMatch {
  dish: Dish;
  /** Only the kind of dish was named ("pumpkin risotto"): its variable ingredients may be swapped. */
  generic: boolean;
  /** The words of the name besides the dish's own ("with peas"), where more ingredients may be named. */
  rest: string;
}

/** Accents folded, so "Kasespatzle" finds "Käsespätzle". */
const fold = normalise;

interface Key {
  key: string;
  dish: Dish;
  generic: boolean;
}

const KEYS: Key[] = DISHES.flatMap((dish) => [
  ...[...Object.values(dish.titles), ...dish.aliases].map((name) => ({ key: fold(name), dish, generic: false })),
  ...dish.generic.map((name) => ({ key: fold(name), dish, generic: true })),
])
  // Full names first, then the longest: "mushroom risotto" before "risotto".
  .sort((a, b) => Number(a.generic) - Number(b.generic) || b.key.length - a.key.length);

/** The dish a free-text recipe name asks for, or null when the chef does not know it. */
export function findDish(name: string): DishMatch | null {
  const text = fold(name);
  for (const { key, dish, generic } of KEYS) {
    if (!text.includes(key)) continue;
    return { dish, generic, rest: text.replace(key, ' ').trim() };
  }
  // German compounds end in the kind of dish: "Kürbisrisotto", "Hähnchencurry", "Gemüsesuppe".
  for (const { key, dish, generic } of KEYS) {
    const bare = key.trim();
    if (!generic || bare.includes(' ') || bare.length < 4 || !text.includes(`${bare} `)) continue;
    return { dish, generic, rest: text.replace(`${bare} `, ' ').trim() };
  }
  return null;
}

/** A store-cupboard dish for a request that names nothing, preferring the asked cuisine. */
export function pantryDish(seed: number, cuisine: string | null): Dish {
  const pantry = DISHES.filter((dish) => dish.pantry);
  const ofCuisine = pantry.filter((dish) => dish.cuisine === cuisine);
  const pool = ofCuisine.length > 0 ? ofCuisine : pantry;
  return pool[seed % pool.length] as Dish;
}
