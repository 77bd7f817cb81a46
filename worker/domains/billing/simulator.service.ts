import { eq } from 'drizzle-orm';
import { isLiveStatus } from '#core/billing/billing';
import type { PaidPlanType } from '#core/kernel/plans';
import type { DevCheckout, DevPortalActionInput, DevPortalState, SubscriptionStatus } from '#core/schemas/billing';
import type { StripeCheckoutSessionInput, StripeEvent, StripeSubscriptionInput } from '#core/schemas/stripe-events';
import { ApiError } from '../../lib/errors';
import { SIMULATED_PRICES } from './billing.config';
import { checkoutSessions } from './billing.table';
import { alreadySubscribed, ownSession } from './checkout.service';
import { findCustomerId, findSubscription, type SubscriptionRow } from './entitlement.service';
import { linkCustomer } from './subscription-state.service';
import { handleStripeEvent, type BillingEventDeps } from './webhook.service';

/**
 * The local billing simulator (docs/product.md "Billing"): it plays Stripe's part by building Stripe-shaped
 * events and handing them to the same handler as the verified webhook.
 */
export const noSubscription = () =>
  new ApiError(409, 'no_subscription', 'There is no subscription to manage. Choose a plan on the pricing page.');

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const rand = () => crypto.randomUUID().replaceAll('-', '');

/** When a period starting `from` ends (calendar week, month or year, UTC). */
export function periodEndAfter(from: Date, planType: PaidPlanType): Date {
  const end = new Date(from);
  if (planType === 'weekly') end.setUTCDate(end.getUTCDate() + 7);
  else if (planType === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

interface SimulatedSubscription {
  id: string;
  customer: string;
  userId: string;
  planType: PaidPlanType;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date;
}

function subscriptionObject(s: SimulatedSubscription): StripeSubscriptionInput {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    metadata: { user_id: s.userId, plan_type: s.planType },
    items: { data: [{ price: { id: SIMULATED_PRICES[s.planType] }, current_period_end: unix(s.periodEnd) }] },
  };
}

const event = (id: string, type: string, now: Date, object: unknown): StripeEvent => ({
  id,
  type,
  created: unix(now),
  data: { object },
});

async function simulatedCustomer(deps: BillingEventDeps, userId: string) {
  const existing = await findCustomerId(deps, userId);
  if (existing) return existing;
  await linkCustomer(deps, userId, `cus_sim_${rand()}`);
  return (await findCustomerId(deps, userId)) ?? '';
}

/** `GET /api/dev/checkout/{session_id}`: what the caller is buying (404 for anyone else). */
export async function getDevCheckout(deps: Pick<BillingEventDeps, 'db'>, userId: string, sessionId: string): Promise<DevCheckout> {
  const row = await ownSession(deps, userId, sessionId);
  return {
    id: row.id,
    mode: row.mode,
    plan_type: row.planType,
    package: row.package,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
  };
}

/**
 * `POST /api/dev/checkout/complete` (Pay): Stripe's `checkout.session.completed` (and, for a
 * subscription, `customer.subscription.created`) with ids fixed by the session, so paying twice
 * replays the same events and grants once.
 */
export async function completeDevCheckout(deps: BillingEventDeps, userId: string, sessionId: string) {
  const { db, now } = deps;
  const row = await ownSession(deps, userId, sessionId);
  if (row.status === 'expired') throw new ApiError(409, 'invalid_state', 'This checkout has expired');
  if (row.status === 'open' && row.mode === 'subscription') {
    const current = await findSubscription(deps, userId);
    if (current && current.planType !== 'free' && isLiveStatus(current.status)) throw alreadySubscribed();
  }
  const customer = await simulatedCustomer(deps, userId);
  const base = { id: row.id, object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: userId, customer } as const;
  if (row.mode === 'payment') {
    const session: StripeCheckoutSessionInput = { ...base, mode: 'payment', payment_intent: `pi_sim_${row.id.slice('cs_sim_'.length)}`, metadata: { user_id: userId, package: row.package ?? '' } };
    await handleStripeEvent(deps, event(`evt_sim_${row.id}`, 'checkout.session.completed', now, session));
  } else if (row.planType) {
    const sub = subscriptionObject({
      id: `sub_sim_${row.id.slice('cs_sim_'.length)}`,
      customer,
      userId,
      planType: row.planType,
      status: 'active',
      cancelAtPeriodEnd: false,
      periodEnd: periodEndAfter(now, row.planType),
    });
    const session: StripeCheckoutSessionInput = { ...base, mode: 'subscription', subscription: sub, metadata: { user_id: userId, plan_type: row.planType } };
    await handleStripeEvent(deps, event(`evt_sim_${row.id}`, 'checkout.session.completed', now, session));
    await handleStripeEvent(deps, event(`evt_sim_${row.id}_created`, 'customer.subscription.created', now, sub));
  }
  const done = await db.select({ successUrl: checkoutSessions.successUrl }).from(checkoutSessions).where(eq(checkoutSessions.id, row.id)).get();
  return { success_url: done?.successUrl ?? row.successUrl };
}

function portalState(row: SubscriptionRow | null): DevPortalState {
  if (!row || row.planType === 'free') {
    return { plan_type: 'free', status: null, current_period_end: null, cancel_at_period_end: false };
  }
  return {
    plan_type: row.planType,
    status: row.status,
    current_period_end: row.currentPeriodEnd,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/** `GET /api/dev/portal`: the caller's latest subscription. */
export async function getDevPortal(deps: Pick<BillingEventDeps, 'db'>, userId: string): Promise<DevPortalState> {
  return portalState(await findSubscription(deps, userId));
}

/**
 * `POST /api/dev/portal`: switch period, cancel at period end, resume or cancel now, each as the
 * `customer.subscription.updated` / `deleted` event Stripe would send.
 */
export async function devPortalAction(deps: BillingEventDeps, userId: string, input: DevPortalActionInput) {
  const { now } = deps;
  const row = await findSubscription(deps, userId);
  if (!row || row.planType === 'free' || !isLiveStatus(row.status) || !row.stripeSubscriptionId || !row.stripeCustomerId) {
    throw noSubscription();
  }
  const periodEnd = row.currentPeriodEnd ? new Date(row.currentPeriodEnd) : periodEndAfter(now, row.planType);
  const next: SimulatedSubscription = {
    id: row.stripeSubscriptionId,
    customer: row.stripeCustomerId,
    userId,
    planType: row.planType,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    periodEnd,
  };
  let type = 'customer.subscription.updated';
  if (input.action === 'switch' && input.plan_type && input.plan_type !== row.planType) {
    // A new interval starts a new period now (Stripe resets the billing cycle and prorates).
    Object.assign(next, { planType: input.plan_type, cancelAtPeriodEnd: false, periodEnd: periodEndAfter(now, input.plan_type) });
  } else if (input.action === 'switch') {
    next.cancelAtPeriodEnd = false;
  } else if (input.action === 'cancel_at_period_end') {
    next.cancelAtPeriodEnd = true;
  } else if (input.action === 'resume') {
    next.cancelAtPeriodEnd = false;
  } else {
    Object.assign(next, { status: 'canceled', cancelAtPeriodEnd: false });
    type = 'customer.subscription.deleted';
  }
  await handleStripeEvent(deps, event(`evt_sim_${rand()}`, type, now, subscriptionObject(next)));
  return portalState(await findSubscription(deps, userId));
}

/**
 * A simulated subscription for dev sign-in's plan choice and the seed's Pro chef, written through
 * the same event handler (so the plan still comes from subscription state). Fixed ids: once.
 */
export async function startSimulatedSubscription(
  { db, now }: Pick<BillingEventDeps, 'db' | 'now'>,
  userId: string,
  planType: PaidPlanType,
) {
  const deps: BillingEventDeps = { db, now, prices: { weekly: '', monthly: '', yearly: '' }, stripe: null };
  // The handler links the customer; a new user's is named after them (one read fewer at sign-in).
  const customer = (await findCustomerId(deps, userId)) ?? `cus_sim_${userId.replaceAll('-', '')}`;
  const sub = subscriptionObject({
    id: `sub_sim_${userId.replaceAll('-', '')}`,
    customer,
    userId,
    planType,
    status: 'active',
    cancelAtPeriodEnd: false,
    periodEnd: periodEndAfter(deps.now, planType),
  });
  await handleStripeEvent(deps, event(`evt_sim_start_${userId}`, 'customer.subscription.created', deps.now, sub));
}
