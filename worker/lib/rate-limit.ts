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
}

/** The client address Cloudflare reports; local runs without it share one key. */
export function clientKey(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

/**
 * Counts each request against `limiter` keyed by `prefix` and the client address; over the
 * limit answers 429 `rate_limited` in the error shape.
 */
export function rateLimit({ limiter, prefix }: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { success } = await limiter(c.env).limit({ key: `${prefix}:${clientKey(c)}` });
    if (!success) throw rateLimited();
    await next();
  };
}

/** The sign-in calls' limit (AUTH_LIMITER in wrangler.toml: 20 per minute per address). */
export const authRateLimit = () => rateLimit({ limiter: (env) => env.AUTH_LIMITER, prefix: 'auth' });
