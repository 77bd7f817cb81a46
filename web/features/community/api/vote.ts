import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { applyVote, predictVoteAction, type VoteState, type VoteType } from '../lib/vote-state';
import type { DiscoverPage } from './get-discover-feed';
import type { DiscoverRecipe } from './get-discover-recipe';
import { communityKeys } from './keys';

type Feed = InfiniteData<DiscoverPage>;
type Snapshot = { detail: DiscoverRecipe | undefined; feeds: [QueryKey, Feed | undefined][] };

/**
 * POST /api/discover/{id}/vote. The toggle of docs/product.md "Vote" is applied at once (the predicted
 * action), then the server's counts and vote replace it; a failure puts the old state back.
 */
export function useVote(sharedRecipeId: string) {
  const queryClient = useQueryClient();
  const detailKey = communityKeys.recipe(sharedRecipeId);

  const patchAll = (patch: <T extends VoteState>(r: T) => T) => {
    queryClient.setQueryData<DiscoverRecipe>(detailKey, (old) => (old ? patch(old) : old));
    queryClient.setQueriesData<Feed>({ queryKey: communityKeys.feeds }, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              recipes: page.recipes.map((r) => (r.shared_recipe_id === sharedRecipeId ? patch(r) : r)),
            })),
          }
        : old,
    );
  };

  return useMutation({
    mutationFn: (voteType: VoteType) =>
      unwrap(api.discover[':id'].vote.$post({ param: { id: sharedRecipeId }, json: { vote_type: voteType } })),
    onMutate: async (voteType): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const snapshot: Snapshot = {
        detail: queryClient.getQueryData<DiscoverRecipe>(detailKey),
        feeds: queryClient.getQueriesData<Feed>({ queryKey: communityKeys.feeds }),
      };
      patchAll((r) => applyVote(r, voteType, predictVoteAction(r.user_vote, voteType)));
      return snapshot;
    },
    onSuccess: (answer) =>
      patchAll((r) => ({
        ...r,
        user_vote: answer.user_vote,
        upvotes_count: answer.upvotes_count,
        downvotes_count: answer.downvotes_count,
      })),
    onError: (_err, _vote, snapshot) => {
      if (!snapshot) return;
      queryClient.setQueryData(detailKey, snapshot.detail);
      for (const [key, data] of snapshot.feeds) queryClient.setQueryData(key, data);
    },
  });
}
