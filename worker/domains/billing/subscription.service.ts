import { isLiveStatus } from '#core/billing/billing';
import type { PlanType } from '#core/kernel/plans';
import { stripeSubscriptionSchema } from '#core/schemas/stripe-events';
import type { SubscriptionSummary } from '#core/schemas/billing';
import { paymentsUnavailable, type BillingMode } from './billing.config';
import { findCustomerId, findSubscription, getSubscriptionSummary } from './entitlement.service';
import { devPortalAction, noSubscription } from './simulator.service';
import { applySubscription } from './subscription-state.service';
import type { BillingEventDeps } from './webhook.service';

/**
 * Changing a live subscription: another period (prorated), cancel at period end ('free'),
 * resume (undo the cancellation), and the billing portal. With Stripe the change is made there
 * and Stripe's answer is applied at once (its webhook then confirms it); in the simulator each
 * change is the event Stripe would send, through the same handler.
 */
export interface SubscriptionDeps extends BillingEventDeps {
  mode: BillingMode;
}

async function liveSubscription(deps: SubscriptionDeps, userId: string) {
  const row = await findSubscription(deps, userId);
  if (!row || row.planType === 'free' || !isLiveStatus(row.status) || !row.stripeSubscriptionId) throw noSubscription();
  return { ...row, stripeSubscriptionId: row.stripeSubscriptionId };
}

type StripeChange = { kind: 'switch'; priceId: string; planType: PlanType } | { kind: 'cancel' } | { kind: 'resume' };

async function changeOnStripe(deps: SubscriptionDeps, subscriptionId: string, userId: string, change: StripeChange) {
  if (deps.mode.kind !== 'stripe') throw paymentsUnavailable();
  const { stripe } = deps.mode;
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  let updated;
  if (change.kind === 'switch') {
    const item = current.items.data[0];
    if (!item) throw noSubscription();
    updated = await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: change.priceId }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
      metadata: { user_id: userId, plan_type: change.planType },
    });
  } else if (change.kind === 'cancel') {
    updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  } else {
    // A cancellation scheduled in the portal may be a `cancel_at` date rather than the flag.
    updated = await stripe.subscriptions.update(
      subscriptionId,
      current.cancel_at && !current.cancel_at_period_end ? { cancel_at: '' } : { cancel_at_period_end: false },
    );
  }
  const parsed = stripeSubscriptionSchema.safeParse(updated);
  if (!parsed.success) throw new Error(`Stripe subscription ${subscriptionId} has an unexpected shape`);
  await applySubscription(deps, parsed.data, Math.floor(deps.now.getTime() / 1000));
}

/** `POST /api/subscriptions { planType }`: another paid period, or 'free' to cancel at period end. */
export async function changePlan(deps: SubscriptionDeps, userId: string, planType: PlanType): Promise<SubscriptionSummary> {
  const row = await liveSubscription(deps, userId);
  if (planType !== 'free' && planType === row.planType) return getSubscriptionSummary(deps, userId);
  if (deps.mode.kind === 'simulator') {
    await devPortalAction(deps, userId, planType === 'free' ? { action: 'cancel_at_period_end' } : { action: 'switch', plan_type: planType });
  } else if (planType === 'free') {
    await changeOnStripe(deps, row.stripeSubscriptionId, userId, { kind: 'cancel' });
  } else {
    const priceId = deps.mode.kind === 'stripe' ? deps.mode.prices[planType] : '';
    if (!priceId) throw paymentsUnavailable();
    await changeOnStripe(deps, row.stripeSubscriptionId, userId, { kind: 'switch', priceId, planType });
  }
  return getSubscriptionSummary(deps, userId);
}

/** `POST /api/subscriptions/resume`: keeps a subscription that was set to end at period end. */
export async function resumeSubscription(deps: SubscriptionDeps, userId: string): Promise<SubscriptionSummary> {
  const row = await liveSubscription(deps, userId);
  if (row.cancelAtPeriodEnd) {
    if (deps.mode.kind === 'simulator') await devPortalAction(deps, userId, { action: 'resume' });
    else await changeOnStripe(deps, row.stripeSubscriptionId, userId, { kind: 'resume' });
  }
  return getSubscriptionSummary(deps, userId);
}

/** `GET /api/subscriptions/manage`: Stripe's billing portal, or the simulator's `/dev/portal`. */
export async function customerPortalUrl(deps: SubscriptionDeps, userId: string): Promise<string> {
  const { mode } = deps;
  if (mode.kind === 'off') throw paymentsUnavailable();
  const customer = await findCustomerId(deps, userId);
  if (!customer) throw noSubscription();
  if (mode.kind === 'simulator') return '/dev/portal';
  const session = await mode.stripe.billingPortal.sessions.create({ customer, return_url: `${mode.appUrl}/settings` });
  return session.url;
}

const isStripeNotFound = (err: unknown) => typeof err === 'object' && err !== null && Reflect.get(err, 'statusCode') === 404;

/**
 * Ends the user's live subscription at once, without proration (account deletion): Stripe's
 * `DELETE /v1/subscriptions/{id}`, or the simulator's `cancel_now` event, applied through the
 * same handler. Nothing live: nothing to do; one Stripe no longer knows is already gone.
 */
export async function cancelSubscriptionNow(deps: SubscriptionDeps, userId: string): Promise<void> {
  const row = await findSubscription(deps, userId);
  if (!row || row.planType === 'free' || !isLiveStatus(row.status) || !row.stripeSubscriptionId) return;
  const { mode } = deps;
  if (mode.kind === 'simulator') {
    await devPortalAction(deps, userId, { action: 'cancel_now' });
    return;
  }
  if (mode.kind === 'off') {
    if (row.stripeSubscriptionId.startsWith('sub_sim_')) return; // a simulated one: nothing is billed
    throw paymentsUnavailable();
  }
  let cancelled: unknown;
  try {
    cancelled = await mode.stripe.subscriptions.cancel(row.stripeSubscriptionId);
  } catch (err) {
    if (isStripeNotFound(err)) return;
    throw err;
  }
  const parsed = stripeSubscriptionSchema.safeParse(cancelled);
  if (!parsed.success) throw new Error(`Stripe subscription ${row.stripeSubscriptionId} has an unexpected shape`);
  await applySubscription(deps, parsed.data, Math.floor(deps.now.getTime() / 1000));
}
