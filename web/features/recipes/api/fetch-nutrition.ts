import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';

/** `POST /api/recipes/{id}/nutrition` (Pro): per-100 g figures, stored on the recipe by the server. */
export function useFetchNutrition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.recipes[':id'].nutrition.$post({ param: { id } }))).nutrition,
    onSuccess: (nutrition) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(id), (old) => (old ? { ...old, nutrition } : old));
    },
  });
}
