import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { recipesKeys } from './keys';

/** `GET /api/recipes/{id}`: the owner's recipe. */
export function recipeOptions(id: string) {
  return queryOptions({
    queryKey: recipesKeys.recipe(id),
    queryFn: async () => (await unwrap(api.recipes[':id'].$get({ param: { id } }))).recipe,
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeOptions(id));
}
