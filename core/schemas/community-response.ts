import { z } from 'zod';
import { DIFFICULTIES, RECIPE_LANGUAGES } from '#core/kernel/options';
import { VOTE_TYPES } from './community';

/**
 * The answers of the Discover feed, a shared recipe and the leaderboard as the web reads them
 * (docs/api.md "Community"). The worker's builders (worker/domains/community/feed.service.ts,
 * translation.service.ts, worker/domains/leaderboard/leaderboard.service.ts) are typed from these
 * schemas, so the web's types come from here through the typed client; worker/test/response-dtos.test.ts
 * parses real answers with them and refuses a field they do not know, at any depth.
 */

/** One card of `GET /api/discover` (a shared recipe without its long texts, but its ingredients for the illustration). */
export const discoverCardSchema = z.object({
  shared_recipe_id: z.string(),
  title: z.string(),
  image_url: z.string().nullable(),
  prep_time: z.number().int(),
  cook_time: z.number().int(),
  servings: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  cuisine: z.string().nullable(),
  cooking_method: z.string().nullable(),
  shared_at: z.string(),
  share_message: z.string().nullable(),
  /** 'Anonymous' unless the creator shows their name (docs/product.md "Community"). */
  creator_display_name: z.string(),
  creator_avatar: z.string().nullable(),
  upvotes_count: z.number().int(),
  downvotes_count: z.number().int(),
  views_count: z.number().int(),
  /** Copies saved to cooks' recipes (docs/decisions/050-saved-community-recipes.md). */
  remixes_count: z.number().int(),
  average_rating: z.number(),
  total_ratings: z.number().int(),
  user_vote: z.enum(VOTE_TYPES).nullable(),
  /** Newline-separated lines: what the illustration is drawn from (docs/decisions/035-dish-pictures-illustrations.md). */
  ingredients: z.string(),
  /** The language it is written in (the web marks a card in another language than the reader's). */
  language: z.enum(RECIPE_LANGUAGES),
});
export type DiscoverCard = z.infer<typeof discoverCardSchema>;

/** `GET /api/discover`: a page and the next page's cursor (null on the last page). */
export const discoverFeedResponseSchema = z.object({
  recipes: z.array(discoverCardSchema),
  next_cursor: z.string().nullable(),
});

/**
 * `GET /api/discover/languages`: how many shared recipes each language holds (every recipe
 * language listed, 0 included) and their total, so the feed can say how many more wait in the
 * other languages.
 */
export const discoverLanguageCountsSchema = z.object({
  languages: z.array(z.object({ language: z.enum(RECIPE_LANGUAGES), count: z.number().int() })),
  total: z.number().int(),
});
export type DiscoverLanguageCounts = z.infer<typeof discoverLanguageCountsSchema>;

/**
 * A shared remix's credit (docs/decisions/055-refine-and-recipe-versions.md): `id` is null once
 * the original is no longer shared, so nothing links to a page that is gone.
 */
export const remixCreditSchema = z.object({ id: z.string().nullable(), title: z.string(), creator: z.string() });

/** `GET /api/discover/{id}` without `lang`: the card with its texts. */
export const discoverDetailSchema = discoverCardSchema.extend({
  /** The recipe's own description (the creator's note is `share_message`). */
  description: z.string().nullable(),
  instructions: z.string(),
  /** The reader is the creator: no voting or rating, views not counted. */
  is_own: z.boolean(),
  remix_of: remixCreditSchema.nullable(),
});
export type DiscoverDetail = z.infer<typeof discoverDetailSchema>;

/**
 * `GET /api/discover/{id}?lang=xx`: the detail in the reader's language. Translated: `translated`
 * true with both languages (`language` stays the original's); as written (already in that language,
 * or no model can translate: `translation_unavailable`), `translated` false.
 */
export const translatedDetailSchema = z.discriminatedUnion('translated', [
  discoverDetailSchema.extend({
    translated: z.literal(true),
    translated_from: z.enum(RECIPE_LANGUAGES),
    translated_to: z.enum(RECIPE_LANGUAGES),
  }),
  discoverDetailSchema.extend({
    translated: z.literal(false),
    translation_unavailable: z.literal(true).optional(),
  }),
]);
export type TranslatedDetail = z.infer<typeof translatedDetailSchema>;

/** One row of `GET /api/leaderboard`: no user id (docs/decisions/014-hardening.md); the reader's own row has `is_me`. */
export const leaderboardRowSchema = z.object({
  rank_position: z.number().int().positive(),
  display_name: z.string(),
  profile_picture_url: z.string().nullable(),
  total_recipes: z.number().int(),
  leaderboard_score: z.number(),
  last_recipe_at: z.string().nullable(),
  is_me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** `GET /api/leaderboard`: the top 100. */
export const leaderboardResponseSchema = z.object({ leaderboard: z.array(leaderboardRowSchema) });

/** `GET /api/leaderboard/my-rank`: `rank` null when the reader has no recipe. */
export const myRankResponseSchema = z.object({
  rank: z.number().int().positive().nullable(),
  total_recipes: z.number().int(),
  score: z.number(),
});
