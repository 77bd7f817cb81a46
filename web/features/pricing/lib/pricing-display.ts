import { formatPrice, PAID_PLAN_TYPES, type PaidPlanType, type Plan } from '#core/kernel/plans';

/** The Pro periods offered by the switch, in display order (from core/kernel/plans.ts). */
export const PRO_PERIODS: readonly PaidPlanType[] = PAID_PLAN_TYPES;

/** The period the switch starts on: the user's own paid period, else monthly. */
export function initialPeriod(planType: string | undefined): PaidPlanType {
  return PRO_PERIODS.find((p) => p === planType) ?? 'monthly';
}

/** `?plan=` of /pricing as a paid period, or null when it is missing or not one. */
export function periodParam(value: string | null): PaidPlanType | null {
  return PRO_PERIODS.find((p) => p === value) ?? null;
}

/**
 * Where a signed-out visitor who chose `period` comes back to after signing in: that checkout,
 * keeping the Pro gate they came from (`reason`, `return_to`) when there was one.
 */
export function checkoutReturnPath(period: PaidPlanType, gate: { reason?: string | null; returnTo?: string | null } = {}): string {
  const params = new URLSearchParams({ plan: period, checkout: '1' });
  if (gate.reason) params.set('reason', gate.reason);
  if (gate.returnTo) params.set('return_to', gate.returnTo);
  return `/pricing?${params.toString()}`;
}

/** A plan's price in the interface language, e.g. "$4.99" (en) or "4,99 $" (de). */
export function planPrice(plan: Plan, language: string): string {
  return formatPrice(plan.priceCents, language);
}

const DAYS_PER_YEAR = 365;

/** For a yearly plan, the whole number of cents a day it stays under (4999 / 365 -> 14); else null. */
export function dailyCentsCeiling(plan: Plan): number | null {
  if (plan.interval !== 'year') return null;
  return Math.ceil(plan.priceCents / DAYS_PER_YEAR);
}
