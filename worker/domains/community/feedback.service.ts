import { forbidden } from '../../lib/errors';
import { averageRating, d1, identityFrom, identitySql, type CommunityDeps } from './community.types';
import { sharedHead } from './vote.service';

/** Lists are capped: the block shows 3 and "show all"; the counts come from stored totals. */
export const FEEDBACK_LIST_LIMIT = 100;

export interface RatingsResult {
  average_rating: number;
  total_ratings: number;
  /** Who rated stays hidden (docs/decisions/014-hardening.md): only the reader's own rating is marked. */
  ratings: Array<{ rating: number; is_own: boolean }>;
  /** The reader's own rating, or null (signed out or not rated). */
  user_rating: number | null;
}

export async function getRatings(deps: CommunityDeps, id: string, readerId: string | null): Promise<RatingsResult> {
  await sharedHead(deps, id);
  const db = d1(deps.db);
  const [totals, list] = await db.batch([
    db.prepare('SELECT ratings_count, ratings_sum FROM shared_recipes WHERE id = ?1').bind(id),
    db
      .prepare('SELECT user_id, rating FROM recipe_ratings WHERE shared_recipe_id = ?1 ORDER BY user_id LIMIT ?2')
      .bind(id, FEEDBACK_LIST_LIMIT),
  ]);
  const t = totals?.results[0] as { ratings_count: number; ratings_sum: number } | undefined;
  const ratings = (list?.results ?? []) as Array<{ user_id: string; rating: number }>;
  let userRating = ratings.find((r) => r.user_id === readerId)?.rating ?? null;
  if (readerId && userRating === null && (t?.ratings_count ?? 0) > ratings.length) {
    const own = await db
      .prepare('SELECT rating FROM recipe_ratings WHERE shared_recipe_id = ?1 AND user_id = ?2')
      .bind(id, readerId)
      .first<{ rating: number }>();
    userRating = own?.rating ?? null;
  }
  return {
    average_rating: averageRating(t?.ratings_count ?? 0, t?.ratings_sum ?? 0),
    total_ratings: t?.ratings_count ?? 0,
    ratings: ratings.map((r) => ({ rating: r.rating, is_own: readerId !== null && r.user_id === readerId })),
    user_rating: userRating,
  };
}

/**
 * One rating per user, updatable; never on your own recipe (403). ratings_count and ratings_sum
 * move in the same batch as the rating row, from the stored rating (exact under concurrency).
 */
export async function rate(deps: CommunityDeps, userId: string, id: string, rating: number) {
  const head = await sharedHead(deps, id);
  if (head.user_id === userId) throw forbidden('You cannot rate your own recipe');
  const db = d1(deps.db);
  const at = deps.now.toISOString();
  const prior = '(SELECT rating FROM recipe_ratings WHERE shared_recipe_id = ?1 AND user_id = ?2)';
  const [, , totals] = await db.batch([
    db
      .prepare(
        `UPDATE shared_recipes SET ratings_count = ratings_count + (CASE WHEN ${prior} IS NULL THEN 1 ELSE 0 END),
           ratings_sum = ratings_sum + ?3 - coalesce(${prior}, 0)
         WHERE id = ?1`,
      )
      .bind(id, userId, rating),
    db
      .prepare(
        `INSERT INTO recipe_ratings (shared_recipe_id, user_id, rating, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)
         ON CONFLICT (shared_recipe_id, user_id) DO UPDATE SET rating = excluded.rating, updated_at = excluded.updated_at`,
      )
      .bind(id, userId, rating, at),
    db.prepare('SELECT ratings_count, ratings_sum FROM shared_recipes WHERE id = ?1').bind(id),
  ]);
  const t = totals?.results[0] as { ratings_count: number; ratings_sum: number } | undefined;
  return {
    average_rating: averageRating(t?.ratings_count ?? 0, t?.ratings_sum ?? 0),
    total_ratings: t?.ratings_count ?? 0,
    user_rating: rating,
  };
}

export interface ReviewItem {
  id: string;
  user_name: string;
  user_avatar: string | null;
  review_text: string;
  created_at: string;
  updated_at: string;
  is_own: boolean;
}

interface ReviewRow {
  id: string;
  user_id: string;
  review_text: string;
  created_at: string;
  updated_at: string;
  identity: string | null;
}

/** Reviews newest first (by first writing), names and avatars per the anonymity rule. */
export async function getReviews(deps: CommunityDeps, id: string, readerId: string | null) {
  await sharedHead(deps, id);
  const { results } = await d1(deps.db)
    .prepare(
      `SELECT r.id, r.user_id, r.review_text, r.created_at, r.updated_at, ${identitySql('us', 'r.user_id')} AS identity
         FROM recipe_reviews r LEFT JOIN user_settings us ON us.user_id = r.user_id
        WHERE r.shared_recipe_id = ?1 ORDER BY r.created_at DESC LIMIT ?2`,
    )
    .bind(id, FEEDBACK_LIST_LIMIT)
    .all<ReviewRow>();
  const reviews: ReviewItem[] = results.map((r) => {
    const who = identityFrom(r.identity);
    return {
      id: r.id,
      user_name: who.name,
      user_avatar: who.avatar,
      review_text: r.review_text,
      created_at: r.created_at,
      updated_at: r.updated_at,
      is_own: readerId !== null && r.user_id === readerId,
    };
  });
  return { reviews };
}

/** One review per user, updatable (text and updated_at change; the first date stays). */
export async function review(deps: CommunityDeps, userId: string, id: string, text: string) {
  await sharedHead(deps, id);
  const at = deps.now.toISOString();
  const newId = (deps.newId ?? (() => crypto.randomUUID()))();
  const row = await d1(deps.db)
    .prepare(
      `INSERT INTO recipe_reviews (id, shared_recipe_id, user_id, review_text, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (shared_recipe_id, user_id) DO UPDATE SET review_text = excluded.review_text, updated_at = excluded.updated_at
       RETURNING id, review_text, created_at, updated_at`,
    )
    .bind(newId, id, userId, text, at)
    .first<{ id: string; review_text: string; created_at: string; updated_at: string }>();
  return { review: row };
}
