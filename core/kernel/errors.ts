/**
 * The closed list of error codes the API answers with, shared by the worker (which sends them)
 * and the web (which turns each into a translated message, falling back to the `error` text).
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'csrf_rejected',
  'plan_required',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'limit_reached',
  'item_limit_reached',
  'already_subscribed',
  'no_subscription',
  'rate_limited',
  'invalid_state',
  'sign_in_failed',
  'sign_in_unavailable',
  'upstream_failed',
  'no_recipe_found',
  'url_not_allowed',
  'vision_unavailable',
  'instruction_not_understood',
  'refine_not_possible',
  'diet_conflict',
  'dish_not_known',
  'invite_invalid',
  'invite_expired',
  'invite_used',
  'already_in_household',
  'household_full',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  details?: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
