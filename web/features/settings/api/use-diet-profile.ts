import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DietProfile } from '#core/diet/allergens';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';

export const dietProfileQuery = queryOptions({
  queryKey: sharedKeys.dietProfile,
  queryFn: (): Promise<DietProfile> => unwrap(api['diet-profile'].$get()),
});

/** `GET /api/diet-profile`: `{ diets, allergens, dislikes }`. */
export function useDietProfile() {
  return useQuery(dietProfileQuery);
}

/** `PUT /api/diet-profile`: the saved profile replaces the cached one. */
export function useSaveDietProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: DietProfile): Promise<DietProfile> => unwrap(api['diet-profile'].$put({ json: profile })),
    onSuccess: (saved) => queryClient.setQueryData(dietProfileQuery.queryKey, saved),
  });
}
