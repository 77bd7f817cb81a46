import { cacheNames } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_PREFIX, shellCacheDetail, shellVersion, staleShellCaches } from './sw-shell';

/**
 * The versioned app-shell cache of the service worker (web/sw.ts, web/sw-shell.ts): each precache
 * list has its own cache, and a new version's worker deletes the old version's shell cache on
 * activate, leaving every other cache alone.
 */

// web/sw.ts is loaded for real with workbox's cache naming (workbox-core's setCacheNameDetails and
// cacheNames); precaching, routing and clients.claim() are out of the way (jsdom is no worker).
vi.mock('workbox-core', async (importOriginal) => ({ ...(await importOriginal<typeof import('workbox-core')>()), clientsClaim: vi.fn() }));
vi.mock('workbox-precaching', () => ({ precacheAndRoute: vi.fn(), matchPrecache: vi.fn() }));
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }));

const V1: PrecacheEntry[] = [
  { url: 'index.html', revision: 'a1b2c3' },
  { url: 'assets/index-D4e5F6.js', revision: null },
  { url: 'locales/en/common.json', revision: '0f0f0f' },
];
/** The next build: one changed file. */
const V2: PrecacheEntry[] = [V1[0]!, { url: 'assets/index-G7h8I9.js', revision: null }, V1[2]!];

type Listener = (event: unknown) => void;

/** Loads web/sw.ts as a worker built with `manifest`; returns its listeners and skipWaiting. */
async function loadServiceWorker(manifest: (PrecacheEntry | string)[]) {
  const listeners = new Map<string, Listener>();
  vi.stubGlobal('__WB_MANIFEST', manifest);
  const skipWaiting = vi.fn(() => Promise.resolve());
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    listeners.set(type, listener as Listener);
  });
  vi.resetModules();
  await import('./sw');
  return { listeners, skipWaiting, precache: cacheNames.precache };
}

/** A CacheStorage holding caches by these names. */
function fakeCaches(names: string[]) {
  const store = new Set(names);
  const storage = {
    keys: vi.fn(() => Promise.resolve([...store])),
    delete: vi.fn((name: string) => Promise.resolve(store.delete(name))),
  };
  vi.stubGlobal('caches', storage);
  return { store, storage };
}

/** Dispatches `activate` to the worker's listener; resolves once its waitUntil work is done. */
async function activate(listeners: Map<string, Listener>) {
  const work: Promise<unknown>[] = [];
  listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => work.push(promise) });
  expect(work).toHaveLength(1);
  await Promise.all(work);
}

beforeEach(() => vi.restoreAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('shell cache name', () => {
  it('changes when the precache list changes', () => {
    expect(shellVersion(V1)).toMatch(/^[0-9a-f]{8}$/);
    expect(shellCacheDetail(V1)).toBe(`shell-${shellVersion(V1)}`);
    expect(shellCacheDetail(V2)).not.toBe(shellCacheDetail(V1));
    // A changed revision alone (same URL, new content) is a new version too.
    expect(shellCacheDetail([{ ...V1[0]!, revision: 'ffffff' }, ...V1.slice(1)])).not.toBe(shellCacheDetail(V1));
    // As is an added or removed file.
    expect(shellCacheDetail([...V1, 'icons/icon-512.png'])).not.toBe(shellCacheDetail(V1));
    expect(shellCacheDetail(V1.slice(1))).not.toBe(shellCacheDetail(V1));
  });

  it('tells apart lists whose entries only split the same text differently', () => {
    expect(shellCacheDetail(['/a.js', '/b.js'])).not.toBe(shellCacheDetail(['/a.js/b.js']));
    expect(shellCacheDetail([{ url: '/a', revision: '1' }, '/b'])).not.toBe(shellCacheDetail(['/a@1/b']));
  });

  it('stays the same for the same list (a rebuild with no changes keeps its cache)', () => {
    expect(shellCacheDetail(V1.map((entry) => ({ ...entry })))).toBe(shellCacheDetail(V1));
  });

  it('is the name web/sw.ts precaches under: forkcast-shell-<version of its manifest>', async () => {
    const v1 = await loadServiceWorker(V1);
    expect(v1.precache).toBe(`${CACHE_PREFIX}-shell-${shellVersion(V1)}`);
    const v2 = await loadServiceWorker(V2);
    expect(v2.precache).toBe(`${CACHE_PREFIX}-shell-${shellVersion(V2)}`);
    expect(v2.precache).not.toBe(v1.precache);
  });
});

describe('staleShellCaches', () => {
  it("names the other versions' shell caches, never the current one or other caches", () => {
    const current = `forkcast-shell-${shellVersion(V2)}`;
    const old = `forkcast-shell-${shellVersion(V1)}`;
    const names = [old, current, 'forkcast-shell-00000000', 'forkcast-runtime', 'forkcast-images', 'shell-12345678', 'other-app-shell-1'];
    expect(staleShellCaches(names, current)).toEqual([old, 'forkcast-shell-00000000']);
    expect(staleShellCaches([current, 'forkcast-runtime'], current)).toEqual([]);
  });
});

describe('the service worker on activate', () => {
  it("deletes the previous version's shell cache and keeps its own and every other cache", async () => {
    const old = `forkcast-shell-${shellVersion(V1)}`;
    const { listeners, precache } = await loadServiceWorker(V2);
    const { store, storage } = fakeCaches([old, precache, 'forkcast-runtime', 'forkcast-images', 'some-other-cache']);

    await activate(listeners);

    expect(storage.delete).toHaveBeenCalledTimes(1);
    expect(storage.delete).toHaveBeenCalledWith(old);
    expect([...store]).toEqual([precache, 'forkcast-runtime', 'forkcast-images', 'some-other-cache']);
  });

  it('deletes nothing when its own cache is the only shell cache', async () => {
    const { listeners, precache } = await loadServiceWorker(V1);
    const { store, storage } = fakeCaches([precache, 'forkcast-runtime']);
    await activate(listeners);
    expect(storage.delete).not.toHaveBeenCalled();
    expect([...store]).toEqual([precache, 'forkcast-runtime']);
  });
});

describe('the service worker on message', () => {
  it('takes over on { type: "SKIP_WAITING" } (what the page sends on "Reload") and on nothing else', async () => {
    const { listeners, skipWaiting } = await loadServiceWorker(V1);
    const message = listeners.get('message');
    message?.({ data: 'SKIP_WAITING' });
    message?.({ data: { type: 'OTHER' } });
    message?.({ data: null });
    expect(skipWaiting).not.toHaveBeenCalled();
    message?.({ data: { type: 'SKIP_WAITING' } });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});
