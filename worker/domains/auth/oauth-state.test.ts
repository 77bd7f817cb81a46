import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import worker from '../../index';
import { sha256Hex } from '../../lib/crypto';
import { apiFetch, cookieFrom, freshIp, setCookieLine, signIn } from '../../test/helpers';
import { OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE } from './auth.routes';

/** docs/decisions/014-hardening.md: the OAuth state is one-time on the server and its cookies are `__Host-`. */

async function startAttempt() {
  const res = await apiFetch('/oauth/google/redirect_url', { headers: { 'cf-connecting-ip': freshIp() } });
  const cookie = cookieFrom(res, OAUTH_STATE_COOKIE);
  if (!cookie) throw new Error('no state cookie');
  return { res, cookie, state: cookie.slice(`${OAUTH_STATE_COOKIE}=`.length) };
}

async function devCode(email: string) {
  const res = await apiFetch('/dev/codes', { json: { email, name: 'State Tester' }, headers: { 'cf-connecting-ip': freshIp() } });
  return (await res.json<{ code: string }>()).code;
}

function redeem(code: string, state: string, cookie: string) {
  return apiFetch('/sessions', { json: { code, state }, cookie, headers: { 'cf-connecting-ip': freshIp() } });
}

const stateRows = async (hash: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM oauth_states WHERE state_hash = ?').bind(hash).first<{ n: number }>())?.n;

describe('the OAuth state', () => {
  it('uses __Host- cookies: Secure, Path=/, no Domain', async () => {
    const { res } = await startAttempt();
    for (const name of [OAUTH_STATE_COOKIE, OAUTH_VERIFIER_COOKIE]) {
      const line = setCookieLine(res, name) ?? '';
      expect(name.startsWith('__Host-')).toBe(true);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect(OAUTH_VERIFIER_COOKIE.startsWith('__Host-')).toBe(true);
  });

  it('is stored only as its SHA-256 hash with a 10-minute expiry', async () => {
    const before = Date.now();
    const { state } = await startAttempt();
    const plain = await env.DB.prepare('SELECT count(*) AS n FROM oauth_states WHERE state_hash = ?').bind(state).first<{ n: number }>();
    expect(plain?.n).toBe(0);
    const row = await env.DB.prepare('SELECT expires_at FROM oauth_states WHERE state_hash = ?')
      .bind(await sha256Hex(state))
      .first<{ expires_at: string }>();
    const ttl = new Date(row?.expires_at ?? 0).getTime() - before;
    expect(ttl).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('works once: replaying the same state and cookie is refused, and the row is deleted on use', async () => {
    const { cookie, state } = await startAttempt();
    const first = await redeem(await devCode(`once-${crypto.randomUUID()}@example.com`), state, cookie);
    expect(first.status).toBe(200);
    expect(await stateRows(await sha256Hex(state))).toBe(0);
    const replay = await redeem(await devCode(`again-${crypto.randomUUID()}@example.com`), state, cookie);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'invalid_state' });
  });

  it('refuses a state the server never issued, even when the cookie matches it', async () => {
    const forged = 'attacker-chosen-state-value';
    const res = await redeem(await devCode(`forged-${crypto.randomUUID()}@example.com`), forged, `${OAUTH_STATE_COOKIE}=${forged}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_state' });
  });

  it('refuses an expired state, and the Cron Trigger deletes expired ones', async () => {
    const { cookie, state } = await startAttempt();
    const hash = await sha256Hex(state);
    await env.DB.prepare("UPDATE oauth_states SET expires_at = '2020-01-01T00:00:00.000Z' WHERE state_hash = ?").bind(hash).run();
    const res = await redeem(await devCode(`late-${crypto.randomUUID()}@example.com`), state, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_state' });

    const other = await startAttempt();
    const otherHash = await sha256Hex(other.state);
    await env.DB.prepare("UPDATE oauth_states SET expires_at = '2020-01-01T00:00:00.000Z' WHERE state_hash = ?").bind(otherHash).run();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), env);
    expect(await stateRows(otherHash)).toBe(0);
  });
});

describe('GET /api/logout (docs/decisions/014-hardening.md)', () => {
  it.each(['same-site', 'cross-site'])('refuses Sec-Fetch-Site: %s and keeps the session', async (site) => {
    const { cookie } = await signIn({ name: 'Staying' });
    const res = await apiFetch('/logout', { cookie, headers: { 'sec-fetch-site': site } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'csrf_rejected' });
    expect((await apiFetch('/users/me', { cookie })).status).toBe(200);
  });
});

describe('dev sign-in with DEV_LOGIN unset (docs/decisions/014-hardening.md)', () => {
  const { DEV_LOGIN: _unset, ...unset } = env;

  it('answers 404 for the dev calls and refuses a dev code at POST /api/sessions', async () => {
    expect((await app.request('/api/dev/users', {}, unset)).status).toBe(404);
    const code = await devCode(`unset-${crypto.randomUUID()}@example.com`);
    const { cookie, state } = await startAttempt();
    const res = await app.request(
      '/api/sessions',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code, state }),
      },
      unset,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'sign_in_failed' });
    expect(cookieFrom(res, '__Host-fc_session')).toBeNull();
  });

  it('does not offer the dev sign-in page when Google is not configured either', async () => {
    const res = await app.request('/api/oauth/google/redirect_url', {}, { ...unset, GOOGLE_CLIENT_ID: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'sign_in_unavailable' });
  });
});
