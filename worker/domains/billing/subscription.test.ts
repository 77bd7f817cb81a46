import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/helpers';
import { deliver, interceptStripe, PRICES, stripeApi, stripeEvent, subscriptionObject } from './billing-test-helpers';
import { supersedes, type StoredOrder } from './subscription-state.service';

let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

const NOW = Math.floor(Date.now() / 1000);

async function subscribed(user: SignedIn, price = PRICES.monthly) {
  const object = subscriptionObject({
    id: `sub_${user.userId.slice(0, 12)}`,
    userId: user.userId,
    customer: `cus_${user.userId.slice(0, 12)}`,
    price,
    status: 'active',
    periodEnd: NOW + 30 * 86_400,
  });
  stripe.subscriptions.set(object.id, object);
  await deliver(stripeEvent('customer.subscription.created', object, NOW - 60));
  return object;
}

describe('POST /api/subscriptions (Stripe)', () => {
  it('changes the period with proration and applies Stripe’s answer at once', async () => {
    const user = await signIn();
    const sub = await subscribed(user);
    const res = await stripeApi('/subscriptions', { cookie: user.cookie, json: { planType: 'yearly' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ plan_type: 'yearly', status: 'active', is_pro: true, cancel_at_period_end: false });
    const update = stripe.calls.find((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${sub.id}`);
    expect(update?.params.get('items[0][id]')).toBe(`si_${sub.id}`);
    expect(update?.params.get('items[0][price]')).toBe(PRICES.yearly);
    expect(update?.params.get('proration_behavior')).toBe('create_prorations');
    expect(update?.params.get('metadata[user_id]')).toBe(user.userId);
  });

  it("'free' cancels at period end (still Pro until then); resume undoes it", async () => {
    const user = await signIn();
    const sub = await subscribed(user);
    const cancel = await stripeApi('/subscriptions', { cookie: user.cookie, json: { planType: 'free' } });
    expect(await cancel.json()).toMatchObject({ plan_type: 'monthly', is_pro: true, cancel_at_period_end: true });
    const sent = stripe.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${sub.id}`);
    expect(sent.at(-1)?.params.get('cancel_at_period_end')).toBe('true');
    const resume = await stripeApi('/subscriptions/resume', { cookie: user.cookie, method: 'POST' });
    expect(await resume.json()).toMatchObject({ plan_type: 'monthly', cancel_at_period_end: false });
    expect(stripe.calls.filter((c) => c.method === 'POST').at(-1)?.params.get('cancel_at_period_end')).toBe('false');
  });

  it('is 409 no_subscription without a live subscription, 401 signed out, 400 for an unknown plan', async () => {
    const user = await signIn();
    const none = await stripeApi('/subscriptions', { cookie: user.cookie, json: { planType: 'weekly' } });
    expect(none.status).toBe(409);
    expect((await stripeApi('/subscriptions/resume', { cookie: user.cookie, method: 'POST' })).status).toBe(409);
    expect((await stripeApi('/subscriptions', { json: { planType: 'weekly' } })).status).toBe(401);
    expect((await stripeApi('/subscriptions', { cookie: user.cookie, json: { planType: 'platinum' } })).status).toBe(400);
    expect(stripe.calls).toHaveLength(0);
  });
});

describe('supersedes (which Stripe state wins)', () => {
  const s = (subscriptionId: string | null, status: StoredOrder['status'], stateAt: number): StoredOrder => ({ subscriptionId, status, stateAt });
  it.each<[string, StoredOrder | null, StoredOrder, boolean]>([
    ['nothing stored', null, s('a', 'active', 1), true],
    ['a pre-billing row', s(null, 'active', 0), s('a', 'incomplete', 1), true],
    ['newer state of the same subscription', s('a', 'active', 1), s('a', 'past_due', 2), true],
    ['older state of the same subscription', s('a', 'active', 2), s('a', 'incomplete', 1), false],
    ['same second, later stage', s('a', 'incomplete', 5), s('a', 'active', 5), true],
    ['same second, earlier stage', s('a', 'active', 5), s('a', 'incomplete', 5), false],
    ['same second, same stage (later delivery wins)', s('a', 'active', 5), s('a', 'past_due', 5), true],
    ['anything after the end of the same subscription', s('a', 'canceled', 1), s('a', 'active', 9), false],
    ['a new subscription after an ended one', s('a', 'canceled', 9), s('b', 'active', 1), true],
    ['a newer live subscription replacing a live one', s('a', 'active', 1), s('b', 'active', 2), true],
    ['an older other subscription', s('a', 'active', 5), s('b', 'active', 1), false],
    ['the end of another subscription', s('a', 'active', 1), s('b', 'canceled', 9), false],
  ])('%s', (_name, stored, incoming, expected) => {
    expect(supersedes(stored, incoming)).toBe(expected);
  });
});
