import { isApiError } from './api';
import { idbStore, type KeyValueStore } from './idb-store';

/**
 * The signed-in user's data kept on this device for use without signal (docs/decisions/027-installable-app-and-offline-list.md): the service worker never caches `/api/*`; the page keeps a copy of the
 * answers a screen needs offline, in IndexedDB, under the user it belongs to. Another user signing
 * in, a 401, or signing out wipes it, so nobody ever reads someone else's list on a shared device.
 */
interface Owner {
  id: string;
}

const LAST_USER = 'last-user';

let store: KeyValueStore | null = null;
const kv = () => (store ??= idbStore('forkcast-offline'));

/** Tests give a memory store. */
export function setOfflineStore(next: KeyValueStore) {
  store = next;
  currentUserId = null;
}

let currentUserId: string | null = null;

/** The user whose offline data is in use, or null (signed out, or not known yet). */
export function offlineUserId(): string | null {
  return currentUserId;
}

/** The store itself, for feature-owned records (keys start with the user's id). */
export function offlineStore(): KeyValueStore {
  return kv();
}

/** A failed request that never reached the server (no signal): the offline copy answers instead. */
export const isOfflineError = (err: unknown) => isApiError(err, 0);

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Storage refused (quota, private mode): the app works on, only without the offline copy.
    console.error('Offline storage failed', err);
    return fallback;
  }
}

/** Records who is signed in (null: nobody); a change of user wipes the previous user's data. */
export async function rememberUser<T extends Owner>(user: T | null): Promise<void> {
  currentUserId = user?.id ?? null;
  await quietly(async () => {
    const saved = await kv().get<Owner>(LAST_USER);
    if (saved && saved.id !== user?.id) await kv().clear();
    if (user) await kv().set(LAST_USER, user);
  }, undefined);
  currentUserId = user?.id ?? null;
}

/** The last signed-in user as the server last described them, for starting without signal. */
export async function lastUser<T extends Owner>(): Promise<T | null> {
  const saved = await quietly(() => kv().get<T>(LAST_USER), undefined);
  if (saved) currentUserId = saved.id;
  return saved ?? null;
}

/** Signing out: nothing of the user stays on the device. */
export async function forgetOfflineData(): Promise<void> {
  currentUserId = null;
  await quietly(() => kv().clear(), undefined);
}

/**
 * Runs `fetcher`; its answer is kept as the user's copy `name`. Without signal the kept copy
 * answers (when `usable` accepts it), else the error stands.
 */
export async function withOfflineCopy<T>(name: string, fetcher: () => Promise<T>, usable: (saved: T) => boolean = () => true): Promise<T> {
  const user = currentUserId;
  try {
    const data = await fetcher();
    if (user) await quietly(() => kv().set(`${user}:${name}`, data), undefined);
    return data;
  } catch (err) {
    if (!user || !isOfflineError(err)) throw err;
    const saved = await quietly(() => kv().get<T>(`${user}:${name}`), undefined);
    if (saved === undefined || !usable(saved)) throw err;
    return saved;
  }
}
