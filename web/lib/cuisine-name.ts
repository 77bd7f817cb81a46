import i18n from 'i18next';
import { CUISINE_NAMES } from '../../core/cuisine-names';
import { isCuisine, RECIPE_LANGUAGES, type RecipeLanguage } from '../../core/options';

/**
 * A stored cuisine id ('middle-eastern') in the interface language, from the one list of cuisine
 * names in en, es and de (core/cuisine-names.ts, the words the server writes too); free text as
 * it is, nothing for nothing.
 */
export function cuisineName(value: string | null | undefined, language: string | undefined = i18n.resolvedLanguage): string {
  if (!value) return '';
  if (!isCuisine(value)) return value;
  const lang = RECIPE_LANGUAGES.find((l) => l === language?.slice(0, 2)) ?? 'en';
  return CUISINE_NAMES[value][lang satisfies RecipeLanguage];
}
