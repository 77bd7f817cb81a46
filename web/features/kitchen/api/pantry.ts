import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { useSharedKitchenRefetch } from '../../../lib/shared-kitchen';
import { kitchenKeys } from './keys';

async function fetchPantry() {
  return (await unwrap(api.pantry.$get())).items;
}

export type PantryItem = Awaited<ReturnType<typeof fetchPantry>>[number];
type PantryInput = Parameters<typeof api.pantry.$post>[0]['json'];
export type PantryFields = Omit<PantryInput, never>;

export const pantryOptions = queryOptions({ queryKey: kitchenKeys.pantry, queryFn: fetchPantry });

/** `GET /api/pantry`. */
export function usePantry(enabled = true) {
  return useQuery({ ...pantryOptions, enabled, refetchInterval: useSharedKitchenRefetch() });
}

/** `GET /api/pantry/summary?today=`: counts for the dashboard card. */
export function usePantrySummary(today: string) {
  return useQuery({
    queryKey: kitchenKeys.pantrySummary(today),
    queryFn: () => unwrap(api.pantry.summary.$get({ query: { today } })),
  });
}

/** `POST /api/pantry`: the new item goes to the top (docs/product.md "Behaviour"). */
export function useCreatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: PantryFields) => (await unwrap(api.pantry.$post({ json }))).item,
    onSuccess: (item) => {
      queryClient.setQueryData<PantryItem[]>(kitchenKeys.pantry, (old) => [item, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.pantrySummaries });
    },
  });
}

/** `PATCH /api/pantry/{id}`: the update replaces the item in place. */
export function useUpdatePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: string; json: PantryFields }) =>
      (await unwrap(api.pantry[':id'].$patch({ param: { id }, json }))).item,
    onSuccess: (item) => {
      queryClient.setQueryData<PantryItem[]>(kitchenKeys.pantry, (old) => old?.map((i) => (i.id === item.id ? item : i)));
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.pantrySummaries });
    },
  });
}

/** `DELETE /api/pantry/{id}`. */
export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await unwrap(api.pantry[':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<PantryItem[]>(kitchenKeys.pantry, (old) => old?.filter((i) => i.id !== id));
      void queryClient.invalidateQueries({ queryKey: kitchenKeys.pantrySummaries });
    },
  });
}
