import { Hono, type MiddlewareHandler } from 'hono';
import { devCompleteCheckoutSchema, devPortalActionSchema, sessionIdParamSchema } from '#core/schemas/billing';
import type { AppEnv } from '../../env';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { billingDeps, simulatorEnabled } from './billing.deps';
import { completeDevCheckout, devPortalAction, getDevCheckout, getDevPortal } from './simulator.service';

/**
 * The local billing simulator's API (no STRIPE_SECRET_KEY and DEV_LOGIN "true"; 404 otherwise),
 * for the `/dev/checkout` and `/dev/portal` pages. Signed-in owners only.
 */
const simulatorOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!simulatorEnabled(c.env)) {
    await c.req.arrayBuffer().catch(() => undefined); // drain the body before answering
    throw notFound();
  }
  requireUser(c);
  await next();
};

export const simulatorRoutes = new Hono<AppEnv>()
  .get('/checkout/:session_id', simulatorOnly, validate('param', sessionIdParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await getDevCheckout(billingDeps(c), user.id, c.req.valid('param').session_id));
  })
  .post('/checkout/complete', simulatorOnly, validate('json', devCompleteCheckoutSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await completeDevCheckout(billingDeps(c), user.id, c.req.valid('json').session_id));
  })
  .get('/portal', simulatorOnly, async (c) => {
    const user = requireUser(c);
    return c.json(await getDevPortal(billingDeps(c), user.id));
  })
  .post('/portal', simulatorOnly, validate('json', devPortalActionSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await devPortalAction(billingDeps(c), user.id, c.req.valid('json')));
  });
