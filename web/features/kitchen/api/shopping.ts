import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { useSharedKitchenRefetch } from '../../../lib/shared-kitchen';
import { kitchenKeys } from './keys';

const list = api['shopping-list'];

async function fetchShoppingList() {
  return (await unwrap(list.$get())).items;
}

export type ShoppingItem = Awaited<ReturnType<typeof fetchShoppingList>>[number];
export type ShoppingFields = Parameters<typeof list.$post>[0]['json'];

export const shoppingOptions = queryOptions({ queryKey: kitchenKeys.shopping, queryFn: fetchShoppingList });

/** `GET /api/shopping-list`. */
export function useShoppingList(enabled = true) {
  return useQuery({ ...shoppingOptions, enabled, refetchInterval: useSharedKitchenRefetch() });
}

/** `POST /api/shopping-list`: a pending name merges into the item already there (`merged`). */
export function useAddShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ShoppingFields) => unwrap(list.$post({ json })),
    onSuccess: ({ item }) => {
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
    mutationFn: async ({ id, purchased }: { id: string; purchased: boolean }) =>
      (await unwrap(list[':id'].$patch({ param: { id }, json: { is_purchased: purchased } }))).item,
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
      queryClient.setQueryData<ShoppingItem[]>(kitchenKeys.shopping, (old) => old?.map((i) => (i.id === item.id ? item : i)));
    },
  });
}

/** `DELETE /api/shopping-list/{id}`. */
export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await unwrap(list[':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
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

/** `POST /api/shopping-list/move-to-pantry { ids }`: purchased items become pantry items. */
export function useMoveToPantry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => unwrap(list['move-to-pantry'].$post({ json: { ids } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.shopping });
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.pantry });
    },
  });
}
