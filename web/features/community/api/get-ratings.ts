import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

const fetchRatings = (id: string) => unwrap(api.discover[':id'].ratings.$get({ param: { id } }));

export type Ratings = Awaited<ReturnType<typeof fetchRatings>>;

/** GET /api/discover/{id}/ratings: average, count, each rating and the reader's own. */
export function ratingsOptions(id: string) {
  return queryOptions({ queryKey: communityKeys.ratings(id), queryFn: () => fetchRatings(id) });
}

export function useRatings(id: string) {
  return useQuery(ratingsOptions(id));
}
