import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from './errors';
import { originCheck } from './security';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../test/helpers';

describe('Origin / Sec-Fetch-Site check on state-changing requests', () => {
  it('refuses a cross-origin JSON POST with 403 in the error shape', async () => {
    const res = await apiFetch('/sessions', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { code: 'dev_x', state: 'y' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'csrf_rejected' });
  });

  it('refuses a cross-site POST by Sec-Fetch-Site alone', async () => {
    const { cookie } = await signIn({ name: 'Victim' });
    const res = await apiFetch('/leaderboard/settings', {
      method: 'POST',
      cookie,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-site' },
      json: { show_real_name: true },
    });
    expect(res.status).toBe(403);
    const settings = await apiFetch('/leaderboard/settings', { cookie });
    expect(await settings.json()).toEqual({ show_real_name: false });
  });

  it('allows a same-origin POST', async () => {
    const { cookie } = await signIn({ name: 'Owner' });
    const res = await apiFetch('/leaderboard/settings', {
      method: 'POST',
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
      json: { show_real_name: true },
    });
    expect(res.status).toBe(200);
  });

  it('checks DELETE, PUT and PATCH too', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const res = await apiFetch('/recipes/some-id', { method, headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
    }
  });

  it('exempts the Stripe webhook path (it is signed by its sender), and only that path', async () => {
    const probe = new Hono<AppEnv>()
      .use(originCheck())
      .post('/api/webhooks/stripe', (c) => c.text('delivered'))
      .post('/api/webhooks/other', (c) => c.text('delivered'))
      .onError((err, c) => c.json({ code: err instanceof ApiError ? err.code : 'internal_error' }, 403));
    const init = { method: 'POST', headers: { origin: 'https://stripe.com', 'sec-fetch-site': 'cross-site' }, body: '{}' };
    const stripe = await probe.request('/api/webhooks/stripe', init);
    expect(stripe.status).toBe(200);
    expect(await stripe.text()).toBe('delivered');
    const other = await probe.request('/api/webhooks/other', init);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ code: 'csrf_rejected' });
    // Through the real app the path is not refused either.
    const real = await apiFetch('/webhooks/stripe', init);
    expect(real.status).not.toBe(403);
  });

  it('lets non-browser clients (no Origin, no Sec-Fetch-Site) through', async () => {
    const probe = new Hono<AppEnv>().use(originCheck()).post('/x', (c) => c.text('ok'));
    expect((await probe.request('/x', { method: 'POST' })).status).toBe(200);
  });

  it('does not check safe methods', async () => {
    const res = await apiFetch('/users/me', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(401);
  });
});

describe('secure headers on API responses', () => {
  it('sends a CSP and the hardening headers on success and error responses', async () => {
    const { cookie } = await signIn({ name: 'Headers' });
    for (const res of [await apiFetch('/users/me', { cookie }), await apiFetch('/users/me')]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('look-alike origins (docs/decisions/014-hardening.md)', () => {
  it.each(['http://localhost.evil.example', 'http://localhost:8787', 'https://localhost', 'http://evil.example/http://localhost', 'null'])(
    'refuses Origin %s on a state-changing request',
    async (origin) => {
      const { cookie } = await signIn({ name: 'Look-alike target' });
      const res = await apiFetch('/leaderboard/settings', { method: 'POST', cookie, headers: { origin }, json: { show_real_name: true } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'csrf_rejected' });
      const settings = await apiFetch('/leaderboard/settings', { cookie });
      expect(await settings.json()).toEqual({ show_real_name: false });
    },
  );
});
