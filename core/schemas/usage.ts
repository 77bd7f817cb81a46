import { z } from 'zod';
import { PAID_PLAN_TYPES, PLAN_TIERS } from '#core/kernel/plans';

/**
 * `GET /api/usage` (docs/product.md "Plans and limits"): the tier, the paid period (null on
 * free), this month's generations used and allowed (core/kernel/plans.ts), and the credit balance.
 */
export const usageResponseSchema = z.object({
  planType: z.enum(PLAN_TIERS),
  billingPeriod: z.enum(PAID_PLAN_TYPES).nullable(),
  used: z.number().int(),
  limit: z.number().int(),
  credits: z.number().int(),
});
