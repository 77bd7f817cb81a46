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

/**
 * The security header set of public/_headers, which the assets layer adds to the files it serves
 * but not to answers the worker builds (robots.txt, sitemap.xml, Open Graph cards, their 404s):
 * each one missing is added. An answer other than an app page without a policy of its own gets
 * `default-src 'none'` (none of them runs a script). `/ocr/*` is the page reader's files only (docs/decisions/041-reading-recipes-photos.md):
 * their own policy (scripts and WebAssembly from this origin, nothing else).
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const OCR_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval' blob:; connect-src 'self' blob: data:; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function pageSecureHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const ocr = c.req.path.startsWith('/ocr/');
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    if (ocr) headers.set('content-security-policy', OCR_POLICY);
    // An app page keeps the policy the assets layer gave it; anything else runs no script.
    else if (!headers.has('content-security-policy') && !(headers.get('content-type') ?? '').includes('text/html')) {
      headers.set('content-security-policy', NO_CONTENT_POLICY);
    }
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
