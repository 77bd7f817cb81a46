import { checkRecipe, type QualityFinding } from '#core/quality/recipe-quality';
import type { BrokenRecipe } from '#core/quality/recipe-quality.broken';
import { bundledCookbook } from './cookbook-store';
import { definingIngredients } from './defining';

/**
 * The gate's findings on one of the team's broken recipes (docs/bench.md "Quality gate on
 * published recipes"), asked as the worker asks: a named dish the cookbook knows brings its
 * defining ingredients. Read by the broken-recipe test and `npm run bench:gate`.
 */
export async function gateOnBroken(b: BrokenRecipe): Promise<QualityFinding[]> {
  const known = b.dish ? await bundledCookbook.findByName(b.dish, b.language) : null;
  const request = {
    language: b.language,
    servings: b.servings,
    ...(b.dish ? { dish: b.dish } : {}),
    ...(known ? { definingIngredients: definingIngredients(known.dish, b.language) } : {}),
  };
  const { title, servings, prepTime, cookTime, ingredients, instructions } = b;
  return checkRecipe({ title, description: '', servings, prepTime, cookTime, ingredients, instructions }, request);
}
