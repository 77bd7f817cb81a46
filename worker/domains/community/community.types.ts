import type { VoteType } from '#core/schemas/community';
import type { Db } from '../../db/client';
import type { IdSource } from '../../lib/ids';

/** What every community service takes: plain inputs, never the request context. */
export interface CommunityDeps extends IdSource {
  db: Db;
  now: Date;
}

/** The recipe fields a shared recipe's card keeps (a snapshot taken when it is shared). */
export interface RecipeCardFields {
  id: string;
  title: string;
  image_url: string | null;
  prep_time: number;
  cook_time: number;
  servings: number;
  difficulty: string;
  cuisine: string | null;
  cooking_method: string | null;
}

export function isVoteType(value: unknown): value is VoteType {
  return value === 'upvote' || value === 'downvote';
}

/** Average of stored ratings, two decimals (the page shows one). */
export function averageRating(count: number, sum: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}
