import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { generate, usageOf } from '../recipes/creator-test-helpers';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { stripeApi, stripeEnv } from './billing-test-helpers';

/** The local billing simulator (tests run without STRIPE_SECRET_KEY and with DEV_LOGIN true). */

async function checkout(user: SignedIn, path: string, json: unknown) {
  const res = await apiFetch(path, { cookie: user.cookie, json });
  expect(res.status).toBe(200);
  const { checkout_url } = await res.json<{ checkout_url: string }>();
  expect(checkout_url).toMatch(/^\/dev\/checkout\?session_id=cs_sim_/);
  return new URL(checkout_url, 'http://localhost').searchParams.get('session_id') ?? '';
}

async function pay(user: SignedIn, sessionId: string) {
  return apiFetch('/dev/checkout/complete', { cookie: user.cookie, json: { session_id: sessionId } });
}

async function portal(user: SignedIn, json?: unknown) {
  const res = json === undefined ? await apiFetch('/dev/portal', { cookie: user.cookie }) : await apiFetch('/dev/portal', { cookie: user.cookie, json });
  return { status: res.status, body: await res.json<Record<string, unknown>>() };
}

describe('simulated subscription checkout', () => {
  it('shows the caller what they buy, pays through the event handler, and the plan reads Pro', async () => {
    const user = await signIn();
    const id = await checkout(user, '/subscriptions/create-checkout', { planType: 'yearly' });
    const shown = await apiFetch(`/dev/checkout/${id}`, { cookie: user.cookie });
    expect(await shown.json()).toEqual({
      id,
      mode: 'subscription',
      plan_type: 'yearly',
      package: null,
      amount_cents: 4999,
      currency: 'usd',
      status: 'open',
      success_url: `/subscription/success?session_id=${id}`,
      cancel_url: '/pricing',
    });
    expect(await (await apiFetch(`/subscriptions/checkout/${id}`, { cookie: user.cookie })).json()).toEqual({
      status: 'open', mode: 'subscription', plan_active: false, plan_type: 'free',
    });

    const paid = await pay(user, id);
    expect(await paid.json()).toEqual({ success_url: `/subscription/success?session_id=${id}` });
    expect(await (await apiFetch(`/subscriptions/checkout/${id}`, { cookie: user.cookie })).json()).toEqual({
      status: 'complete', mode: 'subscription', plan_active: true, plan_type: 'yearly',
    });
    expect(await usageOf(user.cookie)).toMatchObject({ planType: 'pro', billingPeriod: 'yearly' });
    // Paying twice is the same events again: nothing changes; a second checkout is refused.
    expect((await pay(user, id)).status).toBe(200);
    const again = await apiFetch('/subscriptions/create-checkout', { cookie: user.cookie, json: { planType: 'weekly' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed' });
    const events = await env.DB.prepare("SELECT count(*) AS n FROM stripe_events WHERE id LIKE ?").bind(`evt_sim_${id}%`).first();
    expect(events).toEqual({ n: 2 });
  });

  it('another user cannot read or pay someone else’s session (404), signed out is 401', async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = await checkout(owner, '/subscriptions/create-checkout', { planType: 'monthly' });
    expect((await apiFetch(`/dev/checkout/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await apiFetch(`/subscriptions/checkout/${id}`, { cookie: other.cookie })).status).toBe(404);
    const stolen = await pay(other, id);
    expect(stolen.status).toBe(404);
    expect(await usageOf(other.cookie)).toMatchObject({ planType: 'free' });
    expect(await usageOf(owner.cookie)).toMatchObject({ planType: 'free' });
    expect((await apiFetch(`/dev/checkout/${id}`)).status).toBe(401);
    expect((await apiFetch('/dev/portal')).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['/subscriptions/create-checkout', { planType: 'yearly' }],
    ['/subscriptions', { planType: 'free' }],
    ['/subscriptions/resume', {}],
    ['/credits/checkout', { package: 'starter' }],
    ['/dev/checkout/complete', { session_id: 'cs_sim_x' }],
    ['/dev/portal', { action: 'resume' }],
  ])('POST %s from another site is 403 csrf_rejected and writes nothing', async (path, json) => {
    const user = await signIn();
    const before = await env.DB.prepare('SELECT (SELECT count(*) FROM checkout_sessions) AS s, (SELECT count(*) FROM stripe_events) AS e').first();
    const res = await apiFetch(path, { cookie: user.cookie, json, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'csrf_rejected' });
    expect(await env.DB.prepare('SELECT (SELECT count(*) FROM checkout_sessions) AS s, (SELECT count(*) FROM stripe_events) AS e').first()).toEqual(before);
  });
});

describe('simulated portal', () => {
  it('switches period, cancels at period end, resumes and cancels now, each through the handler', async () => {
    const user = await signIn();
    expect(await portal(user)).toEqual({ status: 200, body: { plan_type: 'free', status: null, current_period_end: null, cancel_at_period_end: false } });
    expect((await portal(user, { action: 'resume' })).body).toMatchObject({ code: 'no_subscription' });
    expect((await apiFetch('/subscriptions/manage', { cookie: user.cookie })).status).toBe(409);

    await pay(user, await checkout(user, '/subscriptions/create-checkout', { planType: 'yearly' }));
    expect(await (await apiFetch('/subscriptions/manage', { cookie: user.cookie })).json()).toEqual({ customer_portal_url: '/dev/portal' });

    const switched = await portal(user, { action: 'switch', plan_type: 'monthly' });
    expect(switched.body).toMatchObject({ plan_type: 'monthly', status: 'active', cancel_at_period_end: false });
    const cancelled = await portal(user, { action: 'cancel_at_period_end' });
    expect(cancelled.body).toMatchObject({ plan_type: 'monthly', cancel_at_period_end: true });
    const me = await (await apiFetch('/users/me', { cookie: user.cookie })).json<{ subscription: Record<string, unknown> }>();
    expect(me.subscription).toMatchObject({ plan_type: 'monthly', is_pro: true, cancel_at_period_end: true, current_period_end: cancelled.body.current_period_end });
    expect((await portal(user, { action: 'resume' })).body).toMatchObject({ cancel_at_period_end: false });
    expect((await portal(user, { action: 'cancel_now' })).body).toMatchObject({ status: 'canceled' });
    expect(await usageOf(user.cookie)).toMatchObject({ planType: 'free', billingPeriod: null });
    expect((await portal(user, { action: 'resume' })).status).toBe(409);
    // After cancelling, a new checkout is allowed again.
    expect((await apiFetch('/subscriptions/create-checkout', { cookie: user.cookie, json: { planType: 'weekly' } })).status).toBe(200);
  });

  it('POST /api/subscriptions switches and cancels at period end; resume undoes it', async () => {
    const user = await signIn();
    const none = await apiFetch('/subscriptions', { cookie: user.cookie, json: { planType: 'monthly' } });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: 'no_subscription' });
    await pay(user, await checkout(user, '/subscriptions/create-checkout', { planType: 'weekly' }));

    const switched = await apiFetch('/subscriptions', { cookie: user.cookie, json: { planType: 'yearly' } });
    expect(await switched.json()).toMatchObject({ plan_type: 'yearly', status: 'active', is_pro: true, has_customer: true, cancel_at_period_end: false });
    const toFree = await apiFetch('/subscriptions', { cookie: user.cookie, json: { planType: 'free' } });
    expect(await toFree.json()).toMatchObject({ plan_type: 'yearly', is_pro: true, cancel_at_period_end: true });
    const resumed = await apiFetch('/subscriptions/resume', { cookie: user.cookie, method: 'POST' });
    expect(await resumed.json()).toMatchObject({ plan_type: 'yearly', cancel_at_period_end: false });
    expect((await apiFetch('/subscriptions/resume', { method: 'POST' })).status).toBe(401);
  });

  it('is 404 when Stripe is configured or dev sign-in is off', async () => {
    const user = await signIn();
    expect((await stripeApi('/dev/portal', { cookie: user.cookie })).status).toBe(404);
    const body = { action: 'resume' };
    expect((await stripeApi('/dev/portal', { cookie: user.cookie, json: body })).status).toBe(404);
    const off = { ...stripeEnv, STRIPE_SECRET_KEY: '', DEV_LOGIN: 'false' };
    expect((await stripeApi('/dev/checkout/cs_sim_x', { cookie: user.cookie }, off)).status).toBe(404);
    expect((await stripeApi('/dev/checkout/complete', { cookie: user.cookie, json: { session_id: 'cs_sim_x' } }, off)).status).toBe(404);
    const noPayments = await stripeApi('/credits/checkout', { cookie: user.cookie, json: { package: 'starter' } }, off);
    expect(noPayments.status).toBe(503);
  });
});

describe('credit store in the simulator', () => {
  it('a free user buys credits, then a generation beyond the allowance spends exactly one', async () => {
    const user = await signIn();
    const id = await checkout(user, '/credits/checkout', { package: 'starter' });
    expect(await (await apiFetch(`/dev/checkout/${id}`, { cookie: user.cookie })).json()).toMatchObject({
      mode: 'payment', package: 'starter', plan_type: null, amount_cents: 299, success_url: `/credits?session_id=${id}`, cancel_url: '/credits',
    });
    await pay(user, id);
    await pay(user, id);
    expect(await (await apiFetch('/credits', { cookie: user.cookie })).json()).toEqual({
      balance: 10,
      totalPurchased: 10,
      totalUsed: 0,
      packages: [
        { id: 'starter', credits: 10, bonus: 0, priceCents: 299, currency: 'usd' },
        { id: 'popular', credits: 25, bonus: 5, priceCents: 599, currency: 'usd' },
        { id: 'power', credits: 60, bonus: 15, priceCents: 1299, currency: 'usd' },
        { id: 'ultimate', credits: 150, bonus: 50, priceCents: 2999, currency: 'usd' },
      ],
    });
    for (let i = 0; i < 3; i++) expect((await generate(user.cookie)).status).toBe(200);
    expect(await usageOf(user.cookie)).toMatchObject({ used: 3, limit: 3, credits: 10 });
    expect((await generate(user.cookie)).status).toBe(200);
    expect(await usageOf(user.cookie)).toMatchObject({ used: 3, credits: 9 });
    const credits = await (await apiFetch('/credits', { cookie: user.cookie })).json();
    expect(credits).toMatchObject({ balance: 9, totalPurchased: 10, totalUsed: 1 });
    const history = await (await apiFetch('/credits/transactions', { cookie: user.cookie })).json<{ transactions: Array<Record<string, unknown>>; next_cursor: string | null }>();
    expect(history.transactions.map((t) => [t.reason, t.delta, t.package])).toEqual([
      ['spend', -1, undefined],
      ['purchase', 10, 'starter'],
    ]);
    expect(history.next_cursor).toBeNull();
  }, 30_000);

  it('pages the transaction history with a cursor; bad cursors are 400; signed out is 401', async () => {
    const user = await signIn();
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    const rows = Array.from({ length: 25 }, (_, i) =>
      env.DB.prepare("INSERT INTO credit_ledger (id, user_id, delta, reason, reference, created_at) VALUES (?, ?, 1, 'grant', ?, ?)").bind(`l-${user.userId}-${i}`, user.userId, `g-${user.userId}-${i}`, at(i)),
    );
    await env.DB.batch(rows);
    const first = await (await apiFetch('/credits/transactions', { cookie: user.cookie })).json<{ transactions: Array<{ id: string }>; next_cursor: string }>();
    expect(first.transactions).toHaveLength(20);
    expect(first.transactions[0]?.id).toBe(`l-${user.userId}-24`);
    const second = await (await apiFetch(`/credits/transactions?cursor=${encodeURIComponent(first.next_cursor)}`, { cookie: user.cookie })).json<{ transactions: Array<{ id: string }>; next_cursor: string | null }>();
    expect(second.transactions.map((t) => t.id)).toEqual([4, 3, 2, 1, 0].map((i) => `l-${user.userId}-${i}`));
    expect(second.next_cursor).toBeNull();
    for (const bad of ['x', 'a~b', `${at(1)}~x~y`, '~']) {
      const res = await apiFetch(`/credits/transactions?cursor=${encodeURIComponent(bad)}`, { cookie: user.cookie });
      expect(res.status).toBe(400);
    }
    expect((await apiFetch('/credits/transactions')).status).toBe(401);
    expect((await apiFetch('/credits')).status).toBe(401);
    expect((await apiFetch('/credits/checkout', { json: { package: 'starter' } })).status).toBe(401);
  });
});
