import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

describe('the API envelope', () => {
  it('answers an unknown route with 404 in the error shape', async () => {
    const res = await exports.default.fetch('http://localhost/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('refuses a cross-origin POST with 403', async () => {
    const res = await exports.default.fetch('http://localhost/api/no-such-route', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'csrf_rejected' });
  });

  it('refuses a cross-site POST by Sec-Fetch-Site even without Origin', async () => {
    const res = await exports.default.fetch('http://localhost/api/no-such-route', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('sends secure headers and a CSP on API responses', async () => {
    const res = await exports.default.fetch('http://localhost/api/no-such-route');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
