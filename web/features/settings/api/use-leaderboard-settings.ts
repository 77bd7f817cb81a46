import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';

export const leaderboardSettingsQuery = queryOptions({
  queryKey: sharedKeys.leaderboardSettings,
  queryFn: () => unwrap(api.leaderboard.settings.$get()),
});

/** `GET /api/leaderboard/settings`: `{ show_real_name }`. */
export function useLeaderboardSettings() {
  return useQuery(leaderboardSettingsQuery);
}
