import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import i18n, { i18nReady } from '../lib/i18n';
import type { LanguageCode } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { meQuery } from '../lib/session';
import { AppProviders } from './app';
import { routes } from './router';

/**
 * The public pages prerendered at build time (scripts/prerender.ts), each in every interface
 * language: `file` is its name under dist/client/_prerendered/<lang>/, `title` and `description`
 * the i18n keys of its tab title and meta description.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'home', title: 'landing:pageTitle', description: 'seo:description.home' },
  { path: '/pricing', file: 'pricing', title: 'pricing:pageTitle', description: 'seo:description.pricing' },
  { path: '/privacy', file: 'privacy', title: 'legal:titles.privacy', description: 'seo:description.privacy' },
  { path: '/terms', file: 'terms', title: 'legal:titles.terms', description: 'seo:description.terms' },
  { path: '/imprint', file: 'imprint', title: 'legal:titles.imprint', description: 'seo:description.imprint' },
] as const;

export interface RenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  title: string;
  description: string;
}

async function renderOnce(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQuery.queryKey, null);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { onError: (err) => void errors.push(err) },
  );
  if (errors.length) throw new Error(`${path} failed to prerender: ${String(errors[0])}`);
  return new Response(prelude).text();
}

/**
 * Renders one page as a signed-out visitor in `language` sees it, its lazy route modules loaded by
 * the static handler: the same tree web/app/start.tsx hydrates. Nothing on these pages may
 * suspend (a late boundary would need an inline script, which the CSP forbids; the build checks).
 */
export async function renderPage(path: string, language: LanguageCode): Promise<RenderedPage> {
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  await i18nReady;
  await i18n.changeLanguage(language);
  const html = await renderOnce(path);
  const pageTitle = i18n.t(page.title);
  return { html, title: `${pageTitle} · Forkcast`, description: i18n.t(page.description) };
}
