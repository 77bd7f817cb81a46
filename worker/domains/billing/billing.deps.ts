import type { Context } from 'hono';
import { isSet, type AppEnv } from '../../env';
import { createStripe, stripeOrNull, type BillingMode, type PriceIds } from './billing.config';
import type { SubscriptionDeps } from './subscription.service';

/** The bindings billing is configured by. */
type BillingEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_WEEKLY' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY' | 'DEV_LOGIN' | 'APP_URL'
>;

export function configuredPrices(env: BillingEnv): PriceIds {
  return {
    weekly: env.STRIPE_PRICE_WEEKLY ?? '',
    monthly: env.STRIPE_PRICE_MONTHLY ?? '',
    yearly: env.STRIPE_PRICE_YEARLY ?? '',
  };
}

export function simulatorEnabled(env: BillingEnv): boolean {
  return !isSet(env.STRIPE_SECRET_KEY) && env.DEV_LOGIN === 'true';
}

export function billingMode(env: BillingEnv): BillingMode {
  if (isSet(env.STRIPE_SECRET_KEY)) {
    return {
      kind: 'stripe',
      stripe: createStripe(env.STRIPE_SECRET_KEY),
      prices: configuredPrices(env),
      appUrl: env.APP_URL.replace(/\/+$/, ''),
    };
  }
  return simulatorEnabled(env) ? { kind: 'simulator' } : { kind: 'off' };
}

/** The plain inputs every billing service takes, from the request's bindings and clock. */
export function billingDeps(c: Context<AppEnv>): SubscriptionDeps {
  const mode = billingMode(c.env);
  return {
    db: c.var.db,
    now: c.var.now(),
    mode,
    prices: mode.kind === 'stripe' ? mode.prices : configuredPrices(c.env),
    stripe: stripeOrNull(mode),
  };
}
