import i18n from 'i18next';
import { COOKING_METHOD_NAMES, CUISINE_NAMES } from '#core/recipe/cuisine-names';
import { isCookingMethod, isCuisine, RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';

/**
 * A stored cuisine id ('middle-eastern') in the interface language, from the one list of cuisine
 * names in en, es and de (core/recipe/cuisine-names.ts, the words the server writes too); free text as
 * it is, nothing for nothing.
 */
export function cuisineName(value: string | null | undefined, language: string | undefined = i18n.resolvedLanguage): string {
  if (!value) return '';
  if (!isCuisine(value)) return value;
  const lang = RECIPE_LANGUAGES.find((l) => l === language?.slice(0, 2)) ?? 'en';
  return CUISINE_NAMES[value][lang satisfies RecipeLanguage];
}

/** A stored cooking method id ('pan-frying') in the interface language, from the same one list in core. */
export function cookingMethodName(value: string | null | undefined, language: string | undefined = i18n.resolvedLanguage): string {
  if (!value) return '';
  if (!isCookingMethod(value)) return value;
  const lang = RECIPE_LANGUAGES.find((l) => l === language?.slice(0, 2)) ?? 'en';
  return COOKING_METHOD_NAMES[value][lang satisfies RecipeLanguage];
}
