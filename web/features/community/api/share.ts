import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** POST /api/recipes/{id}/share {share_message?} (Pro). The page reloads afterwards. */
export function useShareRecipe(recipeId: string) {
  return useMutation({
    mutationFn: (shareMessage: string) =>
      unwrap(
        api.recipes[':id'].share.$post({
          param: { id: recipeId },
          json: shareMessage ? { share_message: shareMessage } : {},
        }),
      ),
  });
}
