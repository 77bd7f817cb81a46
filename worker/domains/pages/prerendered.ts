import type { Context } from 'hono';
import { pageLanguage } from '#core/reading/page-language';
import { hasSessionHint } from '#core/kernel/session-hint';
import type { AppEnv } from '../../env';

/**
 * The public pages prerendered at build time (scripts/prerender.ts writes
 * dist/client/_prerendered/<lang>/<file>.html): path -> file. The worker sends the one in the
 * visitor's language (core/reading/page-language.ts) so the content paints before any JavaScript.
 */
export const PRERENDERED_FILES: Record<string, string> = {
  '/': 'home',
  '/pricing': 'pricing',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/imprint': 'imprint',
};

/**
 * The file to send for a request, or null for the plain app shell: a signed-in cook's `/` is the
 * recipe creator, not the landing page, and `/pricing?plan=…` renders what the query asks for.
 */
export function prerenderedFile(url: URL, cookies: string): string | null {
  const file = PRERENDERED_FILES[url.pathname];
  if (!file) return null;
  if (file === 'home' && hasSessionHint(cookies)) return null;
  if (file === 'pricing' && url.search !== '') return null;
  return file;
}

/** The prerendered page for this request, or null (not one, or not built: `vite dev`). */
export async function prerenderedPage(c: Context<AppEnv>): Promise<Response | null> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null;
  const url = new URL(c.req.url);
  const cookies = c.req.header('cookie') ?? '';
  const file = prerenderedFile(url, cookies);
  if (!file) return null;
  const language = pageLanguage(cookies, c.req.header('accept-language'));
  const asset = await c.env.ASSETS.fetch(new Request(new URL(`/_prerendered/${language}/${file}`, url), { method: c.req.method }));
  if (!asset.ok || !(asset.headers.get('content-type') ?? '').includes('text/html')) return null;
  const headers = new Headers(asset.headers);
  headers.delete('etag');
  headers.set('cache-control', 'no-cache');
  headers.set('vary', 'Accept-Language, Cookie');
  headers.set('content-language', language);
  return new Response(asset.body, { status: 200, headers });
}
