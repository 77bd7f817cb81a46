import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

/** GET /api/leaderboard/my-rank: rank (null when not ranked), total_recipes, score. */
export function myRankOptions() {
  return queryOptions({
    queryKey: communityKeys.myRank,
    queryFn: () => unwrap(api.leaderboard['my-rank'].$get()),
  });
}

export function useMyRank() {
  return useQuery(myRankOptions());
}
