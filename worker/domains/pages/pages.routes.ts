import { Hono } from 'hono';
import { isAppPath } from '../../../core/routes';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { getLinkPreview } from '../community/feed.service';
import { previewHead } from './link-preview';

/**
 * Pages the worker serves before the static assets (wrangler.toml `run_worker_first`). A shared
 * recipe's page `/discover/{id}` is the SPA's index.html with link-preview tags injected by
 * HTMLRewriter. Every other path goes to the assets binding; when that answers with the app's
 * page (index.html, the single-page fallback) for a path that is none of the app's pages
 * (core/routes.ts), the same page is sent with status 404: the app shows its not-found screen
 * and crawlers and link checkers see the truth.
 */
export const pagesRoutes = new Hono<AppEnv>()
  .get('/discover/:id', async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (!isHtml(asset)) return asset;
    const preview = await getLinkPreview({ db: createDb(c.env.DB) }, c.req.param('id'));
    if (!preview) return asset;
    const origin = new URL(c.req.url).origin;
    const head = previewHead(preview, origin);
    const rewritten = new HTMLRewriter()
      .on('head', { element: (el) => void el.append(head, { html: true }) })
      .on('title', { element: (el) => void el.setInnerContent(`${preview.title} · Forkcast`) })
      .transform(asset);
    const headers = new Headers(rewritten.headers);
    headers.delete('etag');
    headers.set('cache-control', 'no-cache');
    return new Response(rewritten.body, { status: rewritten.status, headers });
  })
  .all('*', async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (!isHtml(asset) || isAppPath(new URL(c.req.url).pathname)) return asset;
    const headers = new Headers(asset.headers);
    headers.delete('etag');
    headers.set('cache-control', 'no-cache');
    return new Response(asset.body, { status: 404, headers });
  });

function isHtml(response: Response) {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
}
