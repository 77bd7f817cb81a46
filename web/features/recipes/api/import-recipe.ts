import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';

export type ImportRecipeBody = Parameters<typeof api.recipes.import.$post>[0]['json'];

/** `POST /api/recipes/import`: a recipe from a page address or pasted text; the list is refreshed. */
export function useImportRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: ImportRecipeBody) => (await unwrap(api.recipes.import.$post({ json }))).recipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
    },
  });
}
