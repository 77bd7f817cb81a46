import type { TFunction } from 'i18next';
import { isCookingMethod, isCuisine } from '../../../../core/options';

/** A stored cuisine id ('middle-eastern') in the interface language; free text as it is. */
export function cuisineLabel(t: TFunction, value: string | null): string {
  if (!value) return '';
  return isCuisine(value) ? t('cuisines.' + value, { ns: 'recipes' }) : value;
}

export function methodLabel(t: TFunction, value: string | null): string {
  if (!value) return '';
  return isCookingMethod(value) ? t('methods.' + value, { ns: 'recipes' }) : value;
}
