import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** DELETE /api/recipes/{id}/share. The page reloads afterwards. */
export function useUnshareRecipe(recipeId: string) {
  return useMutation({
    mutationFn: () => unwrap(api.recipes[':id'].share.$delete({ param: { id: recipeId } })),
  });
}
