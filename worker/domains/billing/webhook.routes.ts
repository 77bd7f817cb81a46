import { Hono } from 'hono';
import Stripe from 'stripe';
import { stripeEventSchema } from '#core/schemas/stripe-events';
import { isSet, type AppEnv } from '../../env';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { webCrypto } from './billing.config';
import { billingDeps } from './billing.deps';
import { handleStripeEvent } from './webhook.service';

/** Stripe's events are small; anything bigger is not from Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * `POST /api/webhooks/stripe`: the raw body verified with Stripe's signature (Web Crypto), then
 * the one event handler. Exempt from the same-origin check (security.ts CROSS_ORIGIN_EXEMPT)
 * and it reads no session: the signature is the authentication. A missing or bad signature is
 * 400 and changes nothing; a replayed event answers 200 and changes nothing.
 */
export const webhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  const raw = await c.req.text();
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!isSet(secret)) throw notFound('Stripe webhooks are not configured on this server');
  if (raw.length > MAX_EVENT_BYTES) throw new ApiError(413, 'payload_too_large', 'The event is too large');
  const signature = c.req.header('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe signature');
  let verified: unknown;
  try {
    verified = await Stripe.webhooks.constructEventAsync(raw, signature, secret, undefined, webCrypto);
  } catch {
    throw badRequest('Invalid Stripe signature');
  }
  const event = stripeEventSchema.safeParse(verified);
  if (!event.success) throw badRequest('Not a Stripe event');
  const result = await handleStripeEvent(billingDeps(c), event.data);
  return c.json({ received: true, duplicate: result === 'duplicate' });
});
