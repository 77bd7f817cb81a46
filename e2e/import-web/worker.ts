/// <reference types="vite/client" />
import { BLOG_PAGE_DE, BLOG_PAGE_EN, BLOG_PAGE_ES } from '#core/reading/recipe-chatter.fixtures';
import aboutPage from './about.html?raw';
import shakshukaPhoto from './shakshuka.png?inline';
import shakshukaPage from './shakshuka.html?raw';

/**
 * The fixture web of the import end-to-end test (docs/decisions/022-import-end-to-end-fixture.md):
 * a second Worker, built and run only when FORKCAST_IMPORT_FIXTURES=1 (see vite.config.ts), that
 * answers the main worker's fetches to `*.example` addresses after they passed the import's
 * address rules. It holds static pages only and can reach nothing else.
 */
const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const PAGES: Record<string, () => Response> = {
  'https://recipes.example/shakshuka': () => html(shakshukaPage),
  'https://recipes.example/about': () => html(aboutPage),
  // Food blogs as blogs write them (core/reading/recipe-chatter.fixtures.ts): a story, pin and newsletter calls.
  'https://blog.example/creamy-tomato-soup': () => html(BLOG_PAGE_EN),
  'https://blog.example/kartoffelsuppe': () => html(BLOG_PAGE_DE),
  'https://blog.example/tortilla-de-patatas': () => html(BLOG_PAGE_ES),
  'https://img.recipes.example/shakshuka.png': () =>
    new Response(dataUrlBytes(shakshukaPhoto), { headers: { 'content-type': 'image/png' } }),
  // A public-looking address that redirects to this machine: the importer must refuse the hop.
  'https://recipes.example/go/admin': () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/admin' } }),
};

export default {
  fetch(request: Request): Response {
    const url = new URL(request.url);
    const page = PAGES[`${url.origin}${url.pathname}`];
    return page ? page() : new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  },
};
