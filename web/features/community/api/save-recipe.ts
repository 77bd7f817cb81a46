import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { DiscoverRecipe } from './get-discover-recipe';
import { communityKeys } from './keys';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * POST /api/discover/{id}/remix: "save to my recipes" (Pro). Answers the copy (`created` false
 * when it was already saved); a new copy adds one to the shown count. With an instruction the copy
 * is refined too (one generation; docs/decisions/055-refine-and-recipe-versions.md) and the answer
 * is the refined version, which counts as a remix too.
 */
export function useSaveRecipe(sharedRecipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change?: { instruction: string; language: 'en' | 'es' | 'de' }) =>
      unwrap(api.discover[':id'].remix.$post({ param: { id: sharedRecipeId }, json: change ?? {} })),
    onSuccess: (answer, change) => {
      if (change) void queryClient.invalidateQueries({ queryKey: sharedKeys.usage });
      if (!answer.created) return;
      queryClient.setQueryData<DiscoverRecipe>(communityKeys.recipe(sharedRecipeId), (old) =>
        old ? { ...old, remixes_count: old.remixes_count + 1 } : old,
      );
    },
  });
}
