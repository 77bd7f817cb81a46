import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';
import { ApiError } from './errors';

/** Paths that take state-changing requests from other origins (signed by their sender instead). */
export const CROSS_ORIGIN_EXEMPT = new Set(['/api/webhooks/stripe']);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing request, JSON bodies included (Hono's csrf() only looks
 * at form bodies). Browsers always send Sec-Fetch-Site or Origin on such requests; a request
 * that names another site is refused. Requests with neither header come from non-browser
 * clients, which carry no ambient cookies to abuse.
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CROSS_ORIGIN_EXEMPT.has(c.req.path)) return next();
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new ApiError(403, 'csrf_rejected', 'Cross-site request refused');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      throw new ApiError(403, 'csrf_rejected', 'Cross-origin request refused');
    }
    return next();
  };
}

/** Secure headers and a strict CSP for API responses (static assets get theirs from _headers). */
export function apiSecureHeaders(): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
