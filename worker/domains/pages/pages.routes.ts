import { Hono } from 'hono';
import { createDb } from '../../db/client';
import type { AppEnv } from '../../env';
import { getLinkPreview } from '../community/feed.service';
import { previewHead } from './link-preview';

/**
 * Pages the worker serves before the static assets (wrangler.toml `run_worker_first`). A shared
 * recipe's page `/discover/{id}` is the SPA's index.html with link-preview tags injected by
 * HTMLRewriter; anything else (or an unknown id) is the assets binding's answer unchanged.
 */
export const pagesRoutes = new Hono<AppEnv>()
  .get('/discover/:id', async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const isHtml = asset.ok && (asset.headers.get('content-type') ?? '').includes('text/html');
    if (!isHtml) return asset;
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
  .all('*', (c) => c.env.ASSETS.fetch(c.req.raw));
