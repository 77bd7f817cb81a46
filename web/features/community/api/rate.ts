import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import type { Ratings } from './get-ratings';
import { communityKeys } from './keys';

/**
 * POST /api/discover/{id}/rate {rating}: one rating per user, updatable. The own rating shows at
 * once; a refusal puts the old one back; the average is read again afterwards.
 */
export function useRate(id: string) {
  const queryClient = useQueryClient();
  const key = communityKeys.ratings(id);
  return useMutation({
    mutationFn: (rating: number) => unwrap(api.discover[':id'].rate.$post({ param: { id }, json: { rating } })),
    onMutate: async (rating) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Ratings>(key);
      queryClient.setQueryData<Ratings>(key, (old) => (old ? { ...old, user_rating: rating } : old));
      return { previous };
    },
    onError: (_err, _rating, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
