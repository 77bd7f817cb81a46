import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../test/helpers';

/** signedInFirst (guards.ts) before validate: a signed-out caller hears 401 whatever the body is. */
const routes = [
  { method: 'PUT', path: '/diet-profile' },
  { method: 'POST', path: '/leaderboard/settings' },
  { method: 'DELETE', path: '/users/me' },
] as const;

describe('signedInFirst', () => {
  it.each(routes)('$method $path: signed out is 401 before a body that is not JSON is looked at', async ({ method, path }) => {
    const res = await apiFetch(path, { method, headers: { 'content-type': 'text/plain' }, body: 'not json' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
  });

  it.each(routes)('$method $path: signed in, the same body is refused by validation (415)', async ({ method, path }) => {
    const { cookie } = await signIn({ planType: 'free' });
    const res = await apiFetch(path, { method, cookie, headers: { 'content-type': 'text/plain' }, body: 'not json' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});
