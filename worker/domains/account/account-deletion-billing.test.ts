import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/helpers';
import { deliver, interceptStripe, PRICES, stripeApi, stripeEvent, subscriptionObject } from '../billing/billing-test-helpers';

/**
 * Account deletion with Stripe configured (Stripe's API intercepted on fetch): the live
 * subscription is cancelled at once at Stripe, and no late or replayed webhook for the deleted
 * customer brings anything back.
 */
let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

const NOW = Math.floor(Date.now() / 1000);

async function subscribedUser() {
  const email = `payer-${crypto.randomUUID().slice(0, 8)}@test.forkcast`;
  const user = await signIn({ email });
  const tag = user.userId.replaceAll('-', '').slice(0, 14);
  const object = subscriptionObject({
    id: `sub_${tag}`,
    userId: user.userId,
    customer: `cus_${tag}`,
    price: PRICES.monthly,
    status: 'active',
    periodEnd: NOW + 30 * 86_400,
  });
  stripe.subscriptions.set(object.id, object);
  const created = stripeEvent('customer.subscription.created', object, NOW - 60);
  expect((await deliver(created)).status).toBe(200);
  return { user, email, object, created };
}

const billingRows = async (userId: string, customer: string) =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM users WHERE id = ?1) AS users,
            (SELECT count(*) FROM subscriptions WHERE user_id = ?1 OR stripe_customer_id = ?2) AS subscriptions,
            (SELECT count(*) FROM billing_customers WHERE user_id = ?1 OR stripe_customer_id = ?2) AS customers,
            (SELECT count(*) FROM credit_ledger WHERE user_id = ?1) AS ledger`,
  )
    .bind(userId, customer)
    .first<Record<string, number>>();

describe('DELETE /api/users/me with Stripe', () => {
  it('cancels the live subscription at Stripe immediately and removes the local billing state', async () => {
    const { user, email, object } = await subscribedUser();
    expect(await billingRows(user.userId, object.customer)).toMatchObject({ users: 1, subscriptions: 1, customers: 1 });

    const res = await stripeApi('/users/me', { method: 'DELETE', cookie: user.cookie, json: { confirm_email: email } });
    expect(res.status).toBe(200);

    const cancel = stripe.calls.filter((c) => c.path === `/v1/subscriptions/${object.id}` && c.method === 'DELETE');
    expect(cancel).toHaveLength(1);
    // A cancellation now, not at period end: no update that only schedules it was sent.
    expect(stripe.calls.some((c) => c.method === 'POST' && c.params.get('cancel_at_period_end') === 'true')).toBe(false);
    expect(stripe.subscriptions.get(object.id)?.status).toBe('canceled');
    expect(await billingRows(user.userId, object.customer)).toEqual({ users: 0, subscriptions: 0, customers: 0, ledger: 0 });
  });

  it('a late or replayed webhook for the deleted customer changes nothing', async () => {
    const { user, email, object, created } = await subscribedUser();
    expect((await stripeApi('/users/me', { method: 'DELETE', cookie: user.cookie, json: { confirm_email: email } })).status).toBe(200);
    const events = await env.DB.prepare('SELECT count(*) AS n FROM stripe_events').first<{ n: number }>();

    // The replay of an event already applied, and late events Stripe may still send.
    const replay = await deliver(created);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    const late = [
      stripeEvent('customer.subscription.updated', { ...object, status: 'active' }, NOW + 5),
      stripeEvent('customer.subscription.deleted', { ...object, status: 'canceled' }, NOW + 6),
      stripeEvent('invoice.paid', { id: 'in_late', object: 'invoice', customer: object.customer, parent: { subscription_details: { subscription: object.id } } }, NOW + 7),
      stripeEvent('checkout.session.completed', { id: 'cs_late', object: 'checkout.session', mode: 'payment', status: 'complete', payment_status: 'paid', customer: object.customer, client_reference_id: user.userId, metadata: { user_id: user.userId, package: 'starter' } }, NOW + 8),
    ];
    const callsBefore = stripe.calls.length;
    for (const event of late) expect((await deliver(event)).status).toBe(200);

    expect(await billingRows(user.userId, object.customer)).toEqual({ users: 0, subscriptions: 0, customers: 0, ledger: 0 });
    // Recorded (so a further replay is a plain duplicate) and nothing re-read from Stripe.
    expect((await env.DB.prepare('SELECT count(*) AS n FROM stripe_events').first<{ n: number }>())?.n).toBe((events?.n ?? 0) + late.length);
    expect(stripe.calls.length).toBe(callsBefore);
  });

  it('a wrong email cancels nothing at Stripe', async () => {
    const { user, object } = await subscribedUser();
    const res = await stripeApi('/users/me', { method: 'DELETE', cookie: user.cookie, json: { confirm_email: 'nope@test.forkcast' } });
    expect(res.status).toBe(400);
    expect(stripe.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(await billingRows(user.userId, object.customer)).toMatchObject({ users: 1, subscriptions: 1, customers: 1 });
  });
});
