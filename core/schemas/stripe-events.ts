import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './billing';

/**
 * The parts of Stripe's event payloads Forkcast reads (API version of the installed `stripe`
 * package). Webhook bodies are checked against these after their signature is verified, and the
 * local simulator builds its events to the same shapes, so both reach the one handler.
 */

const metadataSchema = z.record(z.string(), z.string()).nullish();
/** A field Stripe sends as an id, or as the object when expanded. */
const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);

export const stripeSubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  customer: idOf,
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  /** Newer portals schedule a cancellation with `cancel_at` instead of `cancel_at_period_end`. */
  cancel_at: z.number().int().nullish(),
  /** Older API versions; newer ones carry the period on each item. */
  current_period_end: z.number().int().nullish(),
  metadata: metadataSchema,
  items: z.object({
    data: z.array(
      z.object({
        price: z.object({ id: z.string() }),
        current_period_end: z.number().int().nullish(),
      }),
    ),
  }),
});
export type StripeSubscription = z.output<typeof stripeSubscriptionSchema>;
export type StripeSubscriptionInput = z.input<typeof stripeSubscriptionSchema>;

export const stripeCheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  mode: z.enum(['subscription', 'payment', 'setup']),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  client_reference_id: z.string().nullish(),
  customer: idOf.nullish(),
  subscription: z.union([z.string(), stripeSubscriptionSchema]).nullish(),
  payment_intent: idOf.nullish(),
  metadata: metadataSchema,
});
export type StripeCheckoutSession = z.output<typeof stripeCheckoutSessionSchema>;
export type StripeCheckoutSessionInput = z.input<typeof stripeCheckoutSessionSchema>;

export const stripeInvoiceSchema = z.object({
  id: z.string(),
  object: z.literal('invoice'),
  customer: idOf.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: idOf }).nullish(),
    })
    .nullish(),
});

export const stripeChargeSchema = z.object({
  id: z.string(),
  object: z.literal('charge'),
  payment_intent: idOf.nullish(),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative(),
});
export type StripeCharge = z.output<typeof stripeChargeSchema>;

/** The envelope of every event (the object is checked per type by the handler). */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});
export type StripeEvent = z.output<typeof stripeEventSchema>;
