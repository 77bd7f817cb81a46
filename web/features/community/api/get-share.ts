import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

/** GET /api/recipes/{id}/share: whether an own recipe is shared, with its statistics. */
export function shareStatusOptions(recipeId: string) {
  return queryOptions({
    queryKey: communityKeys.share(recipeId),
    queryFn: () => unwrap(api.recipes[':id'].share.$get({ param: { id: recipeId } })),
  });
}

export function useShareStatus(recipeId: string) {
  return useQuery(shareStatusOptions(recipeId));
}
