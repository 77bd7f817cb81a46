import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';
import { sharedKeys } from '../../../lib/query-keys';

/** `GET /api/pictures`: whether this server draws dish pictures (and with which model). */
export const picturesInfoOptions = queryOptions({
  queryKey: recipesKeys.picturesInfo,
  queryFn: () => unwrap(api.pictures.$get()),
  staleTime: Infinity,
});

export function usePicturesInfo() {
  return useQuery(picturesInfoOptions);
}

/**
 * `POST /api/recipes/{id}/picture` ("New picture", one generation): the cached recipe turns
 * pending, so its query polls until the picture is ready (picture-polling.ts).
 */
export function useRequestPicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.recipes[':id'].picture.$post({ param: { id } }))).recipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(id), (old) => (old ? { ...old, ...recipe } : recipe));
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.usage });
    },
  });
}
