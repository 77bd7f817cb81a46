import { and, eq, inArray } from 'drizzle-orm';
import { isLiveStatus } from '#core/billing/billing';
import { CREDIT_PACKAGES, isPro, PLANS, type CreditPackageId, type PaidPlanType } from '#core/kernel/plans';
import type { CheckoutSessionStatus } from '#core/schemas/billing';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import { CURRENCY, paymentsUnavailable, type BillingMode } from './billing.config';
import { checkoutSessions } from './billing.table';
import { currentPlan, findCustomerId, findSubscription } from './entitlement.service';
import { linkCustomer } from './subscription-state.service';
import { purchaseGranted } from '../credits/credits-purchase.service';
import { randomId as randomUuid, type IdSource } from '../../lib/ids';

/** The currency every price is charged in, for the credit store's package list. */
export { CURRENCY } from './billing.config';

/**
 * Opening Checkout Sessions (a Pro period, a credit package) and the success page's check.
 * With Stripe, a real session; in the simulator, a local one whose URL is `/dev/checkout`.
 */
export interface CheckoutDeps extends IdSource {
  db: Db;
  now: Date;
  mode: BillingMode;
}

export interface Buyer {
  id: string;
  email: string;
  name: string;
}

/** Stripe-style ids are hex without dashes; a test's `newId` is used as it is. */
const randomId = (deps: CheckoutDeps) => deps.newId?.() ?? randomHex();
const randomHex = () => randomUuid().replaceAll('-', '');

export const alreadySubscribed = () =>
  new ApiError(409, 'already_subscribed', 'You already have a Pro subscription. Manage it from Settings.');

/** The user's Stripe customer: the stored one, else a new one (created once, then reused). */
async function customerFor(deps: CheckoutDeps, buyer: Buyer): Promise<string> {
  const { mode } = deps;
  const existing = await findCustomerId(deps, buyer.id);
  if (existing) return existing;
  let created: string;
  if (mode.kind === 'stripe') {
    const customer = await mode.stripe.customers.create(
      { email: buyer.email, name: buyer.name || undefined, metadata: { user_id: buyer.id } },
      { idempotencyKey: `forkcast-customer-${buyer.id}` },
    );
    created = customer.id;
  } else {
    created = `cus_sim_${randomId(deps)}`;
  }
  await linkCustomer(deps, buyer.id, created);
  return (await findCustomerId(deps, buyer.id)) ?? created;
}

interface SessionRecord {
  mode: 'subscription' | 'payment';
  planType: PaidPlanType | null;
  packageId: CreditPackageId | null;
  amountCents: number;
  successPath: string;
  cancelPath: string;
}

async function recordSession(deps: CheckoutDeps, buyer: Buyer, id: string, rec: SessionRecord, urlBase: string) {
  const successUrl = `${urlBase}${rec.successPath.replace('{CHECKOUT_SESSION_ID}', id)}`;
  await deps.db.insert(checkoutSessions).values({
    id,
    userId: buyer.id,
    mode: rec.mode,
    planType: rec.planType,
    package: rec.packageId,
    amountCents: rec.amountCents,
    currency: CURRENCY,
    status: 'open',
    successUrl,
    cancelUrl: `${urlBase}${rec.cancelPath}`,
    createdAt: deps.now.toISOString(),
  });
}

/**
 * The success and cancel pages of a Pro checkout: with `returnTo` (a path on this site, already
 * checked by core/schemas/billing.ts) both carry it, so paying brings the cook back to the Pro
 * gate they came from and cancelling shows the plans with the same way back.
 */
function subscriptionPaths(returnTo: string | undefined): Pick<SessionRecord, 'successPath' | 'cancelPath'> {
  const back = returnTo ? `return_to=${encodeURIComponent(returnTo)}` : '';
  return {
    successPath: `/subscription/success?session_id={CHECKOUT_SESSION_ID}${back ? `&${back}` : ''}`,
    cancelPath: back ? `/pricing?${back}` : '/pricing',
  };
}

/** `POST /api/subscriptions/create-checkout`: a subscription Checkout Session for one period. */
export async function createSubscriptionCheckout(deps: CheckoutDeps, buyer: Buyer, planType: PaidPlanType, returnTo?: string) {
  const { mode } = deps;
  if (mode.kind === 'off' || (mode.kind === 'stripe' && !mode.prices[planType])) throw paymentsUnavailable();
  const current = await findSubscription(deps, buyer.id);
  if (current && current.planType !== 'free' && isLiveStatus(current.status)) throw alreadySubscribed();
  const customer = await customerFor(deps, buyer);
  const rec: SessionRecord = {
    mode: 'subscription',
    planType,
    packageId: null,
    amountCents: PLANS[planType].priceCents,
    ...subscriptionPaths(returnTo),
  };
  if (mode.kind === 'simulator') return openSimulated(deps, buyer, rec);
  const metadata = { user_id: buyer.id, plan_type: planType };
  const session = await mode.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    line_items: [{ price: mode.prices[planType], quantity: 1 }],
    client_reference_id: buyer.id,
    metadata,
    subscription_data: { metadata },
    success_url: `${mode.appUrl}${rec.successPath}`,
    cancel_url: `${mode.appUrl}${rec.cancelPath}`,
  });
  await recordSession(deps, buyer, session.id, rec, mode.appUrl);
  if (!session.url) throw new ApiError(502, 'upstream_failed', 'Stripe did not return a checkout page');
  return session.url;
}

/** `POST /api/credits/checkout`: a one-time payment for a credit package. */
export async function createCreditsCheckout(deps: CheckoutDeps, buyer: Buyer, packageId: CreditPackageId) {
  const { mode } = deps;
  if (mode.kind === 'off') throw paymentsUnavailable();
  const pack = CREDIT_PACKAGES[packageId];
  const customer = await customerFor(deps, buyer);
  const rec: SessionRecord = {
    mode: 'payment',
    planType: null,
    packageId,
    amountCents: pack.priceCents,
    successPath: '/credits?session_id={CHECKOUT_SESSION_ID}',
    cancelPath: '/credits',
  };
  if (mode.kind === 'simulator') return openSimulated(deps, buyer, rec);
  const metadata = { user_id: buyer.id, package: packageId };
  const session = await mode.stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: CURRENCY,
          unit_amount: pack.priceCents,
          product_data: {
            name: `Forkcast credits: ${pack.credits}${pack.bonus ? ` + ${pack.bonus} bonus` : ''}`,
          },
        },
      },
    ],
    client_reference_id: buyer.id,
    metadata,
    payment_intent_data: { metadata },
    success_url: `${mode.appUrl}${rec.successPath}`,
    cancel_url: `${mode.appUrl}${rec.cancelPath}`,
  });
  await recordSession(deps, buyer, session.id, rec, mode.appUrl);
  if (!session.url) throw new ApiError(502, 'upstream_failed', 'Stripe did not return a checkout page');
  return session.url;
}

/** The simulator's session: same-origin URLs, so it works on any local port. */
async function openSimulated(deps: CheckoutDeps, buyer: Buyer, rec: SessionRecord) {
  const id = `cs_sim_${randomId(deps)}`;
  await recordSession(deps, buyer, id, rec, '');
  return `/dev/checkout?session_id=${id}`;
}

/** One of the caller's sessions, or 404 (another user's session looks like a missing one). */
export async function ownSession({ db }: { db: Db }, userId: string, sessionId: string) {
  const row = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)))
    .get();
  if (!row) throw notFound('Checkout session not found');
  return row;
}

/**
 * `GET /api/subscriptions/checkout/{session_id}`: the caller's session, its status (asked of
 * Stripe while still open: the redirect can beat the webhook), and whether what it bought is
 * active yet (Pro for a subscription, the credits for a package).
 */
export async function getCheckoutStatus(deps: CheckoutDeps, userId: string, sessionId: string): Promise<CheckoutSessionStatus> {
  const { db, mode } = deps;
  const row = await ownSession(deps, userId, sessionId);
  let status = row.status;
  if (status === 'open' && mode.kind === 'stripe') {
    const remote = await mode.stripe.checkout.sessions.retrieve(row.id);
    if (remote.status === 'expired') {
      status = 'expired';
      await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, row.id));
    } else if (remote.status === 'complete') {
      status = 'complete';
    }
  }
  const plan = await currentPlan(deps, userId);
  const active = row.mode === 'subscription' ? isPro(plan) : await purchaseGranted({ db }, userId, row.id);
  return { status, mode: row.mode, plan_active: active, plan_type: plan };
}

/** The credit package each of the user's checkout sessions bought (for the ledger's lines). */
export async function packagesOfSessions({ db }: { db: Db }, userId: string, sessionIds: string[]) {
  const found = new Map<string, CreditPackageId>();
  if (sessionIds.length === 0) return found;
  const rows = await db
    .select({ id: checkoutSessions.id, package: checkoutSessions.package })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.id, sessionIds)));
  for (const row of rows) if (row.package) found.set(row.id, row.package);
  return found;
}
