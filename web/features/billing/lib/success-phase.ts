import { isApiError } from '../../../lib/api';
import { isFulfilled, type CheckoutStatus } from '../api/get-checkout-status';

/** docs/product.md "Subscription success" and "Billing": processing for at least 3 s and until the purchase has landed. */
export const MIN_PROCESSING_MS = 3000;
/** After this long still processing, the page says it is taking longer than usual. */
export const SLOW_PROCESSING_MS = 30_000;

/** A checkout session id as Stripe (cs_…) and the simulator write them. */
const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export function validSessionId(value: string | null): string | null {
  return value !== null && SESSION_ID.test(value) ? value : null;
}

export type SuccessPhase =
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed' }
  | { kind: 'processing' }
  | { kind: 'welcome'; status: CheckoutStatus };

interface PhaseInput {
  sessionId: string | null;
  minElapsed: boolean;
  data: CheckoutStatus | undefined;
  error: unknown;
}

/**
 * What the success page shows. No or a malformed session id, or a session that is not the
 * caller's (404), is the Subscription Error page at once; an expired session says nothing was
 * charged; otherwise processing until both the 3 s have passed and the purchase has landed.
 */
export function successPhase({ sessionId, minElapsed, data, error }: PhaseInput): SuccessPhase {
  if (sessionId === null) return { kind: 'invalid' };
  if (error) return isApiError(error, 404) || isApiError(error, 400) ? { kind: 'invalid' } : { kind: 'failed' };
  if (data?.status === 'expired') return { kind: 'expired' };
  if (data && minElapsed && isFulfilled(data)) return { kind: 'welcome', status: data };
  return { kind: 'processing' };
}
