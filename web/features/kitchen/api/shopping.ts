import { queryOptions, useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, unwrap } from '../../../lib/api';
import { useSharedKitchenRefetch } from '../../../lib/shared-kitchen';
import { withOfflineCopy } from '../../../lib/offline-copy';
import { localToday } from '../lib/dates';
import { applyChanges } from '../lib/shopping-queue';
import { kitchenKeys } from './keys';
import { sendOrQueue, useWaitingShoppingChanges } from './shopping-sync';

const list = api['shopping-list'];

async function fetchShoppingList() {
  return (await unwrap(list.$get())).items;
}

export type ShoppingItem = Awaited<ReturnType<typeof fetchShoppingList>>[number];
export type ShoppingFields = Parameters<typeof list.$post>[0]['json'];

/** Without signal the list last fetched on this device answers (offlineFirst: the fetch is tried). */
export const shoppingOptions = queryOptions({
  queryKey: kitchenKeys.shopping,
  queryFn: () => withOfflineCopy('shopping-list', fetchShoppingList),
  networkMode: 'offlineFirst',
});

/**
 * `GET /api/shopping-list`, with the changes still waiting to be sent applied (shown at once).
 * Re-read every 5 s in a household and whenever the tab shows again, so a tick on another device
 * arrives within seconds (docs/decisions/042-shopping-list-on-a-phone.md).
 */
export function useShoppingList(enabled = true) {
  const query = useQuery({ ...shoppingOptions, enabled, refetchInterval: useSharedKitchenRefetch(), refetchOnWindowFocus: 'always' });
  return useWithWaitingChanges(query, enabled);
}

function useWithWaitingChanges(query: UseQueryResult<ShoppingItem[]>, enabled: boolean) {
  const changes = useWaitingShoppingChanges(enabled);
  const data = useMemo(() => (query.data ? applyChanges(query.data, changes) : undefined), [query.data, changes]);
  return { ...query, data, waiting: changes.length };
}

/** `POST /api/shopping-list`: a pending name merges into the item already there (`merged`). */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    // 'always': without signal the change is queued instead of the mutation pausing.
    networkMode: 'always',
    // null: queued without signal (shown at once, sent when the connection returns).
    mutationFn: (json: ShoppingFields) =>
      sendOrQueue(queryClient, (header) => unwrap(list.$post({ json, header })), (queue, key) => queue.add(json, key)),
    onSuccess: (result) => {
      if (!result) return;
      const { item } = result;
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => {
        const rest = (old ?? []).filter((i) => i.id !== item.id);
        return [...rest, item];
      });
    },
  });
}

/** `PATCH /api/shopping-list/{id} { is_purchased }`, optimistic: the tick shows at once. */
export function useTickShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, purchased }: { id: string; purchased: boolean }) => {
      const json = { is_purchased: purchased };
      const answer = await sendOrQueue(
        queryClient,
        (header) => unwrap(list[':id'].$patch({ param: { id }, json, header })),
        (queue, key) => queue.update(id, json, key),
      );
      return answer?.item ?? null;
    },
    onMutate: async ({ id, purchased }) => {
      await queryClient.cancelQueries({ queryKey: kitchenKeys.shopping });
      const before = queryClient.getQueryData<ShoppingItem[]>(kitchenKeys.shopping);
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) =>
        old?.map((i) => (i.id === id ? { ...i, is_purchased: purchased } : i)),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(kitchenKeys.shopping, context.before);
    },
    onSuccess: (item) => {
      if (!item) return;
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => old?.map((i) => (i.id === item.id ? item : i)));
    },
  });
}

/** `DELETE /api/shopping-list/{id}`. */
export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (id: string) => {
      const answer = await sendOrQueue(
        queryClient,
        (header) => unwrap(list[':id'].$delete({ param: { id }, header })),
        (queue, key) => queue.remove(id, key),
      );
      return { id, queued: answer === null };
    },
    onSuccess: ({ id }) => {
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => old?.filter((i) => i.id !== id));
    },
  });
}

/** `DELETE /api/shopping-list/clear-purchased`. */
export function useClearPurchased() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(list['clear-purchased'].$delete()),
    onSuccess: () => {
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => old?.filter((i) => !i.is_purchased));
    },
  });
}

/** `POST /api/shopping-list/move-to-pantry { ids, today }`: purchased items become pantry items, their expiry estimated from the cook's date. */
export function useMoveToPantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(list['move-to-pantry'].$post({ json: { ids, today: localToday() } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.shopping });
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.pantry });
    },
  });
}
