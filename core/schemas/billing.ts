import { z } from 'zod';
import { CREDIT_PACKAGES, PAID_PLAN_TYPES, PLAN_TYPES, type CreditPackageId } from '#core/kernel/plans';
import { MAX_RETURN_PATH, safeReturnPath } from '#core/kernel/return-path';

/**
 * Billing API shapes (docs/product.md "Billing" and "Credits"):
 * subscriptions, the success-page check, the credit store and the local billing simulator.
 */

/** Every status a Stripe subscription can have. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const CREDIT_PACKAGE_IDS = Object.keys(CREDIT_PACKAGES) as [CreditPackageId, ...CreditPackageId[]];
export const creditPackageIdSchema = z.enum(CREDIT_PACKAGE_IDS);

/** Stripe ids (cs_…, sub_…) and the simulator's ids: letters, digits and underscores. */
export const stripeIdSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a valid id');

// ---------------------------------------------------------------------------------------------
// Subscriptions

/**
 * `POST /api/subscriptions/create-checkout`: a paid period, and `return_to`, the path on this site
 * the cook bought Pro from (a Pro gate): the success page offers to go back there
 * (core/kernel/return-path.ts; anything else is refused, 400).
 */
export const createCheckoutSchema = z.object({
  planType: z.enum(PAID_PLAN_TYPES),
  return_to: z
    .string()
    .max(MAX_RETURN_PATH)
    .refine((path) => safeReturnPath(path) !== null, 'Use a path on this site')
    .transform((path) => safeReturnPath(path) ?? '/')
    .optional(),
});

/** `POST /api/subscriptions`: another paid period (prorated), or `free` (cancel at period end). */
export const changeSubscriptionSchema = z.object({ planType: z.enum(PLAN_TYPES) });

/** Answer of both checkout routes (subscription and credits). */
export const checkoutUrlSchema = z.object({ checkout_url: z.string() });

/**
 * The caller's subscription: `GET /api/users/me` `.subscription`, and the answer of
 * `POST /api/subscriptions` and `POST /api/subscriptions/resume` (no body; undoes a cancellation
 * at period end; 409 `no_subscription` without a live subscription).
 * `plan_type` is the plan the user is entitled to now (free once a subscription has lapsed);
 * `status` is Stripe's status of the latest subscription (null: never subscribed);
 * `current_period_end` is an ISO date-time (UTC); with `cancel_at_period_end` the UI says
 * "Pro until {date}".
 */
export const subscriptionSummarySchema = z.object({
  plan_type: z.enum(PLAN_TYPES),
  status: subscriptionStatusSchema.nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  is_pro: z.boolean(),
  has_customer: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** `GET /api/subscriptions/manage`: Stripe's billing portal, or `/dev/portal` in the simulator. */
export const customerPortalSchema = z.object({ customer_portal_url: z.string() });

/** Path of `GET /api/subscriptions/checkout/{session_id}` and `GET /api/dev/checkout/{session_id}`. */
export const sessionIdParamSchema = z.object({ session_id: stripeIdSchema });

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const CHECKOUT_MODES = ['subscription', 'payment'] as const;

/**
 * `GET /api/subscriptions/checkout/{session_id}` (the success page's server-side check; 404 for a
 * session that is not the caller's). `plan_active` turns true once the webhook has made the
 * caller Pro (subscription mode) or granted the package (payment mode); `plan_type` is the
 * caller's current plan. Success URLs: `/subscription/success?session_id=…` for a subscription,
 * `/credits?session_id=…` for credits (cancel: `/pricing`, `/credits`).
 */
export const checkoutSessionStatusSchema = z.object({
  status: z.enum(CHECKOUT_STATUSES),
  mode: z.enum(CHECKOUT_MODES),
  plan_active: z.boolean(),
  plan_type: z.enum(PLAN_TYPES),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Credits

export const creditPackageSchema = z.object({
  id: creditPackageIdSchema,
  credits: z.number().int(),
  bonus: z.number().int(),
  priceCents: z.number().int(),
  currency: z.string(),
});

/** `GET /api/credits`. */
export const creditsSummarySchema = z.object({
  balance: z.number().int(),
  totalPurchased: z.number().int(),
  totalUsed: z.number().int(),
  packages: z.array(creditPackageSchema),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

/** `POST /api/credits/checkout`. */
export const creditsCheckoutSchema = z.object({ package: creditPackageIdSchema });

/**
 * Ledger reasons: purchase and bonus (a credit package), spend (a generation beyond the
 * allowance), refund (a failed generation's credit given back), grant (demo or support
 * credits), chargeback (credits taken back because their purchase was refunded by Stripe).
 */
export const CREDIT_REASONS = ['purchase', 'bonus', 'spend', 'refund', 'grant', 'chargeback'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CREDIT_TRANSACTIONS_PAGE_SIZE = 20;

/** Query of `GET /api/credits/transactions`: the previous page's `next_cursor`. */
export const creditTransactionsQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
});

/** One ledger line; `package` is set on purchase, bonus and chargeback lines. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  created_at: z.string(),
  package: creditPackageIdSchema.optional(),
});

/** `GET /api/credits/transactions`: newest first, 20 a page; `next_cursor` null on the last page. */
export const creditTransactionsSchema = z.object({
  transactions: z.array(creditTransactionSchema),
  next_cursor: z.string().nullable(),
});
export type CreditTransactions = z.infer<typeof creditTransactionsSchema>;

// ---------------------------------------------------------------------------------------------
// Local billing simulator (no STRIPE_SECRET_KEY and DEV_LOGIN true; 404 otherwise)

/** `GET /api/dev/checkout/{session_id}` (owner only, else 404): what the /dev/checkout page shows. */
export const devCheckoutSchema = z.object({
  id: z.string(),
  mode: z.enum(CHECKOUT_MODES),
  plan_type: z.enum(PAID_PLAN_TYPES).nullable(),
  package: creditPackageIdSchema.nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type DevCheckout = z.infer<typeof devCheckoutSchema>;

/** `POST /api/dev/checkout/complete` (Pay): answers `{ success_url }`. Twice grants once. */
export const devCompleteCheckoutSchema = z.object({ session_id: stripeIdSchema });

/**
 * `GET /api/dev/portal` and the answer of `POST /api/dev/portal`: the caller's latest
 * subscription (`plan_type` its period, `free` and `status: null` when there is none).
 */
export const devPortalStateSchema = z.object({
  plan_type: z.enum(PLAN_TYPES),
  status: subscriptionStatusSchema.nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type DevPortalState = z.infer<typeof devPortalStateSchema>;

export const DEV_PORTAL_ACTIONS = ['switch', 'cancel_at_period_end', 'resume', 'cancel_now'] as const;

/** `POST /api/dev/portal`: `switch` needs `plan_type` (a paid period). 409 `no_subscription` without a live one. */
export const devPortalActionSchema = z
  .object({
    action: z.enum(DEV_PORTAL_ACTIONS),
    plan_type: z.enum(PAID_PLAN_TYPES).optional(),
  })
  .refine((v) => v.action !== 'switch' || v.plan_type !== undefined, {
    message: 'Choose the period to switch to',
    path: ['plan_type'],
  });
export type DevPortalActionInput = z.infer<typeof devPortalActionSchema>;
