import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, unwrap } from '../../../lib/api';
import { meQuery } from '../../../lib/session';
import { billingKeys } from './keys';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * The local billing simulator (docs/product.md "Billing"): the
 * stand-ins for Stripe's Checkout and billing portal pages. The server builds Stripe-shaped events
 * and hands them to the same handler as the verified webhook.
 */

function fetchDevCheckout(sessionId: string) {
  return unwrap(api.dev.checkout[':session_id'].$get({ param: { session_id: sessionId } }));
}

export type DevCheckoutSession = Awaited<ReturnType<typeof fetchDevCheckout>>;

/** `GET /api/dev/checkout/{session_id}`: what is bought and its price. */
export function useDevCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: billingKeys.devCheckout(sessionId ?? ''),
    queryFn: () => fetchDevCheckout(sessionId ?? ''),
    enabled: sessionId !== null,
    retry: (count, err) => !isApiError(err, 404) && count < 2,
  });
}

/** `POST /api/dev/checkout/complete {session_id}`: pays, then the browser goes to the success URL. */
export function useCompleteDevCheckout() {
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const { success_url } = await unwrap(api.dev.checkout.complete.$post({ json: { session_id: sessionId } }));
      window.location.assign(success_url);
    },
  });
}

function fetchDevPortal() {
  return unwrap(api.dev.portal.$get());
}

export type DevPortalState = Awaited<ReturnType<typeof fetchDevPortal>>;

/** `GET /api/dev/portal`: the caller's simulated subscription. */
export function useDevPortal() {
  return useQuery({ queryKey: billingKeys.devPortal, queryFn: fetchDevPortal, retry: false });
}

export type DevPortalAction = Parameters<typeof api.dev.portal.$post>[0]['json'];

/** `POST /api/dev/portal {action, plan_type?}`; the answer replaces the shown state. */
export function useDevPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DevPortalAction) => unwrap(api.dev.portal.$post({ json: input })),
    onSuccess: async (state) => {
      queryClient.setQueryData(billingKeys.devPortal, state);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.usage }),
      ]);
    },
  });
}
