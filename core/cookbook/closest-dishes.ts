import type { DietProfile } from '#core/diet/allergens-profile';
import type { RecipeLanguage } from '#core/kernel/options';
import { CUISINE_WORDS, wordsLike, type CookbookIndex, type DishMeta } from './cookbook-index';
import { stem } from './cookbook-text';
import { GENERIC, meatless, readNameRequest } from './find-dish';
import { foodEntryOf, foodWeight, isGenericFood, sameFood, type FoodEntry } from './food-entries';
import { sweetOrBaking } from './match-foods';

/** The closest dishes to a request the cookbook does not know (docs/cookbook.md "Finding a dish"). */

/** Words that name a dish rather than a food (GENERIC, and the dishes a name may be built on: pie, meatballs, Eintopf): a dish named by the same one is close. */
const DISH_WORDS = new Set([
  ...GENERIC,
  ...`meatball meatballs burger burgers kebab kebabs pudding gratin omelette dumpling dumplings strudel crumble muffin muffins cookie cookies pancake pancakes hotpot chowder pasty
  albondiga albondigas hamburguesa empanada empanadas tortita tortitas galleta galletas flan croqueta croquetas potaje cocido caldo
  klops klopse frikadelle frikadellen knodel knoedel auflauf strudel kekse pfannkuchen eintopf gulasch schnitzel plätzchen platzchen`
    .split(/\s+/)
    .filter(Boolean),
]);

/** Each dish's main and defining ingredients as the food table knows them, kept per index. */
const mainFoods = new WeakMap<CookbookIndex, Array<Array<{ role: 'main' | 'defining'; food: FoodEntry }>>>();
function mainFoodsOf(index: CookbookIndex): Array<Array<{ role: 'main' | 'defining'; food: FoodEntry }>> {
  let out = mainFoods.get(index);
  if (!out) {
    out = index.dishes.map((dish) =>
      dish.ingredients.flatMap((x) => {
        if (x.role !== 'main' && x.role !== 'defining') return [];
        const food = foodEntryOf(x.food);
        return food ? [{ role: x.role, food }] : [];
      }),
    );
    mainFoods.set(index, out);
  }
  return out;
}

/** Groups of the food table whose foods make a dish what it is: a dish of the same group is close (another fish for a fish). */
const CLOSE_GROUPS = new Set(['chicken', 'meat', 'mince', 'fish', 'seafood', 'tofu', 'beans', 'lentils', 'red_lentils', 'dried_beans', 'fruit', 'citrus', 'egg']);

/**
 * The dishes closest to a request the cookbook does not know (at most `limit`), by what a cook
 * would call close: first those built on its main food (the same food, then another of its kind:
 * another fish for "Albóndigas de pescado"), then those named as the same dish ("pie", "Kuchen",
 * "bizcocho" in their names), sweet dishes for a sweet request, the cuisine asked for; a name that
 * only shares another word ("alla romana") or a spelling counts least. When nothing is shared, the
 * best-known everyday dishes (desserts for a sweet request).
 */
export function closestDishes(index: CookbookIndex, text: string, language: RecipeLanguage, limit = 5, profile?: DietProfile): DishMeta[] {
  const request = readNameRequest(text, language, profile);
  const score = new Map<number, number>();
  const add = (d: number, s: number) => score.set(d, (score.get(d) ?? 0) + s);
  const words = request.words.filter((w) => w.length >= 3 && !CUISINE_WORDS[w]);
  const foods = words.map((w) => foodEntryOf(w));
  const asked = sweetOrBaking(words.map((w) => ({ text: w })));
  const otherFruit = foods.some((f) => f?.kind === 'fruit' && f.group !== 'citrus');
  const sweet = asked.sweet || foods.some((f) => f !== null && (f.kind === 'fruit' || f.kind === 'sweetener') && f.group !== 'citrus');
  const mains = mainFoodsOf(index);
  words.forEach((w, k) => {
    const food = foods[k]!;
    if (food) {
      const weight = foodWeight(food, { ...asked, sweet }, otherFruit);
      mains.forEach((list, d) => {
        let best = 0;
        for (const x of list) {
          // A food that names its whole group ("fish", "meat") is as close to each of its foods as another of the kind.
          if (!isGenericFood(food) && sameFood(food, x.food)) best = Math.max(best, x.role === 'main' ? 5.2 : 3.5);
          else if (x.role === 'main' && CLOSE_GROUPS.has(food.group) && x.food.group === food.group) best = Math.max(best, 2);
        }
        if (best) add(d, best * weight);
      });
    }
    // Its name's words: the same word (a dish word: "pie", "kuchen") counts more than a shared other word; a spelling least.
    const nameDishes = new Map<number, number>();
    for (const key of wordsLike(index.nameWords, w, true)) {
      const same = key === w || stem(key) === stem(w) || (key.length >= 5 && (w.endsWith(key) || w.startsWith(key) || key.endsWith(w)));
      // A food's dishes are counted by their ingredients above: its name adds little.
      const weight = !same ? 0.5 : DISH_WORDS.has(key) || DISH_WORDS.has(w) ? 3 : food ? 0.5 : 1;
      for (const n of index.nameWords.get(key)!) {
        const d = index.names[n]!.dish;
        nameDishes.set(d, Math.max(nameDishes.get(d) ?? 0, weight));
      }
    }
    for (const [d, s] of nameDishes) add(d, s);
  });
  if (sweet) for (const d of score.keys()) if (index.dishes[d]!.taste === 'sweet') add(d, 1.5);
  if (request.cuisine) for (const d of score.keys()) if (index.dishes[d]!.cuisine === request.cuisine) add(d, 2);
  if (request.diet) for (const d of score.keys()) if (meatless(index.dishes[d]!, request.diet)) add(d, 1);
  // A meatless cook is offered no dish their diet forbids.
  const ranked = [...score]
    .filter(([d, s]) => s >= 1 && (!request.diet || meatless(index.dishes[d]!, request.diet)))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([d]) => index.dishes[d]!);
  if (ranked.length < limit) {
    // Nothing close enough: everyday dishes of different cuisines (desserts for a sweet request), so the cook still has a choice.
    const cuisines = new Set(ranked.map((d) => d.cuisine));
    for (const dish of index.dishes) {
      if (ranked.length >= limit) break;
      if ((sweet ? dish.course !== 'dessert' : dish.course !== 'main') || ranked.includes(dish) || cuisines.has(dish.cuisine)) continue;
      if (request.diet && !meatless(dish, request.diet)) continue;
      ranked.push(dish);
      cuisines.add(dish.cuisine);
    }
  }
  return ranked.slice(0, limit);
}
