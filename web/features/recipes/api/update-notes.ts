import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { OwnRecipe } from './get-my-recipes';
import { recipesKeys } from './keys';

/** `PATCH /api/recipes/{id}/notes`; on success the cached recipe shows the saved notes. */
export function useUpdateNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => unwrap(api.recipes[':id'].notes.$patch({ param: { id }, json: { notes } })),
    onSuccess: ({ notes }) => {
      queryClient.setQueryData<OwnRecipe>(recipesKeys.recipe(id), (old) => (old ? { ...old, notes } : old));
      void queryClient.invalidateQueries({ queryKey: recipesKeys.myRecipes });
    },
  });
}
