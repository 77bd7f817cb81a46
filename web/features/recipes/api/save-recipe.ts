import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';

export type CreateRecipeBody = Parameters<typeof api.recipes.$post>[0]['json'];
export type UpdateRecipeBody = Parameters<(typeof api.recipes)[':id']['$patch']>[0]['json'];

/** `POST /api/recipes`: a recipe written by hand; the recipe list is refreshed. */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: CreateRecipeBody) => (await unwrap(api.recipes.$post({ json }))).recipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
    },
  });
}

/** `PATCH /api/recipes/{id}`: the owner's edit; the cached recipe shows it at once. */
export function useUpdateRecipe(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: UpdateRecipeBody) => (await unwrap(api.recipes[':id'].$patch({ param: { id }, json }))).recipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(recipe.id), recipe);
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
    },
  });
}
