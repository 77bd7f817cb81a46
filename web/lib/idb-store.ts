/**
 * A small key-value store on IndexedDB (one database, one object store), for what must survive a
 * reload without signal: the signed-in user's offline copies and queued changes
 * (web/lib/offline-copy.ts). Where IndexedDB is missing (tests, private modes that refuse it),
 * `memoryStore` keeps the same interface for the page's lifetime.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function memoryStore(): KeyValueStore {
  const data = new Map<string, unknown>();
  return {
    get: <T>(key: string) => Promise.resolve(structuredClone(data.get(key)) as T | undefined),
    set: (key, value) => Promise.resolve(void data.set(key, structuredClone(value))),
    delete: (key) => Promise.resolve(void data.delete(key)),
    clear: () => Promise.resolve(data.clear()),
  };
}

const STORE = 'kv';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The store in IndexedDB database `name`; falls back to memory when it cannot be opened. */
export function idbStore(name: string): KeyValueStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, operation: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return request(operation(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: async <T>(key: string) => (await run('readonly', (s) => s.get(key))) as T | undefined,
    set: async (key, value) => void (await run('readwrite', (s) => s.put(value, key))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
    clear: async () => void (await run('readwrite', (s) => s.clear())),
  };
}
