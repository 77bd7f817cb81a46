import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client';
import worker from '../../index';
import { sha256Hex } from '../../lib/crypto';
import { apiFetch, cookieFrom, setCookieLine, signIn } from '../../test/helpers';
import { createSession, purgeExpired, SESSION_TTL_MS, validateSession } from './session.service';

const DAY = 86_400_000;
const db = createDb(env.DB);

const expiresAtOf = async (cookie: string) => {
  const hash = await sha256Hex(cookie.split('=')[1] ?? '');
  const row = await env.DB.prepare('SELECT expires_at FROM sessions WHERE token_hash = ?').bind(hash).first<{ expires_at: string }>();
  return row?.expires_at ?? null;
};

afterEach(() => vi.useRealTimers());

describe('session expiry and renewal over HTTP (controlled clock)', () => {
  it('answers 401 for an expired session, deletes its row and clears the cookie', async () => {
    const t0 = new Date('2026-03-01T12:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const { cookie } = await signIn({ name: 'Expiring' });
    expect(await expiresAtOf(cookie)).toBe(new Date(t0.getTime() + SESSION_TTL_MS).toISOString());

    vi.setSystemTime(t0.getTime() + 30 * DAY + 1000);
    const res = await apiFetch('/users/me', { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    expect(setCookieLine(res, '__Host-fc_session')).toMatch(/Max-Age=0/);
    expect(await expiresAtOf(cookie)).toBeNull();
  });

  it('extends a session used in its last 15 days and re-sends the cookie', async () => {
    const t0 = new Date('2026-04-01T08:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const { cookie } = await signIn({ name: 'Renewing' });

    const later = t0.getTime() + 16 * DAY; // 14 days left
    vi.setSystemTime(later);
    const res = await apiFetch('/users/me', { cookie });
    expect(res.status).toBe(200);
    const renewed = new Date(later + SESSION_TTL_MS);
    expect(await expiresAtOf(cookie)).toBe(renewed.toISOString());
    const line = setCookieLine(res, '__Host-fc_session') ?? '';
    expect(line.split(';')[0]).toBe(cookie); // same token, new expiry
    expect(line).toContain(`Expires=${renewed.toUTCString()}`);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/SameSite=Lax/);
  });

  it('leaves a session with more than 15 days left alone', async () => {
    const t0 = new Date('2026-05-01T08:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const { cookie } = await signIn({ name: 'Fresh' });

    vi.setSystemTime(t0.getTime() + 14 * DAY); // 16 days left
    const res = await apiFetch('/users/me', { cookie });
    expect(res.status).toBe(200);
    expect(setCookieLine(res, '__Host-fc_session')).toBeNull();
    expect(await expiresAtOf(cookie)).toBe(new Date(t0.getTime() + SESSION_TTL_MS).toISOString());
  });
});

describe('session.service with an explicit now', () => {
  async function newUser(id: string) {
    await env.DB.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(id, `${id}@example.com`, 'Service User', 'Service', '2026-01-01T00:00:00.000Z')
      .run();
  }

  it('creates 256-bit tokens, stores only the hash, validates until expiry', async () => {
    await newUser('svc-1');
    const now = new Date('2026-06-01T00:00:00.000Z');
    const { token, expiresAt } = await createSession({ db, now }, 'svc-1');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    const stored = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?').bind('svc-1').all();
    expect(stored.results).toEqual([{ token_hash: await sha256Hex(token) }]);

    const valid = await validateSession({ db, now: new Date('2026-06-10T00:00:00.000Z') }, token);
    expect(valid?.user).toMatchObject({ id: 'svc-1', planType: 'free' });
    expect(valid?.renewedUntil).toBeNull();
    expect(await validateSession({ db, now: new Date('2026-07-01T00:00:00.000Z') }, token)).toBeNull();
    expect(await validateSession({ db, now }, token)).toBeNull(); // the expired row is gone
  });

  it('renews in the last 15 days only', async () => {
    await newUser('svc-2');
    const now = new Date('2026-06-01T00:00:00.000Z');
    const { token } = await createSession({ db, now }, 'svc-2');
    const at = new Date('2026-06-16T00:00:01.000Z'); // just under 15 days left
    const renewed = await validateSession({ db, now: at }, token);
    expect(renewed?.renewedUntil?.toISOString()).toBe(new Date(at.getTime() + SESSION_TTL_MS).toISOString());
  });

  it('answers null for an unknown token', async () => {
    expect(await validateSession({ db, now: new Date() }, 'not-a-token')).toBeNull();
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie then gets 401', async () => {
    const { cookie } = await signIn({ name: 'Leaving' });
    expect((await apiFetch('/users/me', { cookie })).status).toBe(200);
    const res = await apiFetch('/logout', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(setCookieLine(res, '__Host-fc_session')).toMatch(/Max-Age=0/);
    expect(await expiresAtOf(cookie)).toBeNull();
    const after = await apiFetch('/users/me', { cookie });
    expect(after.status).toBe(401);
  });

  it('answers ok when signed out', async () => {
    const res = await apiFetch('/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    const { cookie } = await signIn({ name: 'Staying' });
    const res = await apiFetch('/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect((await apiFetch('/users/me', { cookie })).status).toBe(200);
  });

  it('ends the previous session of this browser when it signs in again', async () => {
    const first = await signIn({ email: 'twice@example.com', name: 'Twice' });
    const ip = { 'cf-connecting-ip': '10.8.8.8' };
    const start = await apiFetch('/oauth/google/redirect_url', { headers: ip });
    const stateCookie = cookieFrom(start, '__Host-fc_oauth_state') ?? '';
    const codeRes = await apiFetch('/dev/codes', { method: 'POST', headers: ip, json: { email: 'twice@example.com', name: 'Twice' } });
    const { code } = await codeRes.json<{ code: string }>();
    // The browser still holds the old session cookie when it signs in again.
    const res = await apiFetch('/sessions', {
      method: 'POST',
      headers: ip,
      cookie: `${stateCookie}; ${first.cookie}`,
      json: { code, state: stateCookie.split('=')[1] },
    });
    expect(res.status).toBe(200);
    const second = cookieFrom(res, '__Host-fc_session') ?? '';
    expect(second).not.toBe(first.cookie);
    expect((await apiFetch('/users/me', { cookie: second })).status).toBe(200);
    expect((await apiFetch('/users/me', { cookie: first.cookie })).status).toBe(401);
  });
});

describe('POST /api/sessions input', () => {
  it('answers 400 invalid_json for a malformed body', async () => {
    const res = await apiFetch('/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.9.9.1' },
      body: '{"code": "abc", ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'invalid_json' });
  });

  it('answers 400 validation_failed naming the field for wrong types', async () => {
    const res = await apiFetch('/sessions', {
      method: 'POST',
      json: { code: 123, state: 'x' },
      headers: { 'cf-connecting-ip': '10.9.9.2' },
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; code: string; details: string }>();
    expect(body).toMatchObject({ error: expect.any(String), code: 'validation_failed' });
    expect(body.details).toMatch(/^code: /);
  });

  it('answers 400 validation_failed when fields are missing', async () => {
    const res = await apiFetch('/sessions', { method: 'POST', json: {}, headers: { 'cf-connecting-ip': '10.9.9.3' } });
    expect(res.status).toBe(400);
    const body = await res.json<{ details: string }>();
    expect(body.details).toContain('code');
    expect(body.details).toContain('state');
  });
});

describe('purgeExpired', () => {
  it('deletes expired sessions and dev codes only', async () => {
    await env.DB.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind('svc-purge', 'svc-purge@example.com', 'Purge', 'Purge', '2026-01-01T00:00:00.000Z')
      .run();
    const old = await createSession({ db, now: new Date('2026-01-01T00:00:00.000Z') }, 'svc-purge');
    const current = await createSession({ db, now: new Date('2026-01-20T00:00:00.000Z') }, 'svc-purge');
    await env.DB.prepare('INSERT INTO dev_login_codes (code_hash, email, name, expires_at) VALUES (?, ?, ?, ?)')
      .bind('h', 'x@example.com', 'X', '2026-01-01T00:10:00.000Z')
      .run();
    await purgeExpired({ db, now: new Date('2026-02-05T00:00:00.000Z') });
    const left = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?').bind('svc-purge').all();
    expect(left.results).toEqual([{ token_hash: await sha256Hex(current.token) }]);
    expect(old.token).not.toBe(current.token);
    expect(await env.DB.prepare('SELECT * FROM dev_login_codes WHERE code_hash = ?').bind('h').first()).toBeNull();
  });

  it('runs from the Cron Trigger', async () => {
    await env.DB.prepare('INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind('cron-purge', 'cron-purge@example.com', 'Cron', 'Cron', '2026-01-01T00:00:00.000Z')
      .run();
    const expired = await createSession({ db, now: new Date('2020-01-01T00:00:00.000Z') }, 'cron-purge');
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), env);
    const row = await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').bind(await sha256Hex(expired.token)).first();
    expect(row).toBeNull();
  });
});

describe('the __Host- session cookie (docs/decisions/002-sign-in.md)', () => {
  it('signs in under the __Host- name, and a cookie from before the prefix moves to it once: Secure, Path=/, HttpOnly, no Domain', async () => {
    const { cookie } = await signIn({ name: 'Legacy' });
    expect(cookie.startsWith('__Host-fc_session=')).toBe(true);
    const token = cookie.split('=')[1]!;
    const res = await apiFetch('/users/me', { cookie: `fc_session=${token}` });
    expect(res.status).toBe(200);
    const line = setCookieLine(res, '__Host-fc_session') ?? '';
    expect(line.split(';')[0]).toBe(`__Host-fc_session=${token}`);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).not.toMatch(/Domain=/i);
    expect(setCookieLine(res, 'fc_session')).toMatch(/Max-Age=0/);
    expect((await apiFetch('/users/me', { cookie: `__Host-fc_session=${token}` })).status).toBe(200);
  });
});
