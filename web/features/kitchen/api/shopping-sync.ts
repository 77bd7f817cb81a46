import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ShoppingItem } from '#core/schemas/shopping';
import { api, isApiError, unwrap } from '../../../lib/api';
import { isOfflineError, offlineStore, offlineUserId } from '../../../lib/offline-copy';
import { ShoppingQueue, type QueuedChange, type SendOutcome } from '../lib/shopping-queue';
import { kitchenKeys } from './keys';

/**
 * The signed-in user's queue of shopping-list changes made without signal (lib/shopping-queue.ts),
 * wired to the API and the query cache: a change the server took updates the cached list, so the
 * item never blinks out between the send and the next fetch.
 */
const list = api['shopping-list'];

const setList = (queryClient: QueryClient, update: (items: ShoppingItem[]) => ShoppingItem[]) =>
  queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => (old ? update(old) : old));

const upsert = (item: ShoppingItem) => (items: ShoppingItem[]) => [item, ...items.filter((i) => i.id !== item.id)];

/** Sends one change with its Idempotency-Key. No signal, a busy key (409), limits and 5xx wait; other 4xx are final. */
function sender(queryClient: QueryClient) {
  return async (change: QueuedChange): Promise<SendOutcome> => {
    const header = { 'idempotency-key': change.key };
    try {
      if (change.kind === 'add') {
        const { item } = await unwrap(list.$post({ json: change.fields, header }));
        setList(queryClient, upsert(item));
        return { status: 'done', id: item.id };
      }
      if (change.kind === 'update') {
        const { item } = await unwrap(list[':id'].$patch({ param: { id: change.id }, json: change.patch, header }));
        setList(queryClient, (items) => items.map((i) => (i.id === item.id ? item : i)));
        return { status: 'done' };
      }
      await unwrap(list[':id'].$delete({ param: { id: change.id }, header }));
      setList(queryClient, (items) => items.filter((i) => i.id !== change.id));
      return { status: 'done' };
    } catch (err) {
      const wait = isOfflineError(err) || isApiError(err, 409) || isApiError(err, 429) || (isApiError(err) && err.status >= 500);
      if (!wait) console.error('A waiting shopping change was refused', change, err);
      return { status: wait ? 'retry' : 'refused' };
    }
  };
}

let active: { userId: string; queue: ShoppingQueue } | null = null;

/** Sends what waits, then reloads the list when anything was sent or refused. */
async function flush(queryClient: QueryClient, queue: ShoppingQueue) {
  const result = await queue.flush();
  if (result.sent + result.refused > 0) await queryClient.invalidateQueries({ queryKey: kitchenKeys.shopping });
}

/** The queue of the user whose offline data is in use (null when signed out). */
export function shoppingQueue(queryClient: QueryClient): ShoppingQueue | null {
  const userId = offlineUserId();
  if (!userId) return null;
  if (active?.userId !== userId) {
    const queue = new ShoppingQueue({ store: offlineStore(), storageKey: `${userId}:shopping-queue`, send: sender(queryClient) });
    active = { userId, queue };
    // The connection came back: send what waits.
    window.addEventListener('online', () => {
      if (active?.queue === queue) void flush(queryClient, queue);
    });
  }
  return active.queue;
}

/** Whether a change goes to the queue: no signal, or older changes still wait (order is kept). */
export function mustQueue(queue: ShoppingQueue | null): queue is ShoppingQueue {
  return queue !== null && (!navigator.onLine || queue.snapshot().length > 0);
}

/** Sends what waits when there is signal (after a change is queued, and when a screen opens). */
export function flushSoon(queryClient: QueryClient, queue: ShoppingQueue) {
  if (navigator.onLine) void flush(queryClient, queue);
}

const NONE: readonly QueuedChange[] = [];
const noSubscription = () => () => {};

/** The waiting changes (re-renders as they change); sends them now if there is signal. */
export function useWaitingShoppingChanges(enabled = true): readonly QueuedChange[] {
  const queryClient = useQueryClient();
  const queue = enabled ? shoppingQueue(queryClient) : null;
  useEffect(() => {
    if (queue) flushSoon(queryClient, queue);
  }, [queryClient, queue]);
  return useSyncExternalStore(queue?.subscribe ?? noSubscription, queue?.snapshot ?? (() => NONE));
}

/**
 * One shopping-list change: sent at once with a fresh Idempotency-Key when there is signal and
 * nothing waits; otherwise (or when the request never reaches the server) queued under the same
 * key. Answers the server's answer, or null when the change was queued.
 */
export async function sendOrQueue<T>(
  queryClient: QueryClient,
  direct: (header: { 'idempotency-key': string }) => Promise<T>,
  enqueue: (queue: ShoppingQueue, key: string) => Promise<unknown>,
): Promise<T | null> {
  const queue = shoppingQueue(queryClient);
  const key = crypto.randomUUID();
  try {
    if (!mustQueue(queue)) return await direct({ 'idempotency-key': key });
  } catch (err) {
    if (!queue || !isOfflineError(err)) throw err;
  }
  if (!queue) throw new Error('No signed-in user to queue the change for');
  await enqueue(queue, key);
  flushSoon(queryClient, queue);
  return null;
}
