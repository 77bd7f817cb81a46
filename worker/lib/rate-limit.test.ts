import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { apiFetch } from '../test/helpers';
import type { Limiter } from './rate-limit';

/** A limiter that allows `max` calls per key and records the keys it saw. */
function fakeLimiter(max: number) {
  const counts = new Map<string, number>();
  const limiter: Limiter = {
    limit: async ({ key }) => {
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return { success: n <= max };
    },
  };
  return { limiter, counts };
}

const post = (body: unknown, ip: string) => ({
  method: 'POST',
  headers: { origin: 'http://localhost', 'content-type': 'application/json', 'cf-connecting-ip': ip },
  body: JSON.stringify(body),
});

describe('rate limiting on the sign-in calls', () => {
  it('answers 429 rate_limited in the error shape once the limit is reached, per client address', async () => {
    const { limiter, counts } = fakeLimiter(2);
    const testEnv = { ...env, AUTH_LIMITER: limiter };
    const get = (ip: string) => app.request('/api/oauth/google/redirect_url', { headers: { 'cf-connecting-ip': ip } }, testEnv);
    expect((await get('1.1.1.1')).status).toBe(200);
    expect((await get('1.1.1.1')).status).toBe(200);
    const limited = await get('1.1.1.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
    expect((await get('2.2.2.2')).status).toBe(200);
    expect([...counts.keys()]).toEqual(['auth:1.1.1.1', 'auth:2.2.2.2']);
  });

  it('limits POST /api/sessions and POST /api/dev/codes too', async () => {
    const { limiter } = fakeLimiter(0);
    const testEnv = { ...env, AUTH_LIMITER: limiter };
    const sessions = await app.request('/api/sessions', post({ code: 'x', state: 'y' }, '3.3.3.3'), testEnv);
    expect(sessions.status).toBe(429);
    const codes = await app.request('/api/dev/codes', post({ email: 'a@example.com', name: 'A' }, '3.3.3.3'), testEnv);
    expect(codes.status).toBe(429);
    expect(await codes.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('does not limit other calls', async () => {
    const { limiter, counts } = fakeLimiter(0);
    const res = await app.request('/api/users/me', {}, { ...env, AUTH_LIMITER: limiter });
    expect(res.status).toBe(401);
    expect(counts.size).toBe(0);
  });

  it('trips the real AUTH_LIMITER binding (60 per minute per address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      const res = await apiFetch('/oauth/google/redirect_url', { headers: { 'cf-connecting-ip': '198.51.100.7' } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the rate-limit key (docs/decisions/014-hardening.md)', () => {
  it('ignores X-Forwarded-For and other client-chosen address headers', async () => {
    const { limiter, counts } = fakeLimiter(2);
    const testEnv = { ...env, AUTH_LIMITER: limiter };
    const get = (headers: Record<string, string>) => app.request('/api/oauth/google/redirect_url', { headers }, testEnv);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get({ 'cf-connecting-ip': '4.4.4.4', 'x-forwarded-for': `9.9.9.${i}`, 'x-real-ip': `8.8.8.${i}`, forwarded: `for=7.7.7.${i}`, 'true-client-ip': `6.6.6.${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect([...counts.keys()]).toEqual(['auth:4.4.4.4']);
  });

  it('counts requests without CF-Connecting-IP under one key, whatever X-Forwarded-For says', async () => {
    const { limiter, counts } = fakeLimiter(100);
    const testEnv = { ...env, AUTH_LIMITER: limiter };
    for (const ip of ['1.2.3.4', '5.6.7.8']) {
      await app.request('/api/oauth/google/redirect_url', { headers: { 'x-forwarded-for': ip } }, testEnv);
    }
    expect([...counts.entries()]).toEqual([['auth:local', 2]]);
  });
});
