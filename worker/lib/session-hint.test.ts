import { describe, expect, it } from 'vitest';
import { apiFetch, cookieFrom, freshIp, setCookieLine } from '../test/helpers';

/** The real sign-in flow, keeping the answer of POST /api/sessions to read its cookies. */
async function signInResponse() {
  const headers = { 'cf-connecting-ip': freshIp() };
  const redirect = await apiFetch('/oauth/google/redirect_url', { headers });
  const stateCookie = cookieFrom(redirect, '__Host-fc_oauth_state') ?? '';
  const codeRes = await apiFetch('/dev/codes', {
    method: 'POST',
    headers,
    json: { email: `hint-${crypto.randomUUID()}@test.forkcast`, name: 'Hint Cook' },
  });
  const { code } = await codeRes.json<{ code: string }>();
  return apiFetch('/sessions', {
    method: 'POST',
    headers,
    cookie: stateCookie,
    json: { code, state: stateCookie.slice('__Host-fc_oauth_state='.length) },
  });
}

describe('the session hint cookie', () => {
  it('is set beside the session at sign-in: readable by the page, same lifetime, no secret', async () => {
    const res = await signInResponse();
    expect(res.ok).toBe(true);
    const hint = setCookieLine(res, 'fc_signed_in') ?? '';
    const session = setCookieLine(res, '__Host-fc_session') ?? '';
    expect(hint.split(';')[0]).toBe('fc_signed_in=1');
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Secure/);
    expect(hint).toMatch(/Path=\//);
    expect(session).toMatch(/HttpOnly/);
    const expires = (line: string) => /Expires=([^;]+)/.exec(line)?.[1];
    expect(expires(hint)).toBe(expires(session));
  });

  it('is cleared with the session at logout', async () => {
    const signedIn = await signInResponse();
    const cookie = cookieFrom(signedIn, '__Host-fc_session') ?? '';
    const res = await apiFetch('/logout', { cookie: `${cookie}; fc_signed_in=1` });
    expect(setCookieLine(res, '__Host-fc_session')).toMatch(/Max-Age=0/);
    expect(setCookieLine(res, 'fc_signed_in')).toMatch(/Max-Age=0/);
  });

  it('is cleared when it comes without a session (and /users/me still answers 401)', async () => {
    const res = await apiFetch('/users/me', { cookie: 'fc_signed_in=1' });
    expect(res.status).toBe(401);
    expect(setCookieLine(res, 'fc_signed_in')).toMatch(/Max-Age=0/);
  });

  it('a signed-out request without it gets no cookie at all', async () => {
    const res = await apiFetch('/users/me');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
