import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const leaderboardSettingsQuery = queryOptions({
  queryKey: ['leaderboard', 'settings'] as const,
  queryFn: () => unwrap(api.leaderboard.settings.$get()),
});

/** `GET /api/leaderboard/settings`: `{ show_real_name }`. */
export function useLeaderboardSettings() {
  return useQuery(leaderboardSettingsQuery);
}
