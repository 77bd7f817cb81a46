import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';
import { sharedKeys } from '../../../lib/query-keys';

type Language = 'en' | 'es' | 'de';

/** The family's query key: every version of a family shares the original's. */
export const versionsKey = recipesKeys.versions;

/** `GET /api/recipes/{id}/versions`: the original first, then its refinements oldest first. */
export function versionsOptions(id: string) {
  return queryOptions({
    queryKey: versionsKey(id),
    queryFn: () => unwrap(api.recipes[':id'].versions.$get({ param: { id } })),
  });
}

export function useRecipeVersions(id: string, enabled = true) {
  return useQuery({ ...versionsOptions(id), enabled });
}

/**
 * `POST /api/recipes/{id}/refine` (one generation): the new version is cached for its page, and
 * the lists that show it (my recipes, versions, usage) are read again.
 */
export function useRefineRecipe(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ instruction, language }: { instruction: string; language: Language }) =>
      (await unwrap(api.recipes[':id'].refine.$post({ param: { id }, json: { instruction, language } }))).recipe,
    onSuccess: (recipe: OwnRecipe) => {
      queryClient.setQueryData(recipesKeys.recipe(recipe.id), { ...recipe, read_only: false });
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
      void queryClient.invalidateQueries({ queryKey: recipesKeys.versionsAll });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.usage });
    },
  });
}
