import { parseIngredientLine } from '#core/ingredients/ingredient-parse';
import type { RecipeLanguage } from '#core/kernel/options';
import type { CookbookDish } from '#core/schemas/cookbook-dish';

/** Alternatives written in a line's name ("guanciale or pancetta", "guanciale o panceta", "Guanciale oder Pancetta"). */
const OR = /\s+(?:or|o|u|oder)\s+|\s*\/\s*/i;

/**
 * What a recipe for this dish must hold to be the dish (docs/cookbook.md): one group per main or
 * defining ingredient of its cookbook entry, each the names a line may use in the cook's language
 * (the entry's own line, its alternatives) and its food in English. The quality gate reads them
 * as `definingIngredients` (core/quality/recipe-quality-types.ts): a paella without rice is another dish.
 */
export function definingIngredients(dish: CookbookDish, language: RecipeLanguage): string[][] {
  return dish.ingredients
    .filter((ingredient) => (ingredient.role === 'main' || ingredient.role === 'defining') && !ingredient.optional)
    .map((ingredient) => {
      const name = parseIngredientLine(ingredient[language])?.name ?? ingredient[language];
      return [...new Set([...name.split(OR).map((part) => part.trim()).filter(Boolean), ingredient.food])];
    });
}
