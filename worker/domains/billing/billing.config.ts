import Stripe from 'stripe';
import { PAID_PLAN_TYPES, type PaidPlanType } from '#core/kernel/plans';
import { ApiError } from '../../lib/errors';

/**
 * How billing runs: against Stripe (STRIPE_SECRET_KEY set), through the local simulator (no key
 * and DEV_LOGIN "true"), or not at all (no key in production: checkout answers 503). The mode is
 * read from the bindings by billing.deps.ts.
 */
export type PriceIds = Record<PaidPlanType, string>;

export type BillingMode =
  | { kind: 'stripe'; stripe: Stripe; prices: PriceIds; appUrl: string }
  | { kind: 'simulator' }
  | { kind: 'off' };

/** The simulator's price ids (a real Stripe price id is random, so these never clash). */
export const SIMULATED_PRICES: PriceIds = {
  weekly: 'price_sim_weekly',
  monthly: 'price_sim_monthly',
  yearly: 'price_sim_yearly',
};

export const CURRENCY = 'usd';

/** A Stripe client on the Workers runtime: fetch for HTTP (Web Crypto verifies webhooks). */
export function createStripe(secretKey: string): Stripe {
  return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1 });
}

export const webCrypto = Stripe.createSubtleCryptoProvider();

/** The Stripe client when a key is set (to re-read a subscription an event names), else null. */
export function stripeOrNull(mode: BillingMode): Stripe | null {
  return mode.kind === 'stripe' ? mode.stripe : null;
}

/** The plan a price id stands for: a configured price, or the simulator's. */
export function planForPrice(priceId: string, prices: PriceIds): PaidPlanType | null {
  for (const table of [prices, SIMULATED_PRICES]) {
    const plan = PAID_PLAN_TYPES.find((p) => table[p] !== '' && table[p] === priceId);
    if (plan) return plan;
  }
  return null;
}

export const paymentsUnavailable = () =>
  new ApiError(503, 'upstream_failed', 'Payments are not set up on this server yet. Please try again later.');

