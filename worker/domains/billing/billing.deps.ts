import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { billingMode, configuredPrices, stripeOrNull } from './billing.config';
import type { SubscriptionDeps } from './subscription.service';

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
