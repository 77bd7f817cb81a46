import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../test/helpers';
import { thisMonday } from '../../test/kitchen-helpers';
import { quickRequest } from '../recipes/creator-test-helpers';
import { deliver, interceptStripe, PRICES, stripeApi, stripeEvent, subscriptionFor } from './billing-test-helpers';

/**
 * Every Pro gate follows the one entitlement rule (core/billing/billing.ts `entitledPlan`) on verified
 * Stripe state: a free cook is refused at each, a subscription delivered by a signed webhook opens
 * each, and a cancelled subscription whose period has ended closes each again. A gate reading
 * anything else (a stale column, a client field) would disagree with the others here.
 */
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const missing = crypto.randomUUID();
const monday = thisMonday();

interface Gate {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  /** What a Pro cook gets: the gate let them through (a made-up id then answers 404). */
  pro: number;
}

const GATES: Gate[] = [
  { name: 'Discover feed', method: 'GET', path: '/discover', pro: 200 },
  { name: 'voting', method: 'POST', path: `/discover/${missing}/vote`, json: { vote_type: 'upvote' }, pro: 404 },
  { name: 'rating', method: 'POST', path: `/discover/${missing}/rate`, json: { rating: 4 }, pro: 404 },
  { name: 'reviewing', method: 'POST', path: `/discover/${missing}/review`, json: { review_text: 'Lovely soup, cooked it twice.' }, pro: 404 },
  { name: 'sharing', method: 'POST', path: `/recipes/${missing}/share`, json: {}, pro: 404 },
  { name: 'nutrition', method: 'POST', path: `/recipes/${missing}/nutrition`, pro: 404 },
  { name: 'customised recipes', method: 'POST', path: '/generate-recipe', json: { ...quickRequest, type: 'customized', cuisine: 'thai' }, pro: 200 },
  { name: 'pantry', method: 'GET', path: '/pantry', pro: 200 },
  { name: 'shopping list', method: 'GET', path: '/shopping-list', pro: 200 },
  { name: 'meal planner', method: 'GET', path: `/meal-plans?start=${monday}&end=${monday}`, pro: 200 },
  { name: 'household invites', method: 'POST', path: '/household/invites', json: {}, pro: 201 },
];

async function statuses(user: SignedIn): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const gate of GATES) {
    const res = await stripeApi(gate.path, { method: gate.method, cookie: user.cookie, json: gate.json });
    const body = await res.json<{ code?: string }>();
    out[gate.name] = res.status === 403 ? `403 ${body.code}` : res.status;
  }
  return out;
}

const everyGate = (answer: (gate: Gate) => number | string) => Object.fromEntries(GATES.map((g) => [g.name, answer(g)]));

let stripe: ReturnType<typeof interceptStripe>;
beforeEach(() => {
  stripe = interceptStripe();
});
afterEach(() => stripe.restore());

describe('every Pro gate reads the one entitlement', () => {
  it('closed while free, open on a verified subscription, closed again when its cancelled period ends', async () => {
    const user = await signIn({ planType: 'free' });
    expect(await statuses(user)).toEqual(everyGate(() => '403 plan_required'));

    const sub = (over: Parameters<typeof subscriptionFor>[1] = {}) => subscriptionFor(user, { price: PRICES.monthly, periodEnd: NOW + 30 * DAY, ...over });
    expect((await deliver(stripeEvent('customer.subscription.created', sub(), NOW))).status).toBe(200);
    const open = await statuses(user);
    // The household now exists, so a second invite is still a Pro answer (201), never 403.
    expect(open).toEqual(everyGate((g) => g.pro));

    // Cancelled at the period's end, and that end has passed: free again at every gate.
    const ended = sub({ cancelAtPeriodEnd: true, periodEnd: NOW - 60 });
    expect((await deliver(stripeEvent('customer.subscription.updated', ended, NOW + 10))).status).toBe(200);
    expect(await statuses(user)).toEqual(everyGate(() => '403 plan_required'));
  });
});
