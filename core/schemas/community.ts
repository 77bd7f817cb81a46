import { z } from 'zod';
import { RECIPE_LANGUAGES } from '#core/kernel/options';
import { REFINE_INSTRUCTION_MAX } from './refine';

/** docs/product.md "Numbers": share message at most 280, review at most 500, rating 1 to 5, page size 20. */
export const MAX_SHARE_MESSAGE = 280;
export const MAX_REVIEW_LENGTH = 500;
export const DISCOVER_PAGE_SIZE = 20;
export const MAX_DISCOVER_LIMIT = 50;

export const DISCOVER_SORTS = ['trending', 'popular', 'recent'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const VOTE_TYPES = ['upvote', 'downvote'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** `POST /api/recipes/{id}/share`: an optional message; blank means none. */
export const shareRecipeSchema = z.object({
  share_message: z
    .string()
    .trim()
    .max(MAX_SHARE_MESSAGE, `The message can be at most ${MAX_SHARE_MESSAGE} characters`)
    .nullish()
    .transform((value) => value || null),
});

/** The feed's language filter: one language, or every language (docs/api.md `GET /api/discover`). */
export const DISCOVER_LANGUAGES = [...RECIPE_LANGUAGES, 'all'] as const;

/**
 * Query of `GET /api/discover`. `cursor` (the previous page's `next_cursor`) replaces `offset`.
 * `language` filters by the language a shared recipe is written in; the web sends the reader's
 * interface language, and a call without it gets every language.
 */
export const discoverQuerySchema = z.object({
  sort: z.enum(DISCOVER_SORTS).default('trending'),
  language: z.enum(DISCOVER_LANGUAGES).default('all'),
  limit: z.coerce.number().int().min(1).max(MAX_DISCOVER_LIMIT).default(DISCOVER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  cursor: z.string().min(1).max(300).optional(),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export const voteSchema = z.object({ vote_type: z.enum(VOTE_TYPES) });

export const rateSchema = z.object({ rating: z.number().int().min(1).max(5) });

export const reviewSchema = z.object({
  review_text: z
    .string()
    .trim()
    .min(1, 'Please write a review')
    .max(MAX_REVIEW_LENGTH, `A review can be at most ${MAX_REVIEW_LENGTH} characters`),
});

/** Query of `GET /api/discover/{id}`: `lang` asks for the recipe translated into that language. */
export const discoverRecipeQuerySchema = z.object({ lang: z.enum(RECIPE_LANGUAGES).optional() });

/** Path ids: opaque strings (uuids or seed ids). */
export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

/** `POST /api/discover/{id}/remix`: without an instruction, a plain "save to my recipes". */
/** With an instruction the copy is refined too; `language` is the reader's (docs/decisions/055-refine-and-recipe-versions.md). */
export const remixSchema = z.object({
  instruction: z.string().trim().max(REFINE_INSTRUCTION_MAX).optional(),
  language: z.enum(['en', 'es', 'de']).optional(),
});
