import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { NO_CONTENT_POLICY, OCR_POLICY, PAGE_HEADERS } from '../../lib/security';
import { insertRecipe, share } from '../community/test-helpers';
import { signIn } from '../../test/helpers';

/**
 * Every kind of answer the worker builds carries the security header set (robots.txt,
 * sitemap.xml and the Open Graph cards had no nosniff), and `/ocr/*` serves only the page
 * reader's files, under their own policy (it served the whole app without one).
 */

const INDEX = '<!doctype html><html lang="en"><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const assets = {
  fetch: async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/ocr/worker.min.js') return new Response('self.onmessage = () => {};', { headers: { 'content-type': 'text/javascript' } });
    return new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};
const get = (path: string) => app.request(`https://forkcast.example${path}`, {}, { ...env, ASSETS: assets });

function expectHeaderSet(res: Response, what: string) {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
}

describe('security headers on every answer the worker builds', () => {
  it('robots.txt, sitemap.xml, an Open Graph card and its 404s, a shared page and its 404, an unknown page, an API answer', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Header Chef' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const page = await (await get(`/discover/${id}`)).text();
    const card = /<meta property="og:image" content="https:\/\/forkcast\.example([^"]+)"/.exec(page)?.[1] ?? '';
    expect(card).toMatch(/^\/og\//);
    const kinds: Array<[string, number, boolean]> = [
      ['/robots.txt', 200, true],
      ['/sitemap.xml', 200, true],
      [card, 200, true],
      [`/og/${id}/00000000.png`, 404, true],
      ['/og/nothing/not-a-version', 404, true],
      [`/discover/${id}`, 200, false],
      ['/discover/no-such-share', 404, false],
      ['/no-such-page', 404, false],
    ];
    for (const [path, status, noScript] of kinds) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.status, path).toBe(status);
      expectHeaderSet(res, path);
      if (noScript) expect(res.headers.get('content-security-policy'), path).toBe(NO_CONTENT_POLICY);
    }
    const api = await get('/api/no-such-route');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('/ocr/* serves the reader\'s files under their own policy, and no app page (404)', async () => {
    const file = await get('/ocr/worker.min.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe(OCR_POLICY);
    expectHeaderSet(file, 'ocr file');
    const stray = await get('/ocr/settings');
    expect(stray.status).toBe(404);
    expect(await stray.text()).not.toContain('<div id="root">');
    expect(stray.headers.get('content-security-policy')).toBe(OCR_POLICY);
  });
});
