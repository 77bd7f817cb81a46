import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../app';
import { base64url, sha256Hex } from '../../lib/crypto';
import { apiFetch, cookieFrom, freshIp, setCookieLine, signIn } from '../../test/helpers';

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const CLIENT_ID = env.GOOGLE_CLIENT_ID;

const b64 = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** An unsigned ID token as Google's token endpoint would return it (claims only matter here). */
function idToken(claims: Record<string, unknown>) {
  const payload = {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    iat: 1_700_000_000,
    exp: 4_000_000_000,
    email_verified: true,
    ...claims,
  };
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(payload)}.${base64url(new Uint8Array([1, 2, 3]))}`;
}

interface TokenCall {
  code: string | null;
  codeVerifier: string | null;
  redirectUri: string | null;
}

/** Intercepts Google's token endpoint; every other outbound call fails the test. */
function interceptGoogle(answer: () => Response) {
  const calls: TokenCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== TOKEN_URL) throw new Error(`Unexpected outbound fetch to ${request.url}`);
    const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    calls.push({ code: form.get('code'), codeVerifier: form.get('code_verifier'), redirectUri: form.get('redirect_uri') });
    return answer();
  });
  return { calls, spy };
}

const tokenAnswer = (claims: Record<string, unknown>) => () =>
  Response.json({ access_token: 'ya29.test', token_type: 'Bearer', expires_in: 3599, id_token: idToken(claims) });

/** Starts a sign-in: the redirect URL plus the state and verifier cookies it set. */
async function start() {
  const res = await apiFetch('/oauth/google/redirect_url', { headers: { 'cf-connecting-ip': freshIp() } });
  expect(res.status).toBe(200);
  const { redirectUrl } = await res.json<{ redirectUrl: string }>();
  const state = cookieFrom(res, '__Host-fc_oauth_state');
  const verifier = cookieFrom(res, '__Host-fc_oauth_verifier');
  if (!state || !verifier) throw new Error('missing sign-in cookies');
  return { res, url: new URL(redirectUrl), stateCookie: state, verifierCookie: verifier };
}

function exchange(body: unknown, cookie?: string) {
  return apiFetch('/sessions', { method: 'POST', json: body, cookie, headers: { 'cf-connecting-ip': freshIp() } });
}

async function completeSignIn(claims: Record<string, unknown>, code = 'google-code-1') {
  const { url, stateCookie, verifierCookie } = await start();
  const google = interceptGoogle(tokenAnswer(claims));
  const res = await exchange({ code, state: url.searchParams.get('state') }, `${stateCookie}; ${verifierCookie}`);
  google.spy.mockRestore();
  return { res, google, verifier: verifierCookie.split('=')[1] };
}

const countRows = async (sql: string, ...args: unknown[]) =>
  (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())?.n ?? 0;

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.restoreAllMocks());

describe('GET /api/oauth/google/redirect_url', () => {
  it("answers Google's authorization URL with state and a PKCE S256 challenge", async () => {
    const { res, url, stateCookie, verifierCookie } = await start();
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'profile', 'email']);
    expect(url.searchParams.get('state')).toBe(stateCookie.split('=')[1]);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const verifier = verifierCookie.split('=')[1] ?? '';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    expect(url.searchParams.get('code_challenge')).toBe(base64url(digest));
    for (const name of ['__Host-fc_oauth_state', '__Host-fc_oauth_verifier']) {
      const line = setCookieLine(res, name) ?? '';
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Max-Age=600/);
    }
  });

  it('gives each attempt its own state', async () => {
    const a = await start();
    const b = await start();
    expect(a.url.searchParams.get('state')).not.toBe(b.url.searchParams.get('state'));
  });

  it('leads to the local sign-in page when Google is not configured and DEV_LOGIN is on', async () => {
    const res = await app.request('/api/oauth/google/redirect_url', {}, { ...env, GOOGLE_CLIENT_ID: '' });
    expect(res.status).toBe(200);
    const { redirectUrl } = await res.json<{ redirectUrl: string }>();
    const state = cookieFrom(res, '__Host-fc_oauth_state')?.split('=')[1];
    expect(redirectUrl).toBe(`/dev/sign-in?state=${state}`);
  });

  it('answers 503 sign_in_unavailable when neither Google nor dev sign-in is configured', async () => {
    const res = await app.request(
      '/api/oauth/google/redirect_url',
      {},
      { ...env, GOOGLE_CLIENT_SECRET: ' ', DEV_LOGIN: 'false' },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: 'sign_in_unavailable' });
  });
});

describe('POST /api/sessions with a Google code', () => {
  const claims = { sub: 'google-sub-1', email: 'ada@example.com', name: 'Ada Lovelace', given_name: 'Ada', picture: 'https://lh3.googleusercontent.com/a/ada' };

  it('refuses a missing state cookie with 400 invalid_state', async () => {
    const google = interceptGoogle(tokenAnswer(claims));
    const res = await exchange({ code: 'c', state: 'whatever' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: 'invalid_state' });
    expect(google.calls).toHaveLength(0);
  });

  it('refuses a state that does not match the cookie with 400 invalid_state', async () => {
    const { stateCookie, verifierCookie } = await start();
    const google = interceptGoogle(tokenAnswer(claims));
    const res = await exchange({ code: 'c', state: 'forged-state' }, `${stateCookie}; ${verifierCookie}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_state' });
    expect(google.calls).toHaveLength(0);
  });

  it('exchanges a good code for a session stored only as its SHA-256 hash', async () => {
    const { res, google, verifier } = await completeSignIn(claims);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(google.calls).toEqual([
      { code: 'google-code-1', codeVerifier: verifier, redirectUri: 'http://localhost/auth/callback' },
    ]);

    const line = setCookieLine(res, '__Host-fc_session') ?? '';
    const token = line.split(';')[0]?.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits, base64url
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    const expires = new Date(/Expires=([^;]+)/.exec(line)?.[1] ?? '').getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    // The one-attempt cookies are cleared.
    expect(setCookieLine(res, '__Host-fc_oauth_state')).toMatch(/Max-Age=0/);
    expect(setCookieLine(res, '__Host-fc_oauth_verifier')).toMatch(/Max-Age=0/);

    expect(await countRows('SELECT count(*) AS n FROM sessions WHERE token_hash = ?', token)).toBe(0);
    expect(await countRows('SELECT count(*) AS n FROM sessions WHERE token_hash = ?', await sha256Hex(token))).toBe(1);

    const me = await apiFetch('/users/me', { cookie: `__Host-fc_session=${token}` });
    expect(await me.json()).toMatchObject({
      email: 'ada@example.com',
      google_user_data: { name: 'Ada Lovelace', given_name: 'Ada', picture: claims.picture },
      subscription: { plan_type: 'free' },
    });
  });

  it('keys the Google account by sub, refreshes the profile and gives every sign-in a new token', async () => {
    const first = await completeSignIn({ ...claims, sub: 'google-sub-2', email: 'grace@example.com', name: 'Grace H' });
    const second = await completeSignIn(
      { ...claims, sub: 'google-sub-2', email: 'grace@example.com', name: 'Grace Hopper', given_name: 'Grace' },
      'google-code-2',
    );
    const a = cookieFrom(first.res, '__Host-fc_session');
    const b = cookieFrom(second.res, '__Host-fc_session');
    expect(a && b && a !== b).toBe(true);
    const accounts = await env.DB.prepare('SELECT sub, user_id FROM google_accounts WHERE sub = ?').bind('google-sub-2').all();
    expect(accounts.results).toHaveLength(1);
    const meA = await (await apiFetch('/users/me', { cookie: a ?? '' })).json<{ id: string }>();
    const meB = await (await apiFetch('/users/me', { cookie: b ?? '' })).json<{ id: string; google_user_data: { name: string } }>();
    expect(meB.id).toBe(meA.id);
    expect(meB.google_user_data.name).toBe('Grace Hopper');
    expect(accounts.results[0]).toMatchObject({ user_id: meA.id });
  });

  it('links a Google identity to an existing user with the same email', async () => {
    const existing = await signIn({ email: 'linked@example.com', name: 'Linked', planType: 'monthly' });
    const { res } = await completeSignIn({ ...claims, sub: 'google-sub-3', email: 'Linked@example.com' });
    expect(res.status).toBe(200);
    const me = await (await apiFetch('/users/me', { cookie: cookieFrom(res, '__Host-fc_session') ?? '' })).json();
    expect(me).toMatchObject({ id: existing.userId, subscription: { plan_type: 'monthly' } });
  });

  it('answers 400 sign_in_failed when Google rejects the code, and makes no session', async () => {
    const before = await countRows('SELECT count(*) AS n FROM sessions');
    const { url, stateCookie, verifierCookie } = await start();
    interceptGoogle(() => Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 }));
    const res = await exchange({ code: 'bad', state: url.searchParams.get('state') }, `${stateCookie}; ${verifierCookie}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), code: 'sign_in_failed' });
    expect(await countRows('SELECT count(*) AS n FROM sessions')).toBe(before);
  });

  it('answers 400 sign_in_failed for an ID token meant for another client', async () => {
    const { res } = await completeSignIn({ ...claims, sub: 'google-sub-4', aud: 'someone-else' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'sign_in_failed' });
  });

  it('answers 400 sign_in_failed without the verifier cookie', async () => {
    const { url, stateCookie } = await start();
    const google = interceptGoogle(tokenAnswer(claims));
    const res = await exchange({ code: 'c', state: url.searchParams.get('state') }, stateCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'sign_in_failed' });
    expect(google.calls).toHaveLength(0);
  });

  it('answers 502 upstream_failed when Google cannot be reached', async () => {
    const { url, stateCookie, verifierCookie } = await start();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const res = await exchange({ code: 'c', state: url.searchParams.get('state') }, `${stateCookie}; ${verifierCookie}`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed' });
  });
});

describe('Google identities with an unverified email (docs/decisions/014-hardening.md)', () => {
  const base = { name: 'Mallory', given_name: 'Mallory' };

  it.each([
    ['email_verified: false', { email_verified: false }],
    ['no email_verified claim', { email_verified: undefined }],
  ])('never links to or signs in to an existing account (%s)', async (_name, verified) => {
    const owner = await signIn({ email: `owner-${crypto.randomUUID()}@example.com`, name: 'Real Owner' });
    const email = (await (await apiFetch('/users/me', { cookie: owner.cookie })).json<{ email: string }>()).email;
    const sub = `google-unverified-${crypto.randomUUID()}`;
    const { res } = await completeSignIn({ ...base, ...verified, sub, email });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'sign_in_failed' });
    expect(cookieFrom(res, '__Host-fc_session')).toBeNull();
    expect(await countRows('SELECT count(*) AS n FROM google_accounts WHERE sub = ?', sub)).toBe(0);
    const me = await (await apiFetch('/users/me', { cookie: owner.cookie })).json<{ google_user_data: { name: string } }>();
    expect(me.google_user_data.name).toBe('Real Owner');
  });
});
