import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { insertRecipe, share, user } from '../community/test-helpers';
import { jsonForScript } from './link-preview';

const INDEX = '<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const assets = {
  fetch: async () => new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' } }),
};
const page = (path: string) => app.request(`https://forkcast.example${path}`, {}, { ...env, ASSETS: assets });

/** The value of every `content` attribute of <meta {attr}="{key}">, decoded the way a browser would. */
function metaContent(html: string, key: string): string | null {
  const doc = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  if (!doc?.[1]) return null;
  return doc[1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
}

describe('/discover/{id} link previews', () => {
  it('injects escaped Open Graph, Twitter and Recipe JSON-LD for a title with quotes and <script>', async () => {
    const owner = await user('monthly', 'Preview Chef');
    const title = `Mom's "best" </script><script>alert(1)</script> pie`;
    const recipeId = await insertRecipe(owner.userId, { title, imageUrl: '/api/images/p/11111111-1111-1111-1111-111111111111.png' });
    const id = await share(owner, recipeId, 'A "quoted" <b>message</b> & more');
    const res = await page(`/discover/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
    const html = await res.text();

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>message</b>');
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe('A "quoted" <b>message</b> & more');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(`https://forkcast.example/discover/${id}`);
    expect(metaContent(html, 'og:image')).toBe('https://forkcast.example/api/images/p/11111111-1111-1111-1111-111111111111.png');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(html).toContain(`<title>Mom's "best" &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; pie · Forkcast</title>`);

    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(ld).not.toContain('<');
    const data = JSON.parse(ld) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: title,
      author: { '@type': 'Person', name: 'Anonymous' },
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
      recipeYield: '2',
      recipeIngredient: ['2 eggs', 'flour'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix well' },
        { '@type': 'HowToStep', text: 'Bake' },
      ],
    });
    // Exactly one JSON-LD block and the closing tags still in place.
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div></body></html>');
  });

  it('unknown ids and unshared recipes get the plain index.html', async () => {
    const owner = await user('monthly');
    const privateRecipe = await insertRecipe(owner.userId);
    for (const path of ['/discover/unknown', `/discover/${privateRecipe}`]) {
      const html = await (await page(path)).text();
      expect(html).toBe(INDEX);
    }
  });

  it('jsonForScript cannot be broken out of', () => {
    const out = jsonForScript({ a: '</script><!-- \u2028 & >' });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><!-- \u2028 & >' });
  });
});
