import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';

/** The language a recipe's lines are written in: its own when known, else the interface's, else English. */
export function linesLanguage(recipeLanguage: string | null | undefined, uiLanguage: string | undefined): RecipeLanguage {
  const known = (value: string | null | undefined): value is RecipeLanguage =>
    (RECIPE_LANGUAGES as readonly string[]).includes(value?.slice(0, 2) ?? '');
  if (known(recipeLanguage)) return recipeLanguage.slice(0, 2) as RecipeLanguage;
  if (known(uiLanguage)) return uiLanguage.slice(0, 2) as RecipeLanguage;
  return 'en';
}
