import { Hono } from 'hono';
import { createCheckoutSchema, sessionIdParamSchema } from '#core/schemas/billing';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { billingDeps } from './billing.deps';
import { createSubscriptionCheckout, getCheckoutStatus } from './checkout.service';

/** `/api/subscriptions/*`: opening a Pro checkout and the success page's check (a credit package's checkout is under `/api/credits`). */
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    '/create-checkout',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('json', createCheckoutSchema),
    async (c) => {
      const user = requireUser(c);
      const { planType, return_to: returnTo } = c.req.valid('json');
      const url = await createSubscriptionCheckout(billingDeps(c), user, planType, returnTo);
      return c.json({ checkout_url: url });
    },
  )
  .get('/checkout/:session_id', validate('param', sessionIdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await getCheckoutStatus(billingDeps(c), user.id, c.req.valid('param').session_id));
  });
