import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#core/kernel/errors';

export type { ErrorCode };

/** The one error shape every failure answers with: `{ error, code, details? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: string,
    /** More fields of the body, beside `error`, `code` and `details` (e.g. `ingredient`, `alternatives`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details?: string) =>
  new ApiError(400, 'validation_failed', message, details);
export const unauthorized = (message = 'Sign in to continue') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new ApiError(403, 'forbidden', message);
export const planRequired = (message = 'This feature needs a Pro plan') =>
  new ApiError(403, 'plan_required', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const limitReached = (message = 'Recipe limit reached. Please upgrade your plan to continue.') =>
  new ApiError(429, 'limit_reached', message);
/** A kitchen's list (pantry, shopping list) is full. */
export const itemLimitReached = (message: string) => new ApiError(429, 'item_limit_reached', message);
export const rateLimited = (message = 'Too many requests. Please wait a moment and try again.') =>
  new ApiError(429, 'rate_limited', message);
