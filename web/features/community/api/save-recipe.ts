import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { DiscoverRecipe } from './get-discover-recipe';
import { communityKeys } from './keys';

/**
 * POST /api/discover/{id}/remix without an instruction: "save to my recipes" (Pro). Answers the
 * copy (`created` false when it was already saved); a new copy adds one to the shown count.
 */
export function useSaveRecipe(sharedRecipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.discover[':id'].remix.$post({ param: { id: sharedRecipeId }, json: {} })),
    onSuccess: (answer) => {
      if (!answer.created) return;
      queryClient.setQueryData<DiscoverRecipe>(communityKeys.recipe(sharedRecipeId), (old) =>
        old ? { ...old, remixes_count: old.remixes_count + 1 } : old,
      );
    },
  });
}
