import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { checkoutRoutes } from './checkout.routes';
import { simulatorRoutes } from './simulator.routes';
import { subscriptionRoutes } from './subscription.routes';
import { webhookRoutes } from './webhook.routes';

/** Billing (docs/product.md "Billing"), split by sub-resource. */
export const billingRoutes = new Hono<AppEnv>()
  .route('/', checkoutRoutes)
  .route('/', subscriptionRoutes)
  .route('/', webhookRoutes)
  .route('/', simulatorRoutes);
