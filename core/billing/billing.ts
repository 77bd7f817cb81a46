import type { PlanType } from '#core/kernel/plans';
import type { SubscriptionStatus } from '#core/schemas/billing';

/**
 * The one entitlement rule (docs/product.md "Billing"): which plan a subscription's state gives.
 * The server reads it for the session user (every Pro check, `/api/usage`, `/api/users/me`);
 * nothing else decides whether someone is Pro.
 */
export interface SubscriptionState {
  /** The subscription's period; 'free' only on rows written before billing existed. */
  planType: PlanType;
  status: SubscriptionStatus;
  /** ISO date-time (UTC) the current period ends, or null when unknown. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

function periodOpen(state: SubscriptionState, now: Date): boolean {
  return state.currentPeriodEnd !== null && Date.parse(state.currentPeriodEnd) > now.getTime();
}

/**
 * `active` and `trialing` are Pro (with `cancel_at_period_end`, until the period ends);
 * `past_due` stays Pro until the current period ends; `canceled`, `unpaid`, `incomplete`,
 * `incomplete_expired` and `paused` are free. No subscription is free.
 */
export function entitledPlan(state: SubscriptionState | null, now: Date): PlanType {
  if (!state || state.planType === 'free') return 'free';
  switch (state.status) {
    case 'active':
    case 'trialing':
      // Renewal is Stripe's job: an active subscription stays Pro even if its renewal event is late.
      return state.cancelAtPeriodEnd && state.currentPeriodEnd !== null && !periodOpen(state, now)
        ? 'free'
        : state.planType;
    case 'past_due':
      return periodOpen(state, now) ? state.planType : 'free';
    default:
      return 'free';
  }
}

/** A subscription that can still be changed, cancelled or resumed (not ended for good). */
export function isLiveStatus(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due' || status === 'unpaid' || status === 'paused';
}

/** Statuses a Stripe subscription never leaves. */
export function isTerminalStatus(status: SubscriptionStatus): boolean {
  return status === 'canceled' || status === 'incomplete_expired';
}
