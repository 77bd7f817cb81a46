import { describe, expect, it } from 'vitest';
import { entitledPlan, type SubscriptionState } from './billing';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#core/schemas/billing';

const now = new Date('2026-06-15T12:00:00Z');
const FUTURE = '2026-07-01T00:00:00.000Z';
const PAST = '2026-06-01T00:00:00.000Z';

const state = (status: SubscriptionStatus, over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  planType: 'yearly',
  status,
  currentPeriodEnd: FUTURE,
  cancelAtPeriodEnd: false,
  ...over,
});

describe('entitledPlan', () => {
  it.each<[string, SubscriptionState | null, string]>([
    ['no subscription', null, 'free'],
    ['active', state('active'), 'yearly'],
    ['trialing', state('trialing'), 'yearly'],
    ['active after the period end (renewal event late)', state('active', { currentPeriodEnd: PAST }), 'yearly'],
    ['active without a period end', state('active', { currentPeriodEnd: null }), 'yearly'],
    ['cancel at period end, before the end', state('active', { cancelAtPeriodEnd: true }), 'yearly'],
    ['cancel at period end, after the end', state('active', { cancelAtPeriodEnd: true, currentPeriodEnd: PAST }), 'free'],
    ['trialing, cancel at period end, after the end', state('trialing', { cancelAtPeriodEnd: true, currentPeriodEnd: PAST }), 'free'],
    ['past_due before the period end', state('past_due'), 'yearly'],
    ['past_due after the period end', state('past_due', { currentPeriodEnd: PAST }), 'free'],
    ['past_due without a period end', state('past_due', { currentPeriodEnd: null }), 'free'],
    ['past_due exactly at the period end', state('past_due', { currentPeriodEnd: now.toISOString() }), 'free'],
    ['canceled', state('canceled'), 'free'],
    ['unpaid', state('unpaid'), 'free'],
    ['incomplete', state('incomplete'), 'free'],
    ['incomplete_expired', state('incomplete_expired'), 'free'],
    ['paused', state('paused'), 'free'],
    ['a pre-billing row on free', state('active', { planType: 'free' }), 'free'],
    ['weekly active', state('active', { planType: 'weekly' }), 'weekly'],
  ])('%s -> %s', (_name, given, expected) => {
    expect(entitledPlan(given, now)).toBe(expected);
  });

  it('covers every Stripe status', () => {
    const pro = SUBSCRIPTION_STATUSES.filter((s) => entitledPlan(state(s), now) !== 'free');
    expect(pro.sort()).toEqual(['active', 'past_due', 'trialing']);
  });
});
