import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { pictureRefetchInterval } from '../lib/picture-polling';
import { recipesKeys } from './keys';

/** `GET /api/recipes/{id}`: the owner's recipe, or one planned in their household (`read_only`). */
export function recipeOptions(id: string) {
  return queryOptions({
    queryKey: recipesKeys.recipe(id),
    queryFn: async () => {
      const body = await unwrap(api.recipes[':id'].$get({ param: { id } }));
      // A household member reads a recipe planned in the household, read-only (docs/decisions/051-household-recipes.md).
      return { ...body.recipe, read_only: body.read_only };
    },
    // A picture being drawn shows up without a reload (docs/decisions/038-dish-pictures-the-ai-picture-queue.md).
    refetchInterval: (query) =>
      pictureRefetchInterval(query.state.data ? [query.state.data.picture_status] : [], query.state.dataUpdateCount),
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeOptions(id));
}
