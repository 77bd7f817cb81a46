import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/helpers';
import { APP_URL, deliver, interceptStripe, PRICES, stripeApi, stripeEvent, subscriptionObject } from './billing-test-helpers';

let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

const sessionsCreated = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/checkout/sessions');
const customersCreated = () => stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers');

describe('POST /api/subscriptions/create-checkout (Stripe)', () => {
  it('opens a subscription Checkout Session with the period price, the customer, metadata and URLs', async () => {
    const { cookie, userId } = await signIn({ email: 'buyer@example.com', name: 'Bea Buyer' });
    const res = await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'yearly' } });
    expect(res.status).toBe(200);
    const { checkout_url } = await res.json<{ checkout_url: string }>();
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [customer] = customersCreated();
    expect(customer?.params.get('email')).toBe('buyer@example.com');
    expect(customer?.params.get('metadata[user_id]')).toBe(userId);
    const [session] = sessionsCreated();
    const p = session?.params;
    expect(p?.get('mode')).toBe('subscription');
    expect(p?.get('line_items[0][price]')).toBe(PRICES.yearly);
    expect(p?.get('line_items[0][quantity]')).toBe('1');
    expect(p?.get('customer')).toMatch(/^cus_test_/);
    expect(p?.get('client_reference_id')).toBe(userId);
    expect(p?.get('metadata[user_id]')).toBe(userId);
    expect(p?.get('subscription_data[metadata][user_id]')).toBe(userId);
    expect(p?.get('subscription_data[metadata][plan_type]')).toBe('yearly');
    expect(p?.get('success_url')).toBe(`${APP_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(p?.get('cancel_url')).toBe(`${APP_URL}/pricing`);

    const row = await env.DB.prepare('SELECT user_id, mode, plan_type, amount_cents, status FROM checkout_sessions WHERE user_id = ?')
      .bind(userId)
      .first();
    expect(row).toEqual({ user_id: userId, mode: 'subscription', plan_type: 'yearly', amount_cents: 4999, status: 'open' });
  });

  it('creates the Stripe customer once and reuses it on the next checkout', async () => {
    const { cookie } = await signIn();
    await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'weekly' } });
    await stripeApi('/credits/checkout', { cookie, json: { package: 'popular' } });
    await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'monthly' } });
    expect(customersCreated()).toHaveLength(1);
    const customers = sessionsCreated().map((s) => s.params.get('customer'));
    expect(new Set(customers).size).toBe(1);
    expect(sessionsCreated()[0]?.params.get('line_items[0][price]')).toBe(PRICES.weekly);
    expect(sessionsCreated()[1]?.params.get('mode')).toBe('payment');
    expect(sessionsCreated()[2]?.params.get('line_items[0][price]')).toBe(PRICES.monthly);
  });

  it('answers 409 already_subscribed to a user with a live subscription', async () => {
    const { cookie, userId } = await signIn();
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({
      id: `sub_live_${userId}`, userId, customer: `cus_live_${userId}`, price: PRICES.monthly, status: 'active',
      periodEnd: Math.floor(Date.now() / 1000) + 86_400 * 30,
    }), Math.floor(Date.now() / 1000)));
    const res = await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'yearly' } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'already_subscribed' });
    expect(sessionsCreated()).toHaveLength(0);
  });

  it('sends the cook back to the Pro gate they came from: return_to rides on the success and cancel URLs', async () => {
    const { cookie } = await signIn();
    const res = await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'monthly', return_to: '/recipe/abc?tab=1#nutrition' } });
    expect(res.status).toBe(200);
    const p = sessionsCreated()[0]?.params;
    expect(p?.get('success_url')).toBe(`${APP_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}&return_to=%2Frecipe%2Fabc%3Ftab%3D1%23nutrition`);
    expect(p?.get('cancel_url')).toBe(`${APP_URL}/pricing?return_to=%2Frecipe%2Fabc%3Ftab%3D1%23nutrition`);
  });

  it.each(['https://evil.example/recipe', '//evil.example', '/\\evil.example', 'recipe/1', '/auth/callback', '/subscription/success?session_id=x'])(
    'refuses a return_to that is not a page on this site (%s) before any checkout opens',
    async (returnTo) => {
      const { cookie } = await signIn();
      const res = await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'monthly', return_to: returnTo } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
      expect(stripe.calls).toHaveLength(0);
    },
  );

  it('is 401 signed out, and refuses an unknown period', async () => {
    expect((await stripeApi('/subscriptions/create-checkout', { json: { planType: 'yearly' } })).status).toBe(401);
    const { cookie } = await signIn();
    const bad = await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType: 'free' } });
    expect(bad.status).toBe(400);
    expect(stripe.calls).toHaveLength(0);
  });
});

describe('POST /api/credits/checkout (Stripe)', () => {
  it('opens a one-time payment for the package price with metadata and the credits URLs', async () => {
    const { cookie, userId } = await signIn();
    const res = await stripeApi('/credits/checkout', { cookie, json: { package: 'power' } });
    expect(res.status).toBe(200);
    const p = sessionsCreated()[0]?.params;
    expect(p?.get('mode')).toBe('payment');
    expect(p?.get('line_items[0][price_data][unit_amount]')).toBe('1299');
    expect(p?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(p?.get('metadata[package]')).toBe('power');
    expect(p?.get('payment_intent_data[metadata][user_id]')).toBe(userId);
    expect(p?.get('success_url')).toBe(`${APP_URL}/credits?session_id={CHECKOUT_SESSION_ID}`);
    expect(p?.get('cancel_url')).toBe(`${APP_URL}/credits`);
  });
});

describe('each period and each package at its own price (docs/product.md "Billing")', () => {
  it.each([
    ['weekly', 'price_test_weekly', 499],
    ['monthly', 'price_test_monthly', 1000],
    ['yearly', 'price_test_yearly', 4999],
  ] as const)('%s opens a subscription at its price id from the variables and records %i cents', async (planType, key, cents) => {
    const { cookie, userId } = await signIn();
    expect((await stripeApi('/subscriptions/create-checkout', { cookie, json: { planType } })).status).toBe(200);
    expect(sessionsCreated()[0]?.params.get('line_items[0][price]')).toBe(key);
    const row = await env.DB.prepare('SELECT plan_type, amount_cents FROM checkout_sessions WHERE user_id = ?').bind(userId).first();
    expect(row).toEqual({ plan_type: planType, amount_cents: cents });
  });

  it.each([
    ['starter', 299],
    ['popular', 599],
    ['power', 1299],
    ['ultimate', 2999],
  ] as const)('the %s package is a one-time payment of %i cents', async (pack, cents) => {
    const { cookie, userId } = await signIn();
    expect((await stripeApi('/credits/checkout', { cookie, json: { package: pack } })).status).toBe(200);
    const p = sessionsCreated()[0]?.params;
    expect(p?.get('mode')).toBe('payment');
    expect(p?.get('line_items[0][price_data][unit_amount]')).toBe(String(cents));
    expect(p?.get('metadata[package]')).toBe(pack);
    const row = await env.DB.prepare('SELECT mode, amount_cents FROM checkout_sessions WHERE user_id = ?').bind(userId).first();
    expect(row).toEqual({ mode: 'payment', amount_cents: cents });
  });

  it('refuses a package that is not one of the four, and a price the client sends is ignored', async () => {
    const { cookie } = await signIn();
    expect((await stripeApi('/credits/checkout', { cookie, json: { package: 'mega' } })).status).toBe(400);
    expect(sessionsCreated()).toHaveLength(0);
    await stripeApi('/credits/checkout', { cookie, json: { package: 'starter', priceCents: 1, amount: 1 } });
    expect(sessionsCreated()[0]?.params.get('line_items[0][price_data][unit_amount]')).toBe('299');
  });
});

describe('GET /api/subscriptions/checkout/{session_id}', () => {
  it('answers the caller their session, asking Stripe while it is open; another user gets 404', async () => {
    const owner = await signIn();
    const other = await signIn();
    await stripeApi('/subscriptions/create-checkout', { cookie: owner.cookie, json: { planType: 'monthly' } });
    const row = await env.DB.prepare('SELECT id FROM checkout_sessions WHERE user_id = ?').bind(owner.userId).first<{ id: string }>();
    const id = row?.id ?? '';
    expect(id).toMatch(/^cs_test_/);

    const open = await stripeApi(`/subscriptions/checkout/${id}`, { cookie: owner.cookie });
    expect(await open.json()).toEqual({ status: 'open', mode: 'subscription', plan_active: false, plan_type: 'free' });

    stripe.sessionStatus.set(id, 'complete');
    const complete = await stripeApi(`/subscriptions/checkout/${id}`, { cookie: owner.cookie });
    expect(await complete.json()).toMatchObject({ status: 'complete', plan_active: false });

    const foreign = await stripeApi(`/subscriptions/checkout/${id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'not_found' });
    expect((await stripeApi(`/subscriptions/checkout/${id}`)).status).toBe(401);
  });
});

describe('GET /api/subscriptions/manage (Stripe)', () => {
  it('answers the billing portal for a customer and 409 no_subscription without one', async () => {
    const { cookie } = await signIn();
    const none = await stripeApi('/subscriptions/manage', { cookie });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: 'no_subscription' });
    await stripeApi('/credits/checkout', { cookie, json: { package: 'starter' } });
    const res = await stripeApi('/subscriptions/manage', { cookie });
    expect(await res.json()).toEqual({ customer_portal_url: 'https://billing.stripe.com/p/session/test_1' });
    const portal = stripe.calls.find((c) => c.path === '/v1/billing_portal/sessions');
    expect(portal?.params.get('return_url')).toBe(`${APP_URL}/settings`);
    expect(portal?.params.get('customer')).toMatch(/^cus_test_/);
  });
});
