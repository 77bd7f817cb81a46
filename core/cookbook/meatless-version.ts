import { checkIngredients } from '#core/diet/allergens';
import type { DietProfile } from '#core/diet/allergens-profile';
import { SWAPS } from '#core/diet/diet-substitutes.data';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { CUISINE_WORDS, splitWords, wordsLike, type CookbookIndex, type DishMeta, type IndexedIngredient, type IndexedName } from './cookbook-index';
import { foldText, stem } from './cookbook-text';
import { dishFindings } from './dish-diet';
import { wordMatches, type DishFound, type NameRequest } from './find-dish';

/** A dish the cook's profile forbids, and the cookbook's own meatless version of it (docs/cookbook.md "Adapting a dish"). */

/**
 * The words of a request that name the dish, not what the profile forbids: "curry" of "Chicken
 * curry" for a vegetarian, nothing of "Steak" (a dish that is only its meat has no meatless form).
 */
export function keptWords(index: CookbookIndex, request: NameRequest, profile: DietProfile): string[] {
  const kept: string[] = [];
  for (const w of request.words) {
    const findings = checkIngredients([w], profile).filter((f) => f.rule !== 'dislike');
    if (!findings.length) {
      if (!CUISINE_WORDS[w]) kept.push(w);
      continue;
    }
    // A German compound naming the meat and the dish ("huhnercurry"): the dish part stays, a word a dish's name holds.
    for (let at = 3; at <= w.length - 4; at++) {
      const rest = w.slice(at);
      if (!index.nameWords.has(rest) || checkIngredients([rest], profile).length || !checkIngredients([w.slice(0, at)], profile).length) continue;
      kept.push(rest);
      break;
    }
  }
  return kept;
}

const byDish = new WeakMap<CookbookIndex, Map<number, IndexedIngredient[]>>();
/** A dish's indexed ingredients. */
function ingredientsOf(index: CookbookIndex, dish: number): IndexedIngredient[] {
  let map = byDish.get(index);
  if (!map) {
    map = new Map();
    for (const x of index.ingredients) {
      const list = map.get(x.dish);
      if (list) list.push(x);
      else map.set(x.dish, [x]);
    }
    byDish.set(index, map);
  }
  return map.get(dish) ?? [];
}

/** What stands in for meat and fish (core/diet/diet-substitutes.data.ts): the foods a meatless version of a dish is built on. */
const PLANT_MAINS: ReadonlySet<string> = new Set(
  SWAPS.filter((swap) => swap.rules.includes('vegetarian') && swap.line !== 'label')
    .flatMap((swap) => RECIPE_LANGUAGES.flatMap((l) => splitWords(foldText((swap.line as Record<RecipeLanguage, string>)[l]))))
    .flatMap((w) => [w, stem(w)]),
);
const isPlantWord = (word: string) => PLANT_MAINS.has(word) || PLANT_MAINS.has(stem(word)) || PLANT_MAINS.has(`${word}s`);

export interface MeatlessVersion<D extends DishMeta = CookbookDish> {
  dish: D;
  /** The name that says what it is, in the cook's language ("Chickpea Curry" for a chicken curry asked for). */
  title: string;
}

export interface MeatlessAnswer<D extends DishMeta = CookbookDish> {
  version: MeatlessVersion<D> | null;
  /** Whether the request names a dish beyond what the profile forbids ("curry" of "Chicken curry"; not "Steak"). */
  keepsDish: boolean;
}

/**
 * The cookbook's own meatless version of a dish the cook's profile forbids (docs/cookbook.md
 * "Adapting a dish"): a dish the profile allows, of the same course, whose name holds every word
 * of the request but the ones the profile forbids ("Chicken curry" for a vegetarian: a curry).
 * Names built on a plant protein (what core substitutes meat with), short names, the same cuisine
 * and the cook's own foods count for it.
 */
export function meatlessVersionOf(
  index: CookbookIndex,
  found: DishFound<DishMeta>,
  language: RecipeLanguage,
  profile: DietProfile,
  items: readonly string[] = [],
): MeatlessAnswer<DishMeta> {
  const kept = keptWords(index, found.request, profile);
  if (!kept.length) return { version: null, keepsDish: false };
  const original = found.dish;
  const cookFoods = items.flatMap((item) => splitWords(foldText(item))).map(stem);
  let best: { dish: number; name: IndexedName; score: number } | null = null;
  const candidates = new Set<number>();
  for (const w of kept) for (const key of wordsLike(index.nameWords, w, false)) for (const n of index.nameWords.get(key)!) candidates.add(n);
  const allowed = new Map<number, boolean>();
  for (const n of candidates) {
    const name = index.names[n]!;
    const dish = index.dishes[name.dish]!;
    if (dish === original || dish.course !== original.course) continue;
    if (!kept.every((w) => name.words.some((nw) => wordMatches(index, w, nw)))) continue;
    if (!allowed.has(name.dish)) allowed.set(name.dish, dishFindings(dish, language, profile).filter((f) => f.rule !== 'dislike').length === 0);
    if (!allowed.get(name.dish)) continue;
    const mains = dish.ingredients.filter((x) => x.role === 'main');
    // Words naming its main ("Chickpea" in "Chickpea Curry") say what stands in for the meat; others make it another dish.
    const mainWords = new Set(ingredientsOf(index, name.dish).filter((x) => x.role === 'main').flatMap((x) => [...x.food, ...x.lines.flat()]).map(stem));
    const extra = name.words.filter((nw) => !kept.some((w) => wordMatches(index, w, nw)) && !mainWords.has(stem(nw)));
    const plant = mains.some((x) => splitWords(x.food).some(isPlantWord));
    const ownFoods = dish.ingredients.filter((x) => cookFoods.some((c) => splitWords(x.food).some((fw) => stem(fw) === c))).length;
    const score =
      -2 * extra.length + (plant ? 3 : 0) + (dish.cuisine && dish.cuisine === original.cuisine ? 1 : 0) + (dish.method === original.method ? 1 : 0) + ownFoods + (name.language === language ? 0.5 : 0);
    if (!best || score > best.score) best = { dish: name.dish, name, score };
  }
  if (!best) return { version: null, keepsDish: true };
  const dish = index.dishes[best.dish]!;
  const says = (title: string) => kept.every((w) => splitWords(foldText(title)).some((tw) => wordMatches(index, w, tw)));
  // Its names in the cook's language, the title first.
  const own = index.names.filter((n) => n.dish === best.dish && n.language === language).map((n) => n.text);
  const title = best.name.language === language ? best.name.text : (own.find(says) ?? dish.text[language].title);
  return { version: { dish, title }, keepsDish: true };
}
