import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

async function fetchReviews(id: string) {
  const body = await unwrap(api.discover[':id'].reviews.$get({ param: { id } }));
  return body.reviews;
}

export type Review = Awaited<ReturnType<typeof fetchReviews>>[number];

/** GET /api/discover/{id}/reviews. */
export function reviewsOptions(id: string) {
  return queryOptions({ queryKey: communityKeys.reviews(id), queryFn: () => fetchReviews(id) });
}

export function useReviews(id: string) {
  return useQuery(reviewsOptions(id));
}
