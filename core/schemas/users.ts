import { z } from 'zod';

/** `POST /api/leaderboard/settings`: show the real name on the leaderboard, or Anonymous. */
export const leaderboardSettingsSchema = z.object({
  show_real_name: z.boolean(),
});
export type LeaderboardSettingsInput = z.infer<typeof leaderboardSettingsSchema>;
