import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';

/**
 * The message for a failed kitchen action: the server's reason for a request it refused (4xx:
 * "This needs a Pro plan."), otherwise the spec's own text for that action ("Failed to add item").
 */
export function failureMessage(err: unknown, t: TFunction, fallback: string): string {
  const refused = err instanceof ApiRequestError && err.status >= 400 && err.status < 500;
  return refused ? errorMessage(err, t, fallback) : fallback;
}
