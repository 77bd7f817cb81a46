import { z } from 'zod';
import { MODEL_PROVIDERS } from '#core/recipe/recipe-stream';
import { subscriptionSummarySchema } from './billing';
import { householdSummarySchema } from './household';

/**
 * The chef this server cooks with (docs/product.md "Model providers"): the creator says before a
 * photo is chosen when it cannot see photos (the offline chef), instead of leaving the cook to
 * find out, and Discover offers no "Translate" when it cannot translate.
 */
export const chefSchema = z.object({
  provider: z.enum(MODEL_PROVIDERS),
  sees_photos: z.boolean(),
  translates: z.boolean(),
});

/**
 * `GET /api/users/me`: who is signed in, their subscription (the plan is the session's
 * entitlement), their household in short, or null, and the server's chef.
 */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  google_user_data: z.object({ name: z.string(), given_name: z.string(), picture: z.string().nullable() }),
  subscription: subscriptionSummarySchema,
  household: householdSummarySchema.nullable(),
  chef: chefSchema,
});

/** `POST /api/leaderboard/settings`: show the real name on the leaderboard, or Anonymous. */
export const leaderboardSettingsSchema = z.object({
  show_real_name: z.boolean(),
});
export type LeaderboardSettingsInput = z.infer<typeof leaderboardSettingsSchema>;
