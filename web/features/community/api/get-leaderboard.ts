import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { communityKeys } from './keys';

async function fetchLeaderboard() {
  const body = await unwrap(api.leaderboard.$get());
  return body.leaderboard;
}

export type LeaderboardRow = Awaited<ReturnType<typeof fetchLeaderboard>>[number];

/** GET /api/leaderboard: the top 100. */
export function leaderboardOptions() {
  return queryOptions({ queryKey: communityKeys.leaderboard, queryFn: fetchLeaderboard });
}

export function useLeaderboard() {
  return useQuery(leaderboardOptions());
}
