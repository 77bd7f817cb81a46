import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { pictureRefetchInterval } from '../lib/picture-polling';
import { recipesKeys } from './keys';

/** `GET /api/recipes/{id}`: the owner's recipe. */
export function recipeOptions(id: string) {
  return queryOptions({
    queryKey: recipesKeys.recipe(id),
    queryFn: async () => (await unwrap(api.recipes[':id'].$get({ param: { id } }))).recipe,
    // A picture being drawn shows up without a reload (docs/decisions.md "Dish pictures").
    refetchInterval: (query) =>
      pictureRefetchInterval(query.state.data ? [query.state.data.picture_status] : [], query.state.dataUpdateCount),
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeOptions(id));
}
