import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * `POST /api/shopping-list { name }` for each item a dish is missing (Pro), one after another;
 * resolves how many became new items (a name already pending merges into it and is not counted).
 */
export async function addMissingToList(names: string[]): Promise<number> {
  let added = 0;
  for (const name of names) {
    const { merged } = await unwrap(api['shopping-list'].$post({ json: { name }, header: {} }));
    if (!merged) added += 1;
  }
  return added;
}

export function useAddMissing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMissingToList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.shoppingList }),
  });
}
