import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

/** POST /api/discover/{id}/review {review_text}: one review per user, updatable. */
export function useSubmitReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewText: string) =>
      unwrap(api.discover[':id'].review.$post({ param: { id }, json: { review_text: reviewText } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.reviews(id) }),
  });
}
