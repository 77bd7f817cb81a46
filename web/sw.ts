import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppPath } from '#core/kernel/routes';
import { CACHE_PREFIX, shellCacheDetail, staleShellCaches } from './sw-shell';

/**
 * The service worker (`/sw.js`, built by vite-plugin-pwa's injectManifest; docs/decisions/027-installable-app-and-offline-list.md):
 * - precaches the app shell (index.html, the JavaScript and CSS chunks, the translations, the
 *   fonts and icons) in a cache named after this build, so each version has its own cache and
 *   the old one is deleted when the new worker takes over;
 * - a page navigation goes to the network (the worker's real answer, 404s included); only when
 *   there is no network does an app page get the precached shell;
 * - it never touches `/api/*` or any other request: the user's data is kept by the page, per user
 *   (web/lib/offline-copy.ts), never in a cache shared by whoever uses the browser next.
 * A new version waits until the page asks it to take over ("New version available - Reload").
 */
interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(work: Promise<unknown>): void }) => void): void;
}
declare const self: ServiceWorkerScope;

const manifest = self.__WB_MANIFEST;

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: shellCacheDetail(manifest), suffix: '' });
// Precached files answer only their own URLs: '/' is a navigation like any other (network first).
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
clientsClaim();

self.addEventListener('activate', (event) => {
  const current = cacheNames.precache;
  event.waitUntil(
    caches.keys().then((names) => Promise.all(staleShellCaches(names, current).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  async ({ request, url }) => {
    try {
      // The service worker passes page navigations through; it is not an API call.
      // eslint-disable-next-line no-restricted-globals
      return await fetch(request);
    } catch (err) {
      const shell = isAppPath(url.pathname) ? await matchPrecache('/index.html') : undefined;
      if (shell) return shell;
      throw err;
    }
  },
);
