import type { TFunction } from 'i18next';
import { cookingMethodName, cuisineName } from '../../../lib/cuisine-name';

/**
 * A stored cuisine id ('middle-eastern') in the interface language (web/lib/cuisine-name.ts);
 * free text as it is. The caller's `t` changes with the language, so memoised labels follow it.
 */
export function cuisineLabel(_t: TFunction, value: string | null): string {
  return cuisineName(value);
}

/** A stored cooking method id in the interface language (web/lib/cuisine-name.ts); free text as it is. */
export function methodLabel(_t: TFunction, value: string | null): string {
  return cookingMethodName(value);
}
