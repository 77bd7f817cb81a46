import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { CREDIT_PACKAGES } from '#core/kernel/plans';
import {
  stripeChargeSchema,
  stripeCheckoutSessionSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  type StripeCharge,
  type StripeCheckoutSession,
  type StripeEvent,
} from '#core/schemas/stripe-events';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { grantPurchase, takeBackPurchase } from '../credits/credits-purchase.service';
import type { PriceIds } from './billing.config';
import { checkoutSessions, stripeEvents } from './billing.table';
import { applySubscription, linkCustomer } from './subscription-state.service';
import { isTombstonedEvent } from './tombstone.service';
import type { IdSource } from '../../lib/ids';

/**
 * The one handler of Stripe events: the verified webhook, the local simulator and dev sign-in
 * all hand their events here. Each event id is recorded after it is applied; a recorded id is
 * a no-op. Every effect is idempotent on its own too (credits once per session, subscription
 * rows by Stripe's stamp), so two deliveries racing each other still change things once.
 */
export interface BillingEventDeps extends IdSource {
  db: Db;
  now: Date;
  prices: PriceIds;
  /** Re-reads a subscription an event only names (real Stripe); null in the simulator. */
  stripe: Stripe | null;
}

export async function handleStripeEvent(
  deps: BillingEventDeps,
  event: StripeEvent,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const { db, now } = deps;
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get();
  if (seen) return 'duplicate';
  // A deleted account's customer or user (account deletion's tombstone): recorded, never applied.
  const ignored = await isTombstonedEvent(deps, event);
  if (!ignored) await applyEvent(deps, event);
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, created: event.created, processedAt: now.toISOString() })
    .onConflictDoNothing();
  return ignored ? 'ignored' : 'applied';
}

function parseObject<S extends z.ZodType>(schema: S, event: StripeEvent): z.output<S> {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) throw badRequest('The event object is not what Stripe sends', `${event.type} ${event.id}`);
  return parsed.data;
}

async function applyEvent(deps: BillingEventDeps, event: StripeEvent): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completeCheckout(deps, parseObject(stripeCheckoutSessionSchema, event), event.created);
    case 'checkout.session.async_payment_failed':
      // The payment never arrived: nothing is granted (the subscription's own events mark it).
      parseObject(stripeCheckoutSessionSchema, event);
      return;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscription(deps, parseObject(stripeSubscriptionSchema, event), event.created);
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = parseObject(stripeInvoiceSchema, event);
      const subscriptionId = invoice.parent?.subscription_details?.subscription;
      if (subscriptionId) await refreshSubscription(deps, subscriptionId, event.created);
      return;
    }
    case 'charge.refunded':
      return refundCharge(deps, parseObject(stripeChargeSchema, event));
    default:
      return; // Not an event Forkcast listens to: recorded and ignored.
  }
}

/** Re-reads a subscription from Stripe and applies it (newest state, stamped with the event). */
async function refreshSubscription(deps: BillingEventDeps, subscriptionId: string, stateAt: number) {
  if (!deps.stripe) return;
  const fresh = stripeSubscriptionSchema.safeParse(await deps.stripe.subscriptions.retrieve(subscriptionId));
  if (!fresh.success) throw new Error(`Stripe subscription ${subscriptionId} has an unexpected shape`);
  await applySubscription(deps, fresh.data, stateAt);
}

/** The session's owner: the row Forkcast wrote when it opened the session, else its metadata. */
async function sessionOwner(db: Db, session: StripeCheckoutSession) {
  const row = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)).get();
  return row ?? null;
}

/**
 * A paid Checkout Session: marks it complete, links the customer, then grants the credit package
 * once (payment) or applies the subscription (subscription). An unpaid async payment waits for
 * `checkout.session.async_payment_succeeded`.
 */
async function completeCheckout(deps: BillingEventDeps, session: StripeCheckoutSession, stateAt: number) {
  const { db, now } = deps;
  const row = await sessionOwner(db, session);
  if (!row || session.mode === 'setup') return; // not a session Forkcast opened
  const paymentIntentId = session.payment_intent ?? null;
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', paymentIntentId, completedAt: row.completedAt ?? now.toISOString() })
    .where(eq(checkoutSessions.id, row.id));
  if (session.customer) await linkCustomer(deps, row.userId, session.customer);
  if (session.payment_status === 'unpaid') return;
  if (row.mode === 'payment' && row.package) {
    const pack = CREDIT_PACKAGES[row.package];
    await grantPurchase(deps, { userId: row.userId, credits: pack.credits, bonus: pack.bonus, reference: row.id });
    return;
  }
  if (row.mode === 'subscription' && session.subscription) {
    if (typeof session.subscription === 'string') await refreshSubscription(deps, session.subscription, stateAt);
    else await applySubscription(deps, session.subscription, stateAt);
  }
}

/**
 * A refunded credit purchase: takes back the refunded share of its credits and bonus, only what
 * is unspent, never below zero. Stripe sends `charge.refunded` for each refund of a payment with
 * the total refunded so far, so a further partial refund takes back only its own further share.
 * Refunds of subscription invoices change no credits (the subscription's own events change the
 * plan).
 */
async function refundCharge(deps: BillingEventDeps, charge: StripeCharge) {
  const { db } = deps;
  if (!charge.payment_intent || charge.amount_refunded <= 0) return;
  const row = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.paymentIntentId, charge.payment_intent))
    .get();
  if (!row || row.mode !== 'payment' || !row.package) return;
  const pack = CREDIT_PACKAGES[row.package];
  const granted = pack.credits + pack.bonus;
  const share = charge.amount > 0 ? Math.min(1, charge.amount_refunded / charge.amount) : 1;
  await takeBackPurchase(deps, {
    userId: row.userId,
    target: Math.ceil(granted * share),
    purchase: row.id,
    refundedCents: charge.amount_refunded,
  });
}
