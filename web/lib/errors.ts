import type { TFunction } from 'i18next';
import { ApiRequestError } from './api';

/**
 * Turns a failed call into a message for people: the translation of its error `code`
 * (common:apiErrors.<code>), falling back to the server's `error` text, then to `fallback`
 * (or the generic "An error occurred").
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
