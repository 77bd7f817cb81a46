import type { PrecacheEntry } from 'workbox-precaching';

/**
 * The service worker's cache naming (web/sw.ts), kept apart so it can be tested: the app shell is
 * precached in `forkcast-shell-<version>`, where the version is a hash of the precache list, so
 * each build has its own cache; when a new worker activates it deletes the other shell caches and
 * leaves every other cache alone.
 */
export const CACHE_PREFIX = 'forkcast';
const SHELL = 'shell';

/**
 * FNV-1a of every precached URL and revision, each ended by a newline (so ['ab', 'c'] and
 * ['a', 'bc'] differ): the shell's version.
 */
export function shellVersion(entries: readonly (PrecacheEntry | string)[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = `${typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`}\n`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Workbox's `precache` cache-name detail for this list (the full name is `forkcast-<this>`). */
export function shellCacheDetail(entries: readonly (PrecacheEntry | string)[]): string {
  return `${SHELL}-${shellVersion(entries)}`;
}

/** The caches an activating worker deletes: every shell cache but its own (`current`). */
export function staleShellCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-${SHELL}-`) && name !== current);
}
