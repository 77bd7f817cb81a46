import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/errors';
import { recipeRatings, recipeReviews, sharedRecipes } from './community.table';
import { identityFrom, publicIdentityQuery } from '../users/public-identity.service';
import { averageRating, type CommunityDeps } from './community.types';
import { sharedHead } from './vote.service';
import { nextId } from '../../lib/ids';

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

/** The shared recipe's stored rating totals. */
function totalsQuery({ db }: Pick<CommunityDeps, 'db'>, id: string) {
  return db
    .select({ ratings_count: sharedRecipes.ratingsCount, ratings_sum: sharedRecipes.ratingsSum })
    .from(sharedRecipes)
    .where(eq(sharedRecipes.id, id));
}

export async function getRatings(deps: CommunityDeps, id: string, readerId: string | null): Promise<RatingsResult> {
  await sharedHead(deps, id);
  const { db } = deps;
  const [totals, ratings] = await db.batch([
    totalsQuery(deps, id),
    db
      .select({ user_id: recipeRatings.userId, rating: recipeRatings.rating })
      .from(recipeRatings)
      .where(eq(recipeRatings.sharedRecipeId, id))
      .orderBy(asc(recipeRatings.userId))
      .limit(FEEDBACK_LIST_LIMIT),
  ]);
  const t = totals[0];
  let userRating = ratings.find((r) => r.user_id === readerId)?.rating ?? null;
  if (readerId && userRating === null && (t?.ratings_count ?? 0) > ratings.length) {
    const own = await db
      .select({ rating: recipeRatings.rating })
      .from(recipeRatings)
      .where(and(eq(recipeRatings.sharedRecipeId, id), eq(recipeRatings.userId, readerId)))
      .get();
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
  const { db } = deps;
  const at = deps.now.toISOString();
  const prior = sql`(SELECT ${recipeRatings.rating} FROM ${recipeRatings} WHERE ${and(eq(recipeRatings.sharedRecipeId, id), eq(recipeRatings.userId, userId))})`;
  const [, , totals] = await db.batch([
    // The counts move from the stored rating, read in the same statement (exact under concurrency).
    db
      .update(sharedRecipes)
      .set({
        ratingsCount: sql`${sharedRecipes.ratingsCount} + (CASE WHEN ${prior} IS NULL THEN 1 ELSE 0 END)`,
        ratingsSum: sql`${sharedRecipes.ratingsSum} + ${rating} - coalesce(${prior}, 0)`,
      })
      .where(eq(sharedRecipes.id, id)),
    db
      .insert(recipeRatings)
      .values({ sharedRecipeId: id, userId, rating, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [recipeRatings.sharedRecipeId, recipeRatings.userId],
        set: { rating: sql`excluded.rating`, updatedAt: sql`excluded.updated_at` },
      }),
    totalsQuery(deps, id),
  ]);
  const t = totals[0];
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

/** Reviews newest first (by first writing), names and avatars per the anonymity rule. */
export async function getReviews(deps: CommunityDeps, id: string, readerId: string | null) {
  await sharedHead(deps, id);
  const results = await deps.db
    .select({
      id: recipeReviews.id,
      user_id: recipeReviews.userId,
      review_text: recipeReviews.reviewText,
      created_at: recipeReviews.createdAt,
      updated_at: recipeReviews.updatedAt,
      identity: publicIdentityQuery(recipeReviews.userId),
    })
    .from(recipeReviews)
    .where(eq(recipeReviews.sharedRecipeId, id))
    .orderBy(desc(recipeReviews.createdAt))
    .limit(FEEDBACK_LIST_LIMIT);
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
  const newId = nextId(deps);
  const row = await deps.db
    .insert(recipeReviews)
    .values({ id: newId, sharedRecipeId: id, userId, reviewText: text, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [recipeReviews.sharedRecipeId, recipeReviews.userId],
      set: { reviewText: sql`excluded.review_text`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ id: recipeReviews.id, review_text: recipeReviews.reviewText, created_at: recipeReviews.createdAt, updated_at: recipeReviews.updatedAt })
    .get();
  return { review: row ?? null };
}
