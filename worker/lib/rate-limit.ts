import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { rateLimited } from './errors';

/** The part of a Workers rate-limit binding this middleware uses (tests pass a fake). */
export interface Limiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface RateLimitOptions {
  /** Picks the limiter for a request, usually a binding: `(env) => env.AUTH_LIMITER`. */
  limiter: (env: AppEnv['Bindings']) => Limiter;
  /** Groups the counted calls, so one limiter can serve several groups. */
  prefix: string;
  /** What is counted: the client address by default (`clientKey`), or e.g. the signed-in user. */
  keyOf?: (c: Context<AppEnv>) => string;
}

/**
 * The client address Cloudflare reports; local runs without it share one key. Only
 * CF-Connecting-IP counts: X-Forwarded-For and the like are chosen by the client.
 */
export function clientKey(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/**
 * Counts each request against `limiter` keyed by `prefix` and `keyOf` (the address); over the
 * limit answers 429 `rate_limited` in the error shape.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceRateLimit(c, options);
    await next();
  };
}

/** Counts this request against the limiter now (inside a handler); 429 `rate_limited` beyond it. */
export async function enforceRateLimit(c: Context<AppEnv>, { limiter, prefix, keyOf = clientKey }: RateLimitOptions) {
  const { success } = await limiter(c.env).limit({ key: `${prefix}:${keyOf(c)}` });
  if (!success) throw rateLimited();
}

/** The sign-in calls' limit (AUTH_LIMITER in wrangler.toml: 60 per minute per address). */
export const authRateLimit = () => rateLimit({ limiter: (env) => env.AUTH_LIMITER, prefix: 'auth' });

/**
 * Photo uploads per signed-in user (UPLOAD_LIMITER in wrangler.toml: 10 per minute), for
 * `enforceRateLimit`. Signed-out requests fall back to the address.
 */
export const UPLOAD_RATE_LIMIT: RateLimitOptions = {
  limiter: (env) => env.UPLOAD_LIMITER,
  prefix: 'upload',
  keyOf: (c) => (c.var.user ? `user:${c.var.user.id}` : clientKey(c)),
};
