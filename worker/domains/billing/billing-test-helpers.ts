import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { vi } from 'vitest';
import type { StripeSubscriptionInput } from '#core/schemas/stripe-events';
import { app } from '../../app';
import type { ApiFetchInit, SignedIn } from '../../test/helpers';
import { webCrypto } from './billing.config';

/**
 * Billing test helpers: the worker with Stripe configured (keys and price ids), a fake of the
 * Stripe API behind an intercepted `fetch` (no network), and signed webhook deliveries.
 */
export const WEBHOOK_SECRET = 'whsec_test_forkcast';
export const PRICES = { weekly: 'price_test_weekly', monthly: 'price_test_monthly', yearly: 'price_test_yearly' };
export const APP_URL = 'https://forkcast.test';

export const stripeEnv = {
  ...env,
  STRIPE_SECRET_KEY: 'sk_test_forkcast',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_WEEKLY: PRICES.weekly,
  STRIPE_PRICE_MONTHLY: PRICES.monthly,
  STRIPE_PRICE_YEARLY: PRICES.yearly,
  APP_URL,
};

/** Calls the API with the given bindings (default: Stripe configured). */
export async function stripeApi(path: string, init: ApiFetchInit = {}, bindings: Env = stripeEnv): Promise<Response> {
  const { cookie, json, headers: given, ...rest } = init;
  const headers = new Headers(given);
  const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase();
  if (method !== 'GET' && !headers.has('origin')) headers.set('origin', 'http://localhost');
  if (cookie) headers.set('cookie', cookie);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  return app.request(`http://localhost/api${path}`, { ...rest, method, headers, body }, bindings);
}

export interface StripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

let stripeIdCounter = 0;

/**
 * A small in-memory Stripe behind `fetch`: customers, Checkout Sessions, subscriptions and the
 * billing portal. Every request is recorded (method, path, form parameters).
 */
export function interceptStripe() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, StripeSubscriptionInput & { items: { data: Array<{ id?: string; price: { id: string }; current_period_end?: number | null }> } }>();
  const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
  const json = (value: unknown, status = 200) =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname !== 'api.stripe.com') throw new Error(`Unexpected network call to ${url.href}`);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    calls.push({ method: request.method, path: url.pathname, params });
    stripeIdCounter += 1;
    const counter = `${stripeIdCounter}${Math.floor(Math.random() * 1e6)}`;
    const [, , resource, id, sub] = url.pathname.split('/');
    if (request.method === 'POST' && resource === 'customers') return json({ id: `cus_test_${counter}`, object: 'customer' });
    if (resource === 'checkout' && id === 'sessions') {
      if (request.method === 'POST') {
        const sid = `cs_test_${counter}`;
        sessionStatus.set(sid, 'open');
        return json({ id: sid, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.com/c/pay/${sid}` });
      }
      const sid = sub ?? '';
      return json({ id: sid, object: 'checkout.session', status: sessionStatus.get(sid) ?? 'open' });
    }
    if (resource === 'billing_portal') return json({ id: 'bps_test', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' });
    if (resource === 'subscriptions' && id) {
      const current = subscriptions.get(id);
      if (!current) return json({ error: { type: 'invalid_request_error', message: 'No such subscription' } }, 404);
      if (request.method === 'DELETE') {
        Object.assign(current, { status: 'canceled', cancel_at_period_end: false });
        return json(current);
      }
      if (request.method === 'POST') {
        const price = params.get('items[0][price]');
        const item = current.items.data[0];
        if (price && item) item.price = { id: price };
        if (params.has('cancel_at_period_end')) current.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        if (params.get('cancel_at') === '') current.cancel_at = null;
      }
      return json(current);
    }
    return json({ error: { type: 'invalid_request_error', message: `Unhandled ${request.method} ${url.pathname}` } }, 400);
  });
  return { calls, subscriptions, sessionStatus, restore: () => spy.mockRestore() };
}

let eventCounter = 0;

/** A Stripe event envelope around `object`, created at `created` (Unix seconds). */
export function stripeEvent(type: string, object: unknown, created: number, id?: string) {
  eventCounter += 1;
  return { id: id ?? `evt_test_${Date.now()}_${eventCounter}`, object: 'event', type, created, data: { object } };
}

/** A Stripe subscription object for `userId` on `price`. */
export function subscriptionObject(opts: {
  id: string;
  userId: string;
  customer: string;
  price: string;
  status: StripeSubscriptionInput['status'];
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: opts.id,
    object: 'subscription' as const,
    customer: opts.customer,
    status: opts.status,
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: { user_id: opts.userId },
    items: { object: 'list', data: [{ id: `si_${opts.id}`, price: { id: opts.price }, current_period_end: opts.periodEnd }] },
  };
}

/**
 * `user`'s Stripe subscription (ids derived from the user id), active for 30 more days on the
 * yearly price unless `over` says otherwise.
 */
export function subscriptionFor(user: SignedIn, over: Partial<Parameters<typeof subscriptionObject>[0]> = {}) {
  return subscriptionObject({
    id: `sub_${user.userId.slice(0, 8)}`,
    userId: user.userId,
    customer: `cus_${user.userId.slice(0, 8)}`,
    price: PRICES.yearly,
    status: 'active',
    periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
    ...over,
  });
}

/** Delivers an event to the webhook, signed with the SDK's test header helper (or the given header). */
export async function deliver(event: unknown, opts: { signature?: string | null; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const header =
    opts.signature !== undefined
      ? opts.signature
      : await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: opts.secret ?? WEBHOOK_SECRET, cryptoProvider: webCrypto });
  const headers = new Headers({ 'content-type': 'application/json', origin: 'https://stripe.com', 'sec-fetch-site': 'cross-site' });
  if (header !== null) headers.set('stripe-signature', header);
  return app.request('http://localhost/api/webhooks/stripe', { method: 'POST', headers, body: payload }, stripeEnv);
}

/**
 * A credit checkout opened through the API (intercepted Stripe), and the signed-webhook event
 * that completes it (paid), created at `created` (Unix seconds).
 */
export async function buyCredits(user: SignedIn, pack: string, paymentIntent: string, created = Math.floor(Date.now() / 1000)) {
  await stripeApi('/credits/checkout', { cookie: user.cookie, json: { package: pack } });
  const row = await env.DB.prepare('SELECT id FROM checkout_sessions WHERE user_id = ? ORDER BY created_at DESC')
    .bind(user.userId)
    .first<{ id: string }>();
  const session = {
    id: row?.id, object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid',
    client_reference_id: user.userId, customer: 'cus_x', payment_intent: paymentIntent, metadata: { user_id: user.userId, package: pack },
  };
  return { sessionId: row?.id ?? '', session, event: stripeEvent('checkout.session.completed', session, created) };
}
