import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { hasSessionHint } from '#core/kernel/session-hint';
import i18n, { detectedLanguage, i18nReady, prerenderedLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { meQuery } from '../lib/session';
import { App } from './app';
import { holdEarlyClicks } from './early-clicks';
import { routes } from './router';
import { revealWhenReady } from './server-shell';

/**
 * Starts the app in `root`. A page prerendered at build time (scripts/prerender.ts marks its root
 * `data-prerendered="<lang>"`) is hydrated: in the language and the signed-out session it was
 * rendered with, its lazy route modules loaded first, so the first client render equals the HTML.
 * Then the visitor's own language is applied and, with the session hint cookie, who is signed in
 * is asked. `heldClicks` replays the clicks web/public-entry.ts held while the app was not yet
 * loaded (web/app/early-clicks.ts). Any other page is rendered from scratch; a page the worker drew a server shell for
 * (a shared recipe, `#server-shell`) keeps that shell on screen until the app shows its content,
 * then gives the app the shell's held button press (`shellActions`, web/app/server-shell.ts).
 */
export async function startApp(root: HTMLElement, heldClicks?: () => void, shellActions?: (root: HTMLElement) => void) {
  const prerendered = prerenderedLanguage();
  if (!prerendered) {
    const shell = document.getElementById('server-shell');
    if (shell) revealWhenReady(root, shell, undefined, shellActions);
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  const replayEarlyClick = heldClicks ?? holdEarlyClicks(root);
  await Promise.all([i18nReady, loadLazyMatches(routes, window.location.pathname)]);
  const wanted = detectedLanguage();
  if (wanted && wanted !== prerendered) {
    // The visitor chose another language than the page was sent in (before the choice was kept
    // in the cookie the worker reads): render afresh in it rather than hydrate mismatching text.
    await i18n.changeLanguage(wanted);
    createRoot(root).render(
      <StrictMode>
        <App onMounted={replayEarlyClick} />
      </StrictMode>,
    );
    return;
  }
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQuery.queryKey, null);
  // Signed in (the hint cookie): the page painted as signed out; now ask who it is.
  const askSession = () => {
    if (hasSessionHint(document.cookie)) void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    replayEarlyClick();
  };
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} onMounted={askSession} />
    </StrictMode>,
  );
}

/**
 * Resolves the `lazy` route modules of the matched routes in place (React Router's advice for
 * hydrating lazy routes), so the router starts initialised instead of showing its fallback.
 */
export async function loadLazyMatches(list: RouteObject[], pathname: string) {
  const matches = matchRoutes(list, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
