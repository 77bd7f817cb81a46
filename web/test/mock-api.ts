import { vi } from 'vitest';
import type { SubscriptionSummary } from '#core/schemas/billing';

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A route answer: a JSON body (200), or a function of the call returning `{status, body}`. */
export type MockRoute = ((call: ApiCall) => MockAnswer | Promise<MockAnswer>) | object;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function requestUrl(input: RequestInfo | URL): URL {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(raw, 'http://localhost');
}

/**
 * Intercepts the typed client at the fetch level. Keys are "METHOD /api/path"; unknown
 * routes answer 404 with the error shape. Returns the recorded calls.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) return json(404, { error: 'Not found', code: 'not_found' });
    if (typeof route === 'function') {
      const answer = await (route as (call: ApiCall) => MockAnswer | Promise<MockAnswer>)(call);
      return json(answer.status ?? 200, answer.body === undefined ? {} : answer.body);
    }
    return json(200, route);
  });
  return { spy, calls };
}

type MePlan = 'free' | 'weekly' | 'monthly' | 'yearly';

/** `GET /api/users/me`'s subscription: a paid plan is an active subscription renewing on Dec 14. */
export function makeSubscription(planType: MePlan, overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  const paid = planType !== 'free';
  return {
    plan_type: planType,
    status: paid ? 'active' : null,
    current_period_end: paid ? '2026-12-14T10:00:00.000Z' : null,
    cancel_at_period_end: false,
    is_pro: paid,
    has_customer: paid,
    ...overrides,
  };
}

/** The shape of `GET /api/users/me`. */
export function makeMe(
  overrides: { name?: string; planType?: MePlan; subscription?: Partial<SubscriptionSummary>; chef?: 'gemini' | 'offline' } = {},
) {
  const name = overrides.name ?? 'Paula Chef';
  return {
    id: 'user-1',
    email: 'paula@example.com',
    created_at: '2026-03-14T10:00:00.000Z',
    google_user_data: { name, given_name: name.split(' ')[0] ?? name, picture: null },
    subscription: makeSubscription(overrides.planType ?? 'free', overrides.subscription),
    chef: { provider: overrides.chef ?? 'gemini', sees_photos: overrides.chef !== 'offline', translates: overrides.chef !== 'offline' },
  };
}

export const signedOut = { status: 401, body: { error: 'Sign in required', code: 'unauthorized' } };
