import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api';
import { errorDetail, errorMessage } from '../../lib/errors';
import type { UpsellReason } from '../../components/upsell-modal';

/** What the creator does with a failed detect or generate call (docs/product.md "Errors and messages"). */
export type FailureOutcome =
  | { kind: 'signIn' }
  | { kind: 'upsell'; reason: UpsellReason }
  | { kind: 'message'; message: string };

/**
 * 401 -> sign in; 429 (the monthly limit) -> the limit_reached upsell; 403 plan_required -> the
 * missing_features upsell; anything else -> the code's message in the cook's language (with the
 * details where the cook may read them, web/lib/errors.ts), or `fallback` when the server had
 * nothing useful to say (a crash or no connection). The server's own English is never shown.
 */
export function classifyFailure(err: unknown, fallback: string, t: TFunction): FailureOutcome {
  if (!(err instanceof ApiRequestError)) return { kind: 'message', message: fallback };
  if (err.status === 401) return { kind: 'signIn' };
  if (err.status === 429 && err.code !== 'rate_limited') return { kind: 'upsell', reason: 'limit_reached' };
  if (err.status === 403 && err.code === 'plan_required') return { kind: 'upsell', reason: 'missing_features' };
  if (err.code === 'internal_error' || err.code === 'network_error') return { kind: 'message', message: fallback };
  const detail = errorDetail(err, t);
  const message = errorMessage(err, t, fallback);
  return { kind: 'message', message: detail ? `${message} ${detail}` : message };
}
