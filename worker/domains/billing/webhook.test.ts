import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../app';
import { createDb } from '../../db/client';
import { signIn, type SignedIn } from '../../test/helpers';
import { getCreditBalance } from '../credits/credits.service';
import { webCrypto } from './billing.config';
import { buyCredits, deliver, interceptStripe, PRICES, stripeApi, stripeEnv, stripeEvent, subscriptionFor, WEBHOOK_SECRET } from './billing-test-helpers';

const db = createDb(env.DB);
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

/** Everything billing writes, to prove a refused delivery changed nothing. */
async function billingState() {
  const sql = `SELECT (SELECT count(*) FROM stripe_events) AS events, (SELECT count(*) FROM subscriptions) AS subs,
    (SELECT count(*) FROM billing_customers) AS customers, (SELECT count(*) FROM credit_ledger) AS ledger,
    (SELECT coalesce(sum(balance), 0) FROM credit_balances) AS balances,
    (SELECT count(*) FROM checkout_sessions WHERE status = 'complete') AS completed`;
  return env.DB.prepare(sql).first();
}

async function me(user: SignedIn) {
  const res = await stripeApi('/users/me', { cookie: user.cookie });
  return (await res.json<{ subscription: Record<string, unknown> }>()).subscription;
}

async function usagePlan(user: SignedIn) {
  return (await (await stripeApi('/usage', { cookie: user.cookie })).json<{ planType: string; billingPeriod: string | null }>());
}

const sub = (user: SignedIn, over: Parameters<typeof subscriptionFor>[1] = {}) => subscriptionFor(user, { periodEnd: NOW + 30 * DAY, ...over });

describe('POST /api/webhooks/stripe: verification', () => {
  it('answers 400 to a missing, wrong or tampered signature and changes nothing', async () => {
    const user = await signIn();
    const event = stripeEvent('customer.subscription.created', sub(user), NOW);
    const before = await billingState();

    const missing = await deliver(event, { signature: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect((await deliver(event, { signature: '' })).status).toBe(400);
    // A valid signature over a different body.
    const other = stripeEvent('customer.subscription.created', sub(user, { status: 'trialing' }), NOW);
    const signedOther = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: JSON.stringify(other), secret: WEBHOOK_SECRET, cryptoProvider: webCrypto });
    expect((await deliver(event, { signature: signedOther })).status).toBe(400);

    expect(await billingState()).toEqual(before);
    expect(await me(user)).toMatchObject({ plan_type: 'free', status: null });
  });

  it('refuses signed bodies that are not Stripe events, or whose object is malformed, with a 4xx and no change', async () => {
    const send = async (payload: string) => {
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, cryptoProvider: webCrypto });
      return app.request('http://localhost/api/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': signature }, body: payload }, stripeEnv);
    };
    const user = await signIn();
    const before = await billingState();
    const bodies = [
      'not json',
      '[]',
      '{"id": 1}',
      JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated', created: 'yesterday', data: { object: {} } }),
      JSON.stringify(stripeEvent('customer.subscription.updated', { ...sub(user), status: 'platinum' }, NOW)),
      JSON.stringify(stripeEvent('customer.subscription.updated', { ...sub(user), items: null }, NOW)),
      JSON.stringify(stripeEvent('charge.refunded', { id: 'ch', object: 'charge', amount: -1, amount_refunded: 'all' }, NOW)),
      JSON.stringify(stripeEvent('checkout.session.completed', { id: 'cs', object: 'checkout.session', mode: 'barter' }, NOW)),
    ];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const huge = await send(JSON.stringify(stripeEvent('customer.created', { id: 'cus', pad: 'x'.repeat(600_000) }, NOW)));
    expect(huge.status).toBe(413);
    expect(await billingState()).toEqual(before);
  });

  it('applies a correctly signed event: the user is Pro for every check', async () => {
    const user = await signIn();
    expect((await stripeApi('/discover', { cookie: user.cookie })).status).toBe(403);
    const res = await deliver(stripeEvent('customer.subscription.created', sub(user), NOW));
    expect(res.status).toBe(200);
    expect(await me(user)).toMatchObject({ plan_type: 'yearly', status: 'active', is_pro: true, has_customer: true });
    expect(await usagePlan(user)).toMatchObject({ planType: 'pro', billingPeriod: 'yearly' });
    expect((await stripeApi('/discover', { cookie: user.cookie })).status).toBe(200);
  });

  it('records every event id: an unknown event type is accepted and changes nothing else', async () => {
    const before = await billingState();
    const res = await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }, NOW, 'evt_unknown_type'));
    expect(res.status).toBe(200);
    const after = await billingState();
    expect(after).toEqual({ ...before, events: Number(before?.events) + 1 });
  });
});

describe('idempotency and order', () => {
  it('grants a credit package once when the same event (or another for the same session) arrives again', async () => {
    const user = await signIn();
    const { sessionId, event } = await buyCredits(user, 'popular', 'pi_twice');
    expect((await deliver(event)).status).toBe(200);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    const async = stripeEvent('checkout.session.async_payment_succeeded', event.data.object, NOW + 5);
    expect((await deliver(async)).status).toBe(200);
    expect(await getCreditBalance({ db }, user.userId)).toEqual({ balance: 30, totalPurchased: 30, totalUsed: 0 });
    const lines = await env.DB.prepare('SELECT reason, delta FROM credit_ledger WHERE user_id = ? ORDER BY reason').bind(user.userId).all();
    expect(lines.results).toEqual([{ reason: 'bonus', delta: 5 }, { reason: 'purchase', delta: 25 }]);
    const status = await stripeApi(`/subscriptions/checkout/${sessionId}`, { cookie: user.cookie });
    expect(await status.json()).toEqual({ status: 'complete', mode: 'payment', plan_active: true, plan_type: 'free' });
  });

  it('a delayed payment (completed unpaid) grants nothing until async_payment_succeeded; a failed one never grants', async () => {
    const user = await signIn();
    const { sessionId, session } = await buyCredits(user, 'power', 'pi_async');
    const unpaid = { ...session, payment_status: 'unpaid' };
    expect((await deliver(stripeEvent('checkout.session.completed', unpaid, NOW))).status).toBe(200);
    expect((await getCreditBalance({ db }, user.userId)).balance).toBe(0);
    const pending = await stripeApi(`/subscriptions/checkout/${sessionId}`, { cookie: user.cookie });
    expect(await pending.json()).toMatchObject({ status: 'complete', mode: 'payment', plan_active: false });
    expect((await deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }, NOW + 60))).status).toBe(200);
    expect(await getCreditBalance({ db }, user.userId)).toEqual({ balance: 75, totalPurchased: 75, totalUsed: 0 });

    const other = await signIn();
    const failed = await buyCredits(other, 'starter', 'pi_async_failed');
    const failedUnpaid = { ...failed.session, payment_status: 'unpaid' };
    await deliver(stripeEvent('checkout.session.completed', failedUnpaid, NOW));
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', failedUnpaid, NOW + 60))).status).toBe(200);
    expect(await getCreditBalance({ db }, other.userId)).toEqual({ balance: 0, totalPurchased: 0, totalUsed: 0 });
    const status = await stripeApi(`/subscriptions/checkout/${failed.sessionId}`, { cookie: other.cookie });
    expect(await status.json()).toMatchObject({ plan_active: false });
  });

  it('a completed subscription checkout re-reads its subscription from Stripe: Pro, and the success check says so', async () => {
    const user = await signIn();
    await stripeApi('/subscriptions/create-checkout', { cookie: user.cookie, json: { planType: 'weekly' } });
    const row = await env.DB.prepare('SELECT id FROM checkout_sessions WHERE user_id = ?').bind(user.userId).first<{ id: string }>();
    const sessionId = row?.id ?? '';
    const object = sub(user, { id: `sub_cs_${user.userId.slice(0, 8)}`, price: PRICES.weekly });
    stripe.subscriptions.set(object.id, object);
    const session = {
      id: sessionId, object: 'checkout.session', mode: 'subscription', status: 'complete', payment_status: 'paid',
      client_reference_id: user.userId, customer: object.customer, subscription: object.id, metadata: { user_id: user.userId },
    };
    expect((await deliver(stripeEvent('checkout.session.completed', session, NOW))).status).toBe(200);
    expect(stripe.calls.some((c) => c.method === 'GET' && c.path === `/v1/subscriptions/${object.id}`)).toBe(true);
    expect(await me(user)).toMatchObject({ plan_type: 'weekly', status: 'active', is_pro: true });
    const status = await stripeApi(`/subscriptions/checkout/${sessionId}`, { cookie: user.cookie });
    expect(await status.json()).toEqual({ status: 'complete', mode: 'subscription', plan_active: true, plan_type: 'weekly' });
  });

  it('converges when customer.subscription.updated arrives before created', async () => {
    const user = await signIn();
    await deliver(stripeEvent('customer.subscription.updated', sub(user, { status: 'active', price: PRICES.monthly }), NOW + 10));
    await deliver(stripeEvent('customer.subscription.created', sub(user, { status: 'incomplete', price: PRICES.weekly }), NOW));
    expect(await me(user)).toMatchObject({ plan_type: 'monthly', status: 'active', is_pro: true });
  });

  it('keeps a deleted subscription free when a stale updated arrives after the delete', async () => {
    const user = await signIn();
    await deliver(stripeEvent('customer.subscription.created', sub(user), NOW));
    await deliver(stripeEvent('customer.subscription.deleted', sub(user, { status: 'canceled' }), NOW + 20));
    await deliver(stripeEvent('customer.subscription.updated', sub(user, { status: 'active' }), NOW + 10));
    expect(await me(user)).toMatchObject({ plan_type: 'free', status: 'canceled', is_pro: false });
    expect(await usagePlan(user)).toMatchObject({ planType: 'free', billingPeriod: null });
    // Subscribing again later (a new subscription) makes the user Pro again.
    await deliver(stripeEvent('customer.subscription.created', sub(user, { id: `sub_again_${user.userId.slice(0, 6)}`, price: PRICES.weekly }), NOW + 30));
    expect(await me(user)).toMatchObject({ plan_type: 'weekly', status: 'active' });
  });

  it('re-reads the subscription from Stripe on invoice events', async () => {
    const user = await signIn();
    const object = sub(user, { status: 'past_due', periodEnd: NOW - DAY });
    stripe.subscriptions.set(object.id, object);
    const invoice = { id: 'in_1', object: 'invoice', customer: object.customer, parent: { subscription_details: { subscription: object.id } } };
    await deliver(stripeEvent('invoice.payment_failed', invoice, NOW));
    expect(await me(user)).toMatchObject({ plan_type: 'free', status: 'past_due' });
    object.status = 'active';
    object.items.data[0] = { ...object.items.data[0], id: 'si_1', price: { id: PRICES.yearly }, current_period_end: NOW + 365 * DAY };
    await deliver(stripeEvent('invoice.paid', invoice, NOW + 60));
    expect(await me(user)).toMatchObject({ plan_type: 'yearly', status: 'active', is_pro: true });
    expect(stripe.calls.filter((c) => c.path === `/v1/subscriptions/${object.id}`)).toHaveLength(2);
  });
});

describe('status to plan (docs/product.md "Billing")', () => {
  it.each([
    ['past_due before the period ends', { status: 'past_due' as const, periodEnd: NOW + DAY }, 'yearly'],
    ['past_due after the period ended', { status: 'past_due' as const, periodEnd: NOW - DAY }, 'free'],
    ['canceled', { status: 'canceled' as const }, 'free'],
    ['unpaid', { status: 'unpaid' as const }, 'free'],
    ['paused', { status: 'paused' as const }, 'free'],
    ['incomplete_expired', { status: 'incomplete_expired' as const }, 'free'],
    ['cancel at period end, before the end', { status: 'active' as const, cancelAtPeriodEnd: true }, 'yearly'],
    ['cancel at period end, after the end', { status: 'active' as const, cancelAtPeriodEnd: true, periodEnd: NOW - 60 }, 'free'],
  ])('%s: %s', async (_name, over, plan) => {
    const user = await signIn();
    await deliver(stripeEvent('customer.subscription.updated', sub(user, over), NOW));
    const summary = await me(user);
    expect(summary).toMatchObject({ plan_type: plan, status: over.status, is_pro: plan !== 'free' });
    if ('cancelAtPeriodEnd' in over) expect(summary.cancel_at_period_end).toBe(true);
    expect((await stripeApi('/discover', { cookie: user.cookie })).status).toBe(plan === 'free' ? 403 : 200);
  });
});
