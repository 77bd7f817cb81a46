import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

async function fetchDiscoverRecipe(id: string) {
  return unwrap(api.discover[':id'].$get({ param: { id }, query: {} }));
}

export type DiscoverRecipe = Awaited<ReturnType<typeof fetchDiscoverRecipe>>;

/** GET /api/discover/{id}: readable by anyone, signed out included. */
export function discoverRecipeOptions(id: string) {
  return queryOptions({ queryKey: communityKeys.recipe(id), queryFn: () => fetchDiscoverRecipe(id) });
}

export function useDiscoverRecipe(id: string) {
  return useQuery(discoverRecipeOptions(id));
}
