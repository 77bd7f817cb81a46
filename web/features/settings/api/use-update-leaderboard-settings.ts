import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardSettingsInput } from '#core/schemas/users';
import { api, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/query-keys';
import { leaderboardSettingsQuery } from './use-leaderboard-settings';

/** `POST /api/leaderboard/settings {show_real_name}`; the saved value replaces the cached one. */
export function useUpdateLeaderboardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaderboardSettingsInput) => unwrap(api.leaderboard.settings.$post({ json: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(leaderboardSettingsQuery.queryKey, { show_real_name: saved.show_real_name });
      // The board's rows and the cook's own rank show the name (or Anonymous): reload them when next shown.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.leaderboardRows });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.myRank });
    },
  });
}
