import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';

const INDEX = '<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';

/** The assets layer as configured: real files by name, index.html for every other path. */
const assets = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/favicon.svg') return new Response(ICON, { headers: { 'content-type': 'image/svg+xml' } });
    return new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' } });
  },
};
const page = (path: string) => app.request(`https://forkcast.example${path}`, {}, { ...env, ASSETS: assets });

describe('pages the app does not have', () => {
  it.each(['/no-such-page', '/recipe/a/b', '/dashboard/extra', '/Pricing', '/robots-nope.txt'])(
    '%s answers 404 with the app page (which shows its not-found screen)',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each(['/', '/pricing', '/auth/callback?code=x', '/dashboard', '/recipe/abc', '/discover', '/settings/'])(
    '%s is a page of the app and answers 200',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('files pass through untouched', async () => {
    const res = await page('/favicon.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(ICON);
  });

  it('unknown API paths keep the API error shape', async () => {
    const res = await page('/api/no-such-endpoint');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
