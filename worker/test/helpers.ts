import { exports } from 'cloudflare:workers';
import type { PlanType } from '#core/kernel/plans';

/**
 * Shared worker-test helpers: sign in through the real HTTP flow and call the API.
 * Import from any worker test: `import { apiFetch, signIn } from '<path>/test/helpers'`.
 */

export interface ApiFetchInit extends RequestInit {
  /** A `Cookie` header value, e.g. the `cookie` that `signIn()` returns. */
  cookie?: string;
  /** Sent as the JSON body (sets content-type). */
  json?: unknown;
}

let ipCounter = 0;

/**
 * A fresh client address for `cf-connecting-ip`, so sign-in calls in tests do not share one
 * rate-limit bucket (AUTH_LIMITER allows 60 per minute per address).
 */
export function freshIp(): string {
  ipCounter += 1;
  const n = ipCounter + Math.floor(Math.random() * 1_000_000);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Calls the worker at `http://localhost/api<path>` (pass `/users/me` or `/api/users/me`).
 * Non-GET requests carry `Origin: http://localhost` (the same-origin check) unless one is given.
 */
export function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { cookie, json, headers: given, ...rest } = init;
  const headers = new Headers(given);
  const method = (rest.method ?? (json !== undefined ? 'POST' : 'GET')).toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', 'http://localhost');
  if (cookie) headers.set('cookie', cookie);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const url = `http://localhost${path.startsWith('/api') ? '' : '/api'}${path}`;
  return exports.default.fetch(url, { ...rest, method, headers, body });
}

/** The `name=value` pair of a Set-Cookie header for `name`, or null. */
export function cookieFrom(res: Response, name: string): string | null {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return null;
}

/** The full Set-Cookie line for `name` (with its attributes), or null. */
export function setCookieLine(res: Response, name: string): string | null {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`)) ?? null;
}

export interface SignInOptions {
  email?: string;
  name?: string;
  /** The plan a NEW user starts on (an existing user keeps theirs). */
  planType?: PlanType;
}

export interface SignedIn {
  /** `__Host-fc_session=<token>`: pass it as `cookie` to `apiFetch`. */
  cookie: string;
  userId: string;
  /** The email and name the user signed in with (the account's, lower-cased email). */
  email: string;
  name: string;
}

let userCounter = 0;

async function expectOk(res: Response, step: string) {
  if (!res.ok) throw new Error(`signIn: ${step} answered ${res.status} ${await res.text()}`);
}

/**
 * The one way a worker test makes a user: signs in through the real flow (GET
 * /api/oauth/google/redirect_url for the state cookie, POST /api/dev/codes, POST /api/sessions), so
 * the user has the rows sign-in makes (settings, a simulated subscription on a paid plan) and a
 * session. Without an email, a new unique user is made (docs/architecture.md "Tests").
 */
export async function signIn(opts: SignInOptions = {}): Promise<SignedIn> {
  userCounter += 1;
  const email = opts.email ?? `user-${Date.now()}-${userCounter}-${Math.floor(Math.random() * 1e6)}@test.forkcast`;
  const name = opts.name ?? `Test User${userCounter}`;
  const ip = freshIp();
  const ipHeader = { 'cf-connecting-ip': ip };

  const redirect = await apiFetch('/oauth/google/redirect_url', { headers: ipHeader });
  await expectOk(redirect, 'redirect_url');
  const stateCookie = cookieFrom(redirect, '__Host-fc_oauth_state');
  if (!stateCookie) throw new Error('signIn: no state cookie');
  const state = stateCookie.slice('__Host-fc_oauth_state='.length);

  const codeRes = await apiFetch('/dev/codes', {
    method: 'POST',
    headers: ipHeader,
    json: { email, name, ...(opts.planType ? { planType: opts.planType } : {}) },
  });
  await expectOk(codeRes, 'dev/codes');
  const { code } = await codeRes.json<{ code: string }>();

  const sessionRes = await apiFetch('/sessions', {
    method: 'POST',
    headers: ipHeader,
    cookie: stateCookie,
    json: { code, state },
  });
  await expectOk(sessionRes, 'sessions');
  const cookie = cookieFrom(sessionRes, '__Host-fc_session');
  if (!cookie) throw new Error('signIn: no session cookie');

  const me = await apiFetch('/users/me', { cookie });
  await expectOk(me, 'users/me');
  const { id } = await me.json<{ id: string }>();
  return { cookie, userId: id, email: email.toLowerCase(), name };
}
