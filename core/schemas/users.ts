import { z } from 'zod';
import { subscriptionSummarySchema } from './billing';
import { householdSummarySchema } from './household';

/**
 * `GET /api/users/me`: who is signed in, their subscription (the plan is the session's
 * entitlement) and their household in short, or null.
 */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  google_user_data: z.object({ name: z.string(), given_name: z.string(), picture: z.string().nullable() }),
  subscription: subscriptionSummarySchema,
  household: householdSummarySchema.nullable(),
});

/** `POST /api/leaderboard/settings`: show the real name on the leaderboard, or Anonymous. */
export const leaderboardSettingsSchema = z.object({
  show_real_name: z.boolean(),
});
export type LeaderboardSettingsInput = z.infer<typeof leaderboardSettingsSchema>;
