import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaidPlanType } from '#core/kernel/plans';
import { toast } from './ui/toaster';
import { api, isApiError, unwrap } from '../lib/api';
import { errorMessage } from '../lib/errors';
import { meQuery } from '../lib/session';
import { sharedKeys } from '../lib/query-keys';

/**
 * Buying and managing Pro, shared by every place that offers it (pricing, upsell, settings,
 * dashboard). The server decides everything: it creates the Checkout Session or the billing
 * portal session and answers with the address to go to (Stripe, or the local simulator's pages).
 */

/** Reloads what shows the plan (the user and the usage) after a plan may have changed. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.usage }),
    ]);
}

/** A period to buy, and (`returnTo`) the page on this site to come back to after paying. */
export type CheckoutRequest = PaidPlanType | { planType: PaidPlanType; returnTo?: string | null };

/**
 * `POST /api/subscriptions/create-checkout {planType, return_to?}` then the browser goes to the
 * checkout page; with `returnTo` the success page offers the way back there (a Pro gate's page).
 * A user who already has Pro (409 already_subscribed) is told so and the plan is reloaded, so the
 * screen offers Manage instead of a second purchase.
 */
export function useStartCheckout() {
  const { t } = useTranslation('billing');
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const { planType, returnTo } = typeof request === 'string' ? { planType: request, returnTo: null } : request;
      const json = returnTo ? { planType, return_to: returnTo } : { planType };
      const { checkout_url } = await unwrap(api.subscriptions['create-checkout'].$post({ json }));
      window.location.assign(checkout_url);
    },
    onError: (err) => {
      if (isApiError(err, 409)) {
        toast('info', t('checkout.alreadySubscribed'));
        void refreshPlan();
        return;
      }
      console.error('Checkout could not start', err);
      toast('error', errorMessage(err, t, t('checkout.failed')));
    },
  });
}

/**
 * Manage plan: `GET /api/subscriptions/manage` and the billing portal opens in a new tab. The tab
 * is opened during the click (a tab opened after an await is blocked as a pop-up by some
 * browsers) and sent to the portal once the address is known; if no tab could be opened, the
 * current one goes there instead. Back on this tab, the plan is reloaded.
 */
export function useOpenPortal() {
  const { t } = useTranslation('billing');
  const refreshPlan = useRefreshPlan();
  const mutation = useMutation({
    mutationFn: async (tab: Window | null) => {
      try {
        const { customer_portal_url } = await unwrap(api.subscriptions.manage.$get());
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = new URL(customer_portal_url, window.location.origin).href;
        } else {
          window.location.assign(customer_portal_url);
        }
      } catch (err) {
        tab?.close();
        throw err;
      }
    },
    onSuccess: () => {
      // Changes made in the portal's tab show here as soon as the user comes back to this one.
      window.addEventListener('focus', () => void refreshPlan(), { once: true });
    },
    onError: (err) => {
      console.error('Billing portal could not open', err);
      toast('error', isApiError(err, 409) ? t('portal.noSubscription') : t('portal.failed'));
    },
  });
  return {
    open: () => mutation.mutate(window.open('', '_blank') ?? null),
    isPending: mutation.isPending,
  };
}
