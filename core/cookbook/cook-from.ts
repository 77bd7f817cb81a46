import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { RecipeLanguage } from '#core/kernel/options';
import type { CookbookDishPreview, CookbookMatch } from '#core/schemas/cookbook';
import { MAX_COOKBOOK_MATCHES } from '#core/schemas/cookbook';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { lineFoodWords } from './cookbook-index';
import { sameWord } from './cookbook-text';
import { isStapleItem, type CookItem, type DishMatch } from './match-foods';

/**
 * "Cook from what I have" (docs/cookbook.md): the cookbook's dishes and the cook's own recipes
 * that use the cook's foods, ranked by the share of each dish's non-staple ingredients at hand.
 */

/** A printed line's food, without its amount ("150 g guanciale, in strips" -> "guanciale"). */
const lineFoods = new Map<string, string>();
export function lineFood(line: string): string {
  let food = lineFoods.get(line);
  if (food !== undefined) return food;
  food = parseIngredientLine(line)?.name?.trim() || line.replace(/^[\d\s.,/½¼¾-]+/, '').split(',')[0]!.trim();
  if (lineFoods.size > 20000) lineFoods.clear();
  lineFoods.set(line, food);
  return food;
}

/** A cookbook dish as a read-only recipe in one language. */
export function dishPreview(dish: CookbookDish, language: RecipeLanguage): CookbookDishPreview {
  const text = dish.text[language];
  return {
    dish_id: dish.id,
    title: text.title,
    description: text.description,
    servings: dish.servings,
    prep_time: dish.prepTime,
    cook_time: dish.cookTime,
    ingredients: dish.ingredients.map((x) => x[language]),
    steps: text.steps,
    cuisine: dish.cuisine,
    course: dish.course,
  };
}

/** A cookbook match as the answer lists it. */
export function cookbookMatch(match: DishMatch, items: readonly CookItem[], language: RecipeLanguage): CookbookMatch {
  const hitItems = [...new Set(match.hits.map((h) => h.item))].sort((a, b) => a - b);
  return {
    kind: 'cookbook',
    dish_id: match.dish.id,
    recipe_id: null,
    title: match.dish.text[language].title,
    have: hitItems.map((i) => items[i]!.text),
    missing: match.missing.map((i) => lineFood(match.dish.ingredients[i]![language])),
    share: Math.round(match.share * 100) / 100,
  };
}

const usesItem = (line: string, item: CookItem) => {
  const words = lineFoodWords(item.text);
  const lineWords = lineFoodWords(line);
  return words.length > 0 && words.every((w) => lineWords.some((l) => sameWord(w, l) || (w.length >= 5 && l.length >= 5 && (l.endsWith(w) || w.endsWith(l) || l.startsWith(w)))));
};

/** One of the cook's recipes against their foods; null when it uses none of them. */
export function recipeMatch(recipe: { id: string; title: string; ingredients: readonly string[] }, items: readonly CookItem[]): CookbookMatch | null {
  const lines = recipe.ingredients.filter((line) => line.trim() && !isStapleItem(lineFood(line)));
  const have = new Set<number>();
  const covered = new Set<number>();
  lines.forEach((line, l) => {
    items.forEach((item, i) => {
      if (isStapleItem(item.text) || !usesItem(line, item)) return;
      have.add(i);
      covered.add(l);
    });
  });
  if (!have.size) return null;
  return {
    kind: 'recipe',
    dish_id: null,
    recipe_id: recipe.id,
    title: recipe.title,
    have: [...have].sort((a, b) => a - b).map((i) => items[i]!.text),
    missing: lines.filter((_, l) => !covered.has(l)).map(lineFood),
    share: lines.length ? Math.round((covered.size / lines.length) * 100) / 100 : 0,
  };
}

/** Every match ranked by share at hand, then by how many of the cook's foods it uses; at most 12. */
export function rankMatches(matches: readonly CookbookMatch[]): CookbookMatch[] {
  return [...matches]
    .filter((m) => m.have.length > 0)
    .sort((a, b) => b.share - a.share || b.have.length - a.have.length || a.title.localeCompare(b.title))
    .slice(0, MAX_COOKBOOK_MATCHES);
}
