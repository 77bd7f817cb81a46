import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { apiFetch, signIn } from '../../test/helpers';
import { insertRecipe, setShowRealName, share } from '../community/test-helpers';
import { jsonForScript } from './link-preview';
import { validateJsonLd } from './structured-data.test-helpers';

const INDEX =
  '<!doctype html><html lang="en"><head><meta name="description" content="Forkcast turns a photo into a recipe."><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const assets = {
  fetch: async () => new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' } }),
};
const page = (path: string) => app.request(`https://forkcast.example${path}`, {}, { ...env, ASSETS: assets });

const decode = (value: string) => value.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');

/** The `content` of every <meta {attr}="{key}">, decoded the way a browser would. */
function metaAll(html: string, key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => decode(m[1] ?? ''));
}
const meta = (html: string, key: string) => metaAll(html, key)[0] ?? null;

function jsonLd(html: string): Record<string, unknown> {
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(ld).not.toContain('<');
  return JSON.parse(ld) as Record<string, unknown>;
}

/**
 * Google's recipe rules: no error anywhere; the Recipe's own warnings are only the optional fields
 * named (its steps are plain text, so their optional image/url/video warnings are expected).
 */
async function expectValidRecipe(html: string, optionalMissing: string[]) {
  const issues = await validateJsonLd(html);
  expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
  const recipeLevel = issues.filter((i) => i.severity === 'WARNING' && i.path?.length === 1);
  const warned = recipeLevel.flatMap((i) => i.fieldNames ?? []);
  expect(warned.sort()).toEqual([...optionalMissing, 'video'].sort());
}

describe('/discover/{id} signed out: the page a friend opens', () => {
  it('draws the newest reviews (a hidden reviewer as Anonymous) and the rating, and a new review is another version of the page', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Share Chef' });
    const recipeId = await insertRecipe(owner.userId, { title: 'Friends soup' });
    const id = await share(owner, recipeId);
    const first = await (await page(`/discover/${id}`)).text();
    expect(first).toContain('No reviews yet');

    const shown = await signIn({ planType: 'monthly', name: 'Rita Reviewer' });
    await setShowRealName(shown.userId, true);
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Person' });
    expect((await apiFetch(`/discover/${id}/rate`, { cookie: shown.cookie, json: { rating: 5 } })).status).toBe(200);
    expect((await apiFetch(`/discover/${id}/review`, { cookie: shown.cookie, json: { review_text: 'Made it <twice>' } })).status).toBe(200);
    expect((await apiFetch(`/discover/${id}/review`, { cookie: hidden.cookie, json: { review_text: 'Kids loved it' } })).status).toBe(200);

    const html = await (await page(`/discover/${id}`)).text();
    const ratings = html.slice(html.indexOf('data-testid="shell-ratings"'));
    expect(ratings).toContain('Made it &#60;twice&#62;');
    expect(ratings).toContain('Kids loved it');
    expect(ratings).toContain('<span class="font-semibold">Rita Reviewer</span>');
    expect(ratings).toContain('<span class="font-semibold">Anonymous</span>');
    expect(ratings).not.toContain('Hidden Person');
    expect(ratings).toContain('1 rating');
    expect(html).toContain('data-shell-action="sign-in"');
    expect(html).toContain('data-shell-action="share"');
    expect(html).toContain('<a href="/privacy"');
  });
});

describe('/discover/{id} link previews', () => {
  it('a recipe with a photo: escaped Open Graph and Twitter tags, one description, valid Recipe JSON-LD', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Preview Chef' });
    const title = `Mom's "best" </script><script>alert(1)</script> pie`;
    const recipeId = await insertRecipe(owner.userId, { title, imageUrl: '/api/images/p/11111111-1111-1111-1111-111111111111.png' });
    const id = await share(owner, recipeId, 'A "quoted" <b>message</b> & more');
    const res = await page(`/discover/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
    const html = await res.text();

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>message</b>');
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'og:description')).toBe('A "quoted" <b>message</b> & more');
    expect(metaAll(html, 'description')).toEqual(['A "quoted" <b>message</b> & more']);
    expect(meta(html, 'og:url')).toBe(`https://forkcast.example/discover/${id}`);
    const photo = 'https://forkcast.example/api/images/p/11111111-1111-1111-1111-111111111111.png';
    expect(meta(html, 'og:image')).toBe(photo);
    expect(meta(html, 'twitter:image')).toBe(photo);
    expect(meta(html, 'og:image:alt')).toBe(`Photo of ${title}`);
    expect(meta(html, 'twitter:image:alt')).toBe(`Photo of ${title}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<title>Mom's "best" &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; pie · Forkcast</title>`);

    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: title,
      image: [photo],
      author: { '@type': 'Person', name: 'Anonymous' },
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
      recipeYield: '2',
      recipeCategory: 'Dessert',
      recipeCuisine: 'Italian',
      cookingMethod: 'Baking',
      keywords: 'Dessert, Italian, Baking, quick',
      recipeIngredient: ['2 eggs', 'flour'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix well' },
        { '@type': 'HowToStep', text: 'Bake' },
      ],
    });
    expect(jsonLd(html)).not.toHaveProperty('nutrition');
    expect(jsonLd(html)).not.toHaveProperty('aggregateRating');
    await expectValidRecipe(html, ['aggregateRating', 'nutrition.calories']);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div></body></html>');
  });

  it('a recipe without a photo: a 1200x630 card stored at share time, nutrition, rating, names in its language', async () => {
    const owner = await signIn({ planType: 'monthly', name: 'Lucía Cocinera' });
    await setShowRealName(owner.userId, true);
    const recipeId = await insertRecipe(owner.userId, { title: 'Tortilla de patatas' });
    const nutrition = { calories: 180, protein: 7.5, carbs: 14, fat: 10.2, fiber: 1.4, sugar: 1.1, sodium: 260 };
    await env.DB.prepare(`UPDATE recipes SET language = 'es', cuisine = 'spanish', cooking_method = 'pan-frying', nutrition = ?2 WHERE id = ?1`)
      .bind(recipeId, JSON.stringify(nutrition))
      .run();
    const id = await share(owner, recipeId);
    const stored = await env.BUCKET.list({ prefix: `og-cards/${id}/` });
    expect(stored.objects).toHaveLength(1);

    const rater = await signIn({ planType: 'monthly' });
    expect((await apiFetch(`/discover/${id}/rate`, { cookie: rater.cookie, json: { rating: 4 } })).status).toBe(200);

    const html = await (await page(`/discover/${id}`)).text();
    expect(html).toContain('<html lang="es">');
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^https://forkcast\\.example/og/${id}/[0-9a-f]{8}\\.png$`));
    expect(`og-cards/${id}/${image.split('/').pop()}`).toBe(stored.objects[0]?.key);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Tortilla de patatas: 30 min · Española');
    expect(meta(html, 'twitter:image:alt')).toBe('Tortilla de patatas: 30 min · Española');
    expect(metaAll(html, 'description')).toEqual(['Una receta compartida en Forkcast · Española · 30 min · 2 raciones']);

    expect(jsonLd(html)).toMatchObject({
      image: [image],
      inLanguage: 'es',
      author: { '@type': 'Person', name: 'Lucía Cocinera' },
      recipeCuisine: 'Española',
      cookingMethod: 'A la sartén',
      recipeCategory: 'Plato principal',
      keywords: 'Plato principal, Española, A la sartén, rápido',
      nutrition: { '@type': 'NutritionInformation', servingSize: '100 g', calories: '180 kcal', proteinContent: '7.5 g', sodiumContent: '260 mg' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1 },
    });
    expect(jsonLd(html).datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expectValidRecipe(html, []);

    const card = await page(new URL(image).pathname);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await card.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });

  it('a new title gives a new card; old, unshared and unknown cards are 404', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipeId = await insertRecipe(owner.userId, { title: 'First title' });
    const id = await share(owner, recipeId);
    const first = meta(await (await page(`/discover/${id}`)).text(), 'og:image');
    await env.DB.prepare(`UPDATE recipes SET title = 'Second title' WHERE id = ?1`).bind(recipeId).run();
    await share(owner, recipeId);
    const second = meta(await (await page(`/discover/${id}`)).text(), 'og:image');
    expect(second).not.toBe(first);
    expect((await page(new URL(second ?? '').pathname)).status).toBe(200);
    // The old title's card is not served any more, nor any card once the recipe is unshared.
    expect((await page(new URL(first ?? '').pathname)).status).toBe(404);
    expect((await apiFetch(`/recipes/${recipeId}/share`, { cookie: owner.cookie, method: 'DELETE' })).status).toBe(200);
    expect((await page(new URL(second ?? '').pathname)).status).toBe(404);
    expect((await page(`/og/${id}/00000000.png`)).status).toBe(404);
    expect((await page(`/og/unknown/12345678.png`)).status).toBe(404);
    expect((await page(`/og/${id}/not-a-card.svg`)).status).toBe(404);
  });

  it('unknown ids and unshared recipes get the plain index.html with status 404', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const privateRecipe = await insertRecipe(owner.userId);
    for (const path of ['/discover/unknown', `/discover/${privateRecipe}`]) {
      const res = await page(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toBe(INDEX);
    }
  });

  it('jsonForScript cannot be broken out of', () => {
    const out = jsonForScript({ a: '</script><!-- \u2028 & >' });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ a: '</script><!-- \u2028 & >' });
  });
});
