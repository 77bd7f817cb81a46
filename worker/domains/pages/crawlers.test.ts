import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { apiFetch, signIn } from '../../test/helpers';
import { insertRecipe, share } from '../community/test-helpers';

const assets = { fetch: async () => new Response('<!doctype html><html><head></head><body></body></html>', { headers: { 'content-type': 'text/html' } }) };
const get = (path: string) => app.request(`https://forkcast.example${path}`, {}, { ...env, ASSETS: assets });

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text: the API and signed-in screens are off limits, the sitemap is named', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).not.toMatch(/Disallow: \/discover\/?\n/);
    expect(text).toContain('Sitemap: https://forkcast.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and shared recipes, not private or unshared ones', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const sharedId = await share(owner, await insertRecipe(owner.userId, { title: 'Shared & <listed>' }));
    const privateId = await insertRecipe(owner.userId);
    const unsharedRecipe = await insertRecipe(owner.userId);
    const unsharedId = await share(owner, unsharedRecipe);
    expect((await apiFetch(`/recipes/${unsharedRecipe}/share`, { cookie: owner.cookie, method: 'DELETE' })).status).toBe(200);

    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://forkcast.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://forkcast.example/pricing</loc></url>');
    expect(xml).toMatch(new RegExp(`<url><loc>https://forkcast\\.example/discover/${sharedId}</loc><lastmod>\\d{4}-[^<]+</lastmod></url>`));
    expect(xml).not.toContain(privateId);
    expect(xml).not.toContain(unsharedId);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });
});
