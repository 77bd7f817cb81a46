import { useQuery } from '@tanstack/react-query';
import { api, isApiError, unwrap } from '../../../lib/api';
import { billingKeys } from './keys';

/** How often the success page asks again while a payment is still being confirmed. */
export const CHECKOUT_POLL_MS = 1500;

function fetchCheckoutStatus(sessionId: string) {
  return unwrap(api.subscriptions.checkout[":session_id"].$get({ param: { session_id: sessionId } }));
}

export type CheckoutStatus = Awaited<ReturnType<typeof fetchCheckoutStatus>>;

/**
 * Whether the purchase behind a session has landed (a webhook may arrive after the redirect):
 * `plan_active` is Pro for a subscription and the granted credits for a package.
 */
export function isFulfilled(status: CheckoutStatus): boolean {
  return status.status === 'complete' && status.plan_active;
}

/**
 * `GET /api/subscriptions/checkout/{session_id}`, asked again every 1.5 s until the purchase has
 * landed or the session turns out to be expired or someone else's (404).
 */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: billingKeys.checkout(sessionId ?? ''),
    queryFn: () => fetchCheckoutStatus(sessionId ?? ''),
    enabled: sessionId !== null,
    retry: (count, err) => !isApiError(err, 404) && !isApiError(err, 400) && count < 3,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error') return false;
      if (data && (isFulfilled(data) || data.status === 'expired')) return false;
      return CHECKOUT_POLL_MS;
    },
  });
}
