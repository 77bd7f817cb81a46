import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { checkoutRoutes } from './checkout.routes';
import { subscriptionRoutes } from './subscription.routes';

export { simulatorRoutes } from './simulator.routes';
export { webhookRoutes } from './webhook.routes';

/**
 * Billing (docs/product.md "Billing"), split by sub-resource:
 * `/api/subscriptions/*` here, `/api/webhooks/*` (webhookRoutes) and the simulator under
 * `/api/dev/*` (simulatorRoutes), each mounted at its prefix in worker/app.ts.
 */
export const subscriptionsRoutes = new Hono<AppEnv>().route('/', checkoutRoutes).route('/', subscriptionRoutes);
