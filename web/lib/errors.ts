import type { TFunction } from 'i18next';
import { ApiRequestError } from './api';

/**
 * Turns a failed call into a message for people: the translation of its error `code`
 * (common:apiErrors.<code>), falling back to the server's `error` text, then to `fallback`
 * (or the generic "An error occurred"). Every code in core/kernel/errors.ts has its translation in every
 * language (web/locales/api-errors.test.ts), so the server's English reaches no one.
 */
export function errorMessage(err: unknown, t: TFunction, fallback?: string): string {
  if (err instanceof ApiRequestError) {
    const key = `apiErrors.${err.code}`;
    const translated = t(key, { ns: 'common', defaultValue: '' });
    if (translated) return translated;
    if (err.message) return err.message;
  }
  return fallback ?? t('errors.generic', { ns: 'common' });
}

/** Codes whose `details` the server writes in the cook's language (the offline chef's answers). */
const DETAILS_IN_THE_COOKS_LANGUAGE = new Set<string>(['dish_not_known', 'instruction_not_understood', 'refine_not_possible']);

/**
 * The server's `details` as a cook may read them, or null: passed on where the server wrote them
 * in the cook's language, translated where they are a known form ("Request id …"), and left out
 * otherwise (a developer's note in English is never shown).
 */
export function errorDetail(err: unknown, t: TFunction): string | null {
  if (!(err instanceof ApiRequestError) || !err.details) return null;
  if (DETAILS_IN_THE_COOKS_LANGUAGE.has(err.code)) return err.details;
  const ingredient = err.extra.ingredient;
  if (err.code === 'diet_conflict' && typeof ingredient === 'string') return t('apiDetails.dietConflict', { ns: 'common', ingredient });
  const requestId = /^Request id (\S+)$/.exec(err.details);
  if (requestId) return t('apiDetails.requestId', { ns: 'common', id: requestId[1] });
  return null;
}
