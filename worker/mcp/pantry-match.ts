import { daysBetween } from '../../core/freshness';
import { ingredientKey, parseIngredientLine } from '../../core/ingredient-parse';

/**
 * "What can I cook from my pantry" for the assistants (docs/api.md "AI assistants"): each of the
 * cook's recipes with the ingredient lines the pantry covers and the ones it lacks, the best
 * covered first. A line is covered when the words of a pantry item's name are all in the line's
 * match key, or the other way round ("spinach" and "baby spinach"), the rule "Plan my week" uses
 * (core/week-plan.ts). Expired items do not count; salt, pepper, water and oil are taken as given.
 */
export interface MatchRecipe {
  id: string;
  title: string;
  ingredients: string[];
  minutes: number;
}

export interface MatchPantryItem {
  name: string;
  expiry_date: string | null;
}

export interface PantryMatch {
  recipe_id: string;
  title: string;
  minutes: number;
  /** Share of the recipe's lines the pantry covers, 0 to 1. */
  covered: number;
  have: string[];
  missing: string[];
}

const STAPLES = new Set(['salt', 'pepper', 'water', 'oil', 'olive oil', 'sal', 'pimienta', 'agua', 'aceite', 'aceite de oliva', 'salz', 'pfeffer', 'wasser', 'öl', 'olivenöl']);

const wordsOf = (key: string) => key.split(' ').filter(Boolean);

export function matchPantry(recipes: readonly MatchRecipe[], pantry: readonly MatchPantryItem[], today: string): PantryMatch[] {
  const stock = pantry
    .filter((item) => item.expiry_date === null || daysBetween(today, item.expiry_date) >= 0)
    .map((item) => wordsOf(ingredientKey(item.name)))
    .filter((words) => words.length > 0);
  const matches: PantryMatch[] = [];
  for (const recipe of recipes) {
    const have: string[] = [];
    const missing: string[] = [];
    for (const line of recipe.ingredients) {
      const key = parseIngredientLine(line)?.key ?? ingredientKey(line);
      const words = wordsOf(key);
      if (words.length === 0 || STAPLES.has(key)) continue;
      const covered = stock.some((item) => item.every((word) => words.includes(word)) || words.every((word) => item.includes(word)));
      (covered ? have : missing).push(line);
    }
    const total = have.length + missing.length;
    if (have.length === 0 || total === 0) continue;
    matches.push({ recipe_id: recipe.id, title: recipe.title, minutes: recipe.minutes, covered: Math.round((have.length / total) * 100) / 100, have, missing });
  }
  return matches.sort((a, b) => b.covered - a.covered || a.missing.length - b.missing.length || a.title.localeCompare(b.title));
}
