import type { VoteType } from '../../../core/schemas/community';
import type { Db } from '../../db/client';

/** What every community service takes: plain inputs, never the request context. */
export interface CommunityDeps {
  db: Db;
  now: Date;
  newId?: () => string;
}

export const ANONYMOUS = 'Anonymous';

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

/** Name and avatar from users' `publicIdentityQuery` value: 'Anonymous' and null unless shown. */
export function identityFrom(json: string | null): { name: string; avatar: string | null } {
  if (!json) return publicIdentity(null, null, false);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return publicIdentity(null, null, false);
  }
  if (!Array.isArray(parsed)) return publicIdentity(null, null, false);
  const [name, picture] = parsed;
  return publicIdentity(typeof name === 'string' ? name : null, typeof picture === 'string' ? picture : null, true);
}

/** docs/product.md "Community": the real name only when the person chose `show_real_name`; the avatar hides too. */
export function publicIdentity(name: string | null, picture: string | null, showRealName: number | boolean | null) {
  const shown = Boolean(showRealName) && Boolean(name && name.trim());
  return { name: shown && name ? name : ANONYMOUS, avatar: shown ? picture : null };
}

export function isVoteType(value: unknown): value is VoteType {
  return value === 'upvote' || value === 'downvote';
}

/** Average of stored ratings, two decimals (the page shows one). */
export function averageRating(count: number, sum: number): number {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : 0;
}
