import { Hono } from 'hono';
import type { Context } from 'hono';
import { isAppPath } from '#core/kernel/routes';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { openD1Session } from '../../lib/d1-session';
import { pageSecureHeaders } from '../../lib/security';
import { getLinkPreview, type LinkPreview } from '../community/shared-recipe.service';
import { sha256Hex } from '../../lib/crypto';
import { previewHead } from './link-preview';
import { robotsTxt, sitemapXml } from './crawlers';
import { prerenderedPage } from './prerendered';
import { recipeShell } from './recipe-shell';
import { ensureShareCard } from './share-card';
import { cardImageResponse } from './share-card.service';

/**
 * Pages the worker serves before the static assets (wrangler.toml `run_worker_first`). A shared
 * recipe's page `/discover/{id}` is the SPA's index.html with link-preview tags injected by
 * HTMLRewriter (its own meta description replaced, `lang` set to the recipe's language) and the
 * recipe's visible content drawn before the app's root (recipe-shell.ts), so it paints before the
 * JavaScript; its
 * preview card is `/og/{id}/{version}.png`; crawlers get `/robots.txt` and `/sitemap.xml`.
 * The landing, pricing and legal pages are sent prerendered in the visitor's language
 * (prerendered.ts). Every other path goes to the assets binding; when that answers with the app's page (index.html,
 * the single-page fallback) for a path that is none of the app's pages (core/kernel/routes.ts), the same
 * page is sent with status 404: the app shows its not-found screen and crawlers see the truth.
 */
/** Public data, read anywhere: the nearest replica may answer (D1 read replication). */
const publicDb = (c: Context<AppEnv>) => createDb(openD1Session(c.env.DB, null, true).db);

/**
 * The page a shared recipe is drawn into: the build's template for it (scripts/prerender.ts: the
 * stylesheet inlined, the public pages' light script), or the app's index.html where there is no
 * build (`vite dev`).
 */
async function recipeTemplate(c: Context<AppEnv>): Promise<Response> {
  const template = await c.env.ASSETS.fetch(new Request(new URL('/_prerendered/recipe', c.req.url)));
  if (isHtml(template)) return template;
  await template.body?.cancel();
  return c.env.ASSETS.fetch(c.req.raw);
}

/**
 * The recipe's drawn shell, cached per version of what it shows (the Cache API, keyed by the
 * share's id and a hash of its preview: an edit, a new rating or a renamed author is another
 * version), so repeated views do not render the steps' markdown again.
 */
/** The data centre's cache (typed here: the web's DOM types, which also read this file, lack `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

export async function cachedRecipeShell(origin: string, preview: LinkPreview): Promise<string> {
  const version = await sha256Hex(JSON.stringify(preview));
  const key = new Request(`${origin}/__recipe-shell/${encodeURIComponent(preview.id)}/${version}`);
  const hit = await edgeCache().match(key);
  if (hit) return hit.text();
  const html = recipeShell(preview);
  await edgeCache().put(key, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=86400' } }));
  return html;
}

async function sharedRecipePage(c: Context<AppEnv>) {
  const asset = await recipeTemplate(c);
  if (!isHtml(asset)) return asset;
  const preview = await getLinkPreview({ db: publicDb(c) }, c.req.param('id') ?? '');
  // No such shared recipe (never shared, unshared, or its author deleted their account): the
  // app's page with status 404, like any other unknown page.
  if (!preview) return new Response(asset.body, { status: 404, headers: asset.headers });
  const origin = new URL(c.req.url).origin;
  const image = preview.imageUrl
    ? { url: new URL(preview.imageUrl, origin).toString(), card: false }
    : { url: new URL(await ensureShareCard({ bucket: c.env.BUCKET }, preview), origin).toString(), card: true };
  const head = previewHead(preview, origin, image);
  const shell = await cachedRecipeShell(origin, preview);
  const rewritten = new HTMLRewriter()
    .on('html', { element: (el) => void el.setAttribute('lang', preview.language) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on('head', { element: (el) => void el.append(head, { html: true }) })
    .on('title', { element: (el) => void el.setInnerContent(`${preview.title} · Forkcast`) })
    .on('div#root', { element: (el) => void el.before(shell, { html: true }) })
    .transform(asset);
  const headers = new Headers(rewritten.headers);
  headers.delete('etag');
  headers.set('cache-control', 'no-cache');
  return new Response(rewritten.body, { status: rewritten.status, headers });
}

export const pagesRoutes = new Hono<AppEnv>()
  .use(pageSecureHeaders())
  .get('/discover/:id', sharedRecipePage)
  .get('/og/:id/:file', async (c) => {
    const version = /^([0-9a-f]{8})\.png$/.exec(c.req.param('file'))?.[1];
    const id = c.req.param('id');
    if (!version) return c.text('Not found', 404);
    const deps = { db: publicDb(c), bucket: c.env.BUCKET };
    return (await cardImageResponse(deps, id, version)) ?? c.text('Not found', 404);
  })
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=3600' }))
  .get('/sitemap.xml', async (c) => {
    const xml = await sitemapXml({ db: publicDb(c) }, new URL(c.req.url).origin);
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  })
  .all('*', async (c) => {
    const prerendered = await prerenderedPage(c);
    if (prerendered) return prerendered;
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // `/ocr/*` is the page reader's files only: no app page there (it would run without the app's policy).
    if (new URL(c.req.url).pathname.startsWith('/ocr/') && isHtml(asset)) {
      await asset.body?.cancel();
      return c.text('Not found', 404);
    }
    if (!isHtml(asset) || isAppPath(new URL(c.req.url).pathname)) return asset;
    const headers = new Headers(asset.headers);
    headers.delete('etag');
    headers.set('cache-control', 'no-cache');
    return new Response(asset.body, { status: 404, headers });
  });

function isHtml(response: Response) {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
}
