import { Hono } from 'hono';
import { createCheckoutSchema, creditsCheckoutSchema, sessionIdParamSchema } from '../../../core/schemas/billing';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { billingDeps } from './billing.deps';
import { createCreditsCheckout, createSubscriptionCheckout, getCheckoutStatus } from './checkout.service';

/** Opening checkouts (a Pro period, a credit package) and the success page's check. */
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    '/subscriptions/create-checkout',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('json', createCheckoutSchema),
    async (c) => {
      const user = requireUser(c);
      const url = await createSubscriptionCheckout(billingDeps(c), user, c.req.valid('json').planType);
      return c.json({ checkout_url: url });
    },
  )
  .get('/subscriptions/checkout/:session_id', validate('param', sessionIdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await getCheckoutStatus(billingDeps(c), user.id, c.req.valid('param').session_id));
  })
  .post(
    '/credits/checkout',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('json', creditsCheckoutSchema),
    async (c) => {
      const user = requireUser(c);
      const url = await createCreditsCheckout(billingDeps(c), user, c.req.valid('json').package);
      return c.json({ checkout_url: url });
    },
  );
