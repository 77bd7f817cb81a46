import { Hono } from 'hono';
import { changeSubscriptionSchema } from '#core/schemas/billing';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { billingDeps } from './billing.deps';
import { changePlan, customerPortalUrl, resumeSubscription } from './subscription.service';

/** Changing, resuming and managing a subscription (answers are `SubscriptionSummary`). */
export const subscriptionRoutes = new Hono<AppEnv>()
  .post(
    '/',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    validate('json', changeSubscriptionSchema),
    async (c) => {
      const user = requireUser(c);
      return c.json(await changePlan(billingDeps(c), user.id, c.req.valid('json').planType));
    },
  )
  .post('/resume', async (c) => {
    const user = requireUser(c);
    return c.json(await resumeSubscription(billingDeps(c), user.id));
  })
  .get('/manage', async (c) => {
    const user = requireUser(c);
    return c.json({ customer_portal_url: await customerPortalUrl(billingDeps(c), user.id) });
  });
