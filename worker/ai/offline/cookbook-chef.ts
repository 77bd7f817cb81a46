import { adaptDish, mainSwaps, type AdaptedRecipe } from '#core/cookbook/adapt-dish';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import type { CookbookStore } from '#core/cookbook/cookbook-store';
import type { DishMatch } from '#core/cookbook/match-foods';
import { checkIngredients, isEmptyProfile } from '#core/diet/allergens';
import { readRecipeRequest } from '#core/recipe/recipe-request';
import { notFound } from '../../lib/errors';
import type { GenerateRecipeInput } from '../provider';
import { alternativesOf, cookbookDietConflict, dishNotKnown } from './cookbook-errors';

/**
 * The offline chef cooks from the cookbook (docs/decisions/077-the-cookbook.md): a dish named by
 * any of its names, a cookbook dish by id, or the dish that uses most of the cook's foods, adapted
 * to the servings, the diet profile and the language (core/cookbook/adapt-dish.ts). What it does
 * not know is answered 422 `dish_not_known` with the closest dishes it knows; it never writes
 * another dish under the name asked for.
 */

/** Dishes of a list match tried in turn when the first cannot fit the diet profile. */
const LIST_TRIES = 8;

/** "chicken and rice", "pollo con arroz", "Hähnchen mit Reis": a description that is a list of foods. */
function foodsOf(text: string, language: GenerateRecipeInput['language']): string[] {
  const dish = readRecipeRequest(text, language).dish ?? text;
  return dish
    .split(/\s*(?:,|;|&|\+|\band\b|\bwith\b|\by\b|\bcon\b|\bund\b|\bmit\b)\s*/i)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3);
}

function cooked(dish: CookbookDish, result: ReturnType<typeof adaptDish>): AdaptedRecipe {
  if ('conflict' in result) throw cookbookDietConflict(result.conflict);
  void dish;
  return result.recipe;
}

/**
 * The first of the matches the profile allows, adapted to the cook's list; null when none uses
 * their main foods. A dish whose main the profile forbids has it swapped for core's substitute
 * where one stands in (a stew, a curry, a couscous with chickpeas: adapt-dish.ts mainSwaps),
 * unless a dish the profile allows fits the list as well; only when neither is found is the cook
 * told of the conflict.
 */
function fromMatches(matches: DishMatch[], items: string[], input: GenerateRecipeInput): AdaptedRecipe | null {
  let conflict: ReturnType<typeof adaptDish> | null = null;
  let swapped: { match: DishMatch; recipe: AdaptedRecipe } | null = null;
  // A swap reads every line and step again (core's substitutes, about 100 ms of CPU): tried on the two best dishes it suits at most.
  let swapTries = 2;
  for (const match of matches.filter((m) => m.usesMain).slice(0, LIST_TRIES)) {
    const options = { language: input.language, ...(input.diet ? { diet: input.diet } : {}), list: { match, items } };
    const result = adaptDish(match.dish, options);
    if ('recipe' in result) return swapped && match.score < swapped.match.score ? swapped.recipe : result.recipe;
    conflict ??= result;
    if (!swapped && swapTries > 0 && result.main && mainSwaps(match.dish)) {
      swapTries--;
      const swap = adaptDish(match.dish, { ...options, swapMain: true });
      if ('recipe' in swap) swapped = { match, recipe: swap.recipe };
    }
  }
  if (swapped) return swapped.recipe;
  if (conflict && 'conflict' in conflict) throw cookbookDietConflict(conflict.conflict);
  return null;
}

export async function cookFromCookbook(store: CookbookStore, input: GenerateRecipeInput): Promise<AdaptedRecipe> {
  const { language } = input;
  const diet = input.diet ? { diet: input.diet } : {};
  const servings = input.recipeName ? readRecipeRequest(input.recipeName, language).servings : undefined;

  if (input.dishId) {
    const dish = await store.get(input.dishId);
    if (!dish) throw notFound('This dish is not in the cookbook');
    return cooked(dish, adaptDish(dish, { language, ...(servings ? { servings } : {}), ...diet }));
  }

  if (input.recipeName) {
    const found = await store.findByName(input.recipeName, language, input.diet);
    if (found) {
      const options = { language, ...(found.request.servings ? { servings: found.request.servings } : {}), ...diet };
      const result = adaptDish(found.dish, options);
      if (!('conflict' in result) || !result.main || !input.diet) return cooked(found.dish, result);
      // The profile forbids the dish's main (a vegetarian's chicken curry): the cookbook's own
      // meatless version under the name that says what it is, else the main swapped where a plant
      // protein stands in (a stew, a curry), else the conflict.
      const { version, keepsDish } = await store.meatlessVersion(found, language, input.diet, input.ingredients);
      if (version) {
        const adapted = adaptDish(version.dish, options);
        if ('recipe' in adapted) return { ...adapted.recipe, title: version.title };
      }
      // A request that is only the meat ("Steak") keeps no dish to swap into.
      return cooked(found.dish, keepsDish ? adaptDish(found.dish, { ...options, swapMain: true }) : result);
    }
    // A description that lists foods ("chicken and rice"): the dish that uses every one of them.
    const foods = foodsOf(input.recipeName, language);
    if (foods.length >= 2) {
      // Each food named whole ("chicken", "rice"), none only in part ("zorbleberry pie" is no berry).
      const matches = (await store.match({ items: foods.map((text) => ({ text })), limit: 20 })).filter((m) => m.unused.length === 0 && m.hits.every((h) => h.closeness === 1));
      const recipe = fromMatches(matches, foods, input);
      if (recipe) return servings ? cooked(matches[0]!.dish, adaptDish(matches[0]!.dish, { language, servings, ...diet, list: { match: matches[0]!, items: foods } })) : recipe;
    }
    if (!input.ingredients.length) {
      throw dishNotKnown(language, alternativesOf(await store.closest(input.recipeName, language, 5, input.diet), language));
    }
  }

  // What the cook's profile forbids of their own list is left out: the diet wins (as the gate reads it).
  const profile = input.diet && !isEmptyProfile(input.diet) ? input.diet : null;
  const allowed = profile ? input.ingredients.filter((line) => checkIngredients([line], profile).length === 0) : input.ingredients;
  const items = allowed.length ? allowed : input.ingredients;
  const query = { items: items.map((text) => ({ text })), cuisine: (input.cuisine as never) ?? null, cookingMethod: (input.cookingMethod as never) ?? null, limit: 40 };
  const recipe = fromMatches(await store.match(query), items, input);
  if (recipe) return recipe;
  // Nothing uses the cook's main foods (with the cuisine and method asked for): the closest it knows.
  const relaxed = (await store.match({ items: query.items, limit: 10 })).filter((m) => m.usesMain).map((m) => m.dish);
  const closest = relaxed.length >= 5 ? relaxed : [...relaxed, ...(await store.closest(items.join(' '), language, 5, input.diet)).filter((d) => !relaxed.includes(d))];
  throw dishNotKnown(language, alternativesOf(closest, language), 'list');
}
