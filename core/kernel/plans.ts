/**
 * The one plan table (docs/product.md "Plans and limits"). Every plan, price, allowance and
 * entitlement in Forkcast is written here and only here; server and client both read it.
 */
export const PLAN_TYPES = ['free', 'weekly', 'monthly', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PAID_PLAN_TYPES = ['weekly', 'monthly', 'yearly'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

/** What `/api/usage` calls the tier: every paid period is Pro. */
export const PLAN_TIERS = ['free', 'pro'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export interface Plan {
  type: PlanType;
  tier: PlanTier;
  /** Price in integer cents per billing interval. */
  priceCents: number;
  interval: 'forever' | 'week' | 'month' | 'year';
  /** Generations allowed per calendar month (UTC). */
  monthlyGenerations: number;
}

export const PLANS: Record<PlanType, Plan> = {
  free: { type: 'free', tier: 'free', priceCents: 0, interval: 'forever', monthlyGenerations: 3 },
  weekly: { type: 'weekly', tier: 'pro', priceCents: 499, interval: 'week', monthlyGenerations: 1000 },
  monthly: { type: 'monthly', tier: 'pro', priceCents: 1000, interval: 'month', monthlyGenerations: 1000 },
  yearly: { type: 'yearly', tier: 'pro', priceCents: 4999, interval: 'year', monthlyGenerations: 1000 },
};

/** Features that need Pro; the server answers 403 `plan_required` for them on the free plan. */
export const PRO_FEATURES = [
  'customized_recipes',
  'nutrition',
  'sharing',
  'discover',
  'voting',
  'rating',
  'reviewing',
  'shopping_list',
  'pantry',
  'meal_planner',
  'household',
] as const;
export type ProFeature = (typeof PRO_FEATURES)[number];

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}

export function planTier(planType: PlanType): PlanTier {
  return PLANS[planType].tier;
}

export function isPro(planType: PlanType): boolean {
  return PLANS[planType].tier === 'pro';
}

/** Whether a plan may use a feature. Every paid period gets every Pro feature. */
export function hasFeature(planType: PlanType, _feature: ProFeature): boolean {
  return isPro(planType);
}

export function monthlyLimit(planType: PlanType): number {
  return PLANS[planType].monthlyGenerations;
}

/**
 * The monthly allowances the terms and the FAQ quote ("{{free}} recipes", "{{pro}} recipes"),
 * written with `format` (the interface language's number format). Every Pro period has one allowance.
 */
export function allowanceWords(format: (n: number) => string): { free: string; pro: string } {
  return { free: format(monthlyLimit('free')), pro: format(monthlyLimit('monthly')) };
}

/** The billing period shown by `/api/usage`: null for free. */
export function billingPeriod(planType: PlanType): PaidPlanType | null {
  return planType === 'free' ? null : planType;
}

/** One-time credit packages (docs/product.md "Credits"). Credits never expire. */
export const CREDIT_PACKAGES = {
  starter: { id: 'starter', credits: 10, bonus: 0, priceCents: 299 },
  popular: { id: 'popular', credits: 25, bonus: 5, priceCents: 599 },
  power: { id: 'power', credits: 60, bonus: 15, priceCents: 1299 },
  ultimate: { id: 'ultimate', credits: 150, bonus: 50, priceCents: 2999 },
} as const;
export type CreditPackageId = keyof typeof CREDIT_PACKAGES;

/** Formats integer cents as a price in the given locale, e.g. 499 -> "$4.99". */
export function formatPrice(cents: number, locale = 'en', currency = 'USD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
