import type { Db } from '../../db/client';
import { listSitemapEntries } from '../community/feed.service';

/**
 * What search engines read: robots.txt keeps them out of the API and the signed-in screens and
 * points at the sitemap; sitemap.xml lists the public pages and the newest shared recipes.
 */
export const SITEMAP_RECIPES = 5000;

/** Public pages of the SPA besides shared recipes. */
const PUBLIC_PATHS = ['/', '/pricing'];

/** Signed-in screens and machinery (web/app/router.tsx). */
const PRIVATE_PATHS = ['/api/', '/auth/', '/dev/', '/dashboard', '/my-recipes', '/recipe', '/settings', '/leaderboard', '/discover$'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(loc)}</loc>${modified}</url>`;
}

export async function sitemapXml(deps: { db: Db }, origin: string): Promise<string> {
  const recipes = await listSitemapEntries(deps, SITEMAP_RECIPES);
  const urls = [
    ...PUBLIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    ...recipes.map((r) => urlEntry(`${origin}/discover/${encodeURIComponent(r.id)}`, r.sharedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
