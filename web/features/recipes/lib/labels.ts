import type { TFunction } from 'i18next';
import { isCookingMethod } from '../../../../core/options';
import { cuisineName } from '../../../lib/cuisine-name';

/**
 * A stored cuisine id ('middle-eastern') in the interface language (web/lib/cuisine-name.ts);
 * free text as it is. The caller's `t` changes with the language, so memoised labels follow it.
 */
export function cuisineLabel(_t: TFunction, value: string | null): string {
  return cuisineName(value);
}

export function methodLabel(t: TFunction, value: string | null): string {
  if (!value) return '';
  return isCookingMethod(value) ? t('methods.' + value, { ns: 'recipes' }) : value;
}
