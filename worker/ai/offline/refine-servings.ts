import { scaleIngredientsForCook } from '#core/recipe/recipe-scaling-cook';
import { scaleServingsMentions } from '#core/recipe/recipe-scaling-servings';
import { scaleStepsForCook } from '#core/recipe/recipe-scaling-steps';
import type { ModelRecipe, Language } from '../provider';

/**
 * The offline chef's servings refine (docs/decisions/058-offline-chef-refines-a-recipe.md): the lines
 * and the amounts in the steps scaled by the cook's scaling, and every "serves 4" / "für 4" in the
 * steps and description following.
 */

const SERVES: Array<[RegExp, (n: number) => string]> = [
  [/\b(Serves|serves|Makes|makes) (\d+)\b(?! (?:minutes|min))/g, (n) => String(n)],
  [/\b(Ergibt|ergibt) (\d+) (Portionen|Portion)\b/g, (n) => `${n} ${n === 1 ? 'Portion' : 'Portionen'}`],
  [/\b(Sirve|sirve|Salen|salen) (\d+) (raciones|ración|porciones|porción)/g, (n) => `${n} ${n === 1 ? 'ración' : 'raciones'}`],
];

/** Servings mentions in a text ("serves 4", "Ergibt 4 Portionen", "para 4,") from one count to another. */
export function servingsIn(text: string, from: number, to: number): string {
  let out = scaleServingsMentions(text, from, to);
  for (const [pattern, write] of SERVES) {
    out = out.replace(pattern, (whole, word: string, n: string) => (Number(n) === from ? `${word} ${write(to)}` : whole));
  }
  // "for 4," / "para 4," / "für 4" with no noun (the offline chef's descriptions).
  return out.replace(/\b(for|para|für) (\d+)(?=[,.;)]|\s*$)/g, (whole, word: string, n: string) => (Number(n) === from ? `${word} ${to}` : whole));
}

export function scaleServings(recipe: ModelRecipe, to: number, language: Language): ModelRecipe {
  const from = recipe.servings;
  return {
    ...recipe,
    servings: to,
    ingredients: scaleIngredientsForCook(recipe.ingredients, from, to, language).map((l) => l.text),
    instructions: scaleStepsForCook(recipe.instructions, recipe.ingredients, from, to, language).map((s) => servingsIn(s, from, to)),
  };
}
