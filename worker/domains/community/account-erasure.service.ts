import type { BatchItem } from 'drizzle-orm/batch';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImageRefs } from '../recipes/recipe-refs.service';
import { recipeRatings, recipeReviews, recipeVotes, recipeViews, sharedRecipes } from './community.table';

/**
 * What the community domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so community.table.ts stays this domain's.
 */

/** The user's shared recipes with the pictures they show (card, photo, AI picture). */
export function sharedRecipeImagesQuery(db: Db, userId: string) {
  return db
    .select({
      id: sharedRecipes.id,
      cardImage: sharedRecipes.imageUrl,
      imageUrl: recipeImageRefs.imageUrl,
      aiImageUrl: recipeImageRefs.aiImageUrl,
    })
    .from(sharedRecipes)
    .innerJoin(recipeImageRefs, eq(recipeImageRefs.id, sharedRecipes.recipeId))
    .where(eq(sharedRecipes.userId, userId));
}

/** The ids of the user's shared recipes (for the copies saved from them). */
export function sharedIdsQuery(db: Db, userId: string) {
  return db.select({ id: sharedRecipes.id }).from(sharedRecipes).where(eq(sharedRecipes.userId, userId));
}

/** The ids of the recipes the user shared (for the recipes kept as Anonymous). */
export function sharedRecipeIdsQuery(db: Db, userId: string) {
  return db.select({ recipeId: sharedRecipes.recipeId }).from(sharedRecipes).where(eq(sharedRecipes.userId, userId));
}

/**
 * The votes the user gave, per creator of the voted recipes: `creatorId`, `up` and `down` (a
 * subquery for the leaderboard's counters, leaderboard/account-erasure.service.ts).
 */
export function votesGivenQuery(db: Db, userId: string) {
  return db
    .select({
      creatorId: sharedRecipes.userId,
      up: sql<number>`sum(${recipeVotes.voteType} = 'upvote')`.as('up'),
      down: sql<number>`sum(${recipeVotes.voteType} = 'downvote')`.as('down'),
    })
    .from(recipeVotes)
    .innerJoin(sharedRecipes, eq(sharedRecipes.id, recipeVotes.sharedRecipeId))
    .where(eq(recipeVotes.userId, userId))
    .groupBy(sharedRecipes.userId)
    .as('votes_given');
}

/** Votes and ratings the user gave, taken out of the shared recipes' counters (before the rows go). */
export function votesAndRatingsWithdrawnStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  const own = (voteType: 'upvote' | 'downvote') =>
    sql<number>`(SELECT count(*) FROM ${recipeVotes} WHERE ${recipeVotes.sharedRecipeId} = ${sharedRecipes.id}
      AND ${recipeVotes.userId} = ${userId} AND ${recipeVotes.voteType} = ${voteType})`;
  const net = sql<number>`(SELECT coalesce(sum(CASE ${recipeVotes.voteType} WHEN 'upvote' THEN 1 ELSE -1 END), 0) FROM ${recipeVotes}
    WHERE ${recipeVotes.sharedRecipeId} = ${sharedRecipes.id} AND ${recipeVotes.userId} = ${userId})`;
  const rating = sql<number>`(SELECT ${recipeRatings.rating} FROM ${recipeRatings}
    WHERE ${recipeRatings.sharedRecipeId} = ${sharedRecipes.id} AND ${recipeRatings.userId} = ${userId})`;
  return [
    db
      .update(sharedRecipes)
      .set({
        upvotesCount: sql`max(0, ${sharedRecipes.upvotesCount} - ${own('upvote')})`,
        downvotesCount: sql`max(0, ${sharedRecipes.downvotesCount} - ${own('downvote')})`,
        netVotes: sql`${sharedRecipes.netVotes} - ${net}`,
      })
      .where(inArray(sharedRecipes.id, db.select({ id: recipeVotes.sharedRecipeId }).from(recipeVotes).where(eq(recipeVotes.userId, userId)))),
    db
      .update(sharedRecipes)
      .set({
        ratingsCount: sql`max(0, ${sharedRecipes.ratingsCount} - 1)`,
        ratingsSum: sql`max(0, ${sharedRecipes.ratingsSum} - ${rating})`,
      })
      .where(inArray(sharedRecipes.id, db.select({ id: recipeRatings.sharedRecipeId }).from(recipeRatings).where(eq(recipeRatings.userId, userId)))),
  ];
}

/** Kept as Anonymous: the user's shared recipes move to `toUserId` (after their recipes did). */
export function sharedRecipesHandedOverStatement(db: Db, userId: string, toUserId: string): BatchItem<'sqlite'> {
  return db.update(sharedRecipes).set({ userId: toUserId }).where(eq(sharedRecipes.userId, userId));
}

/** The user's votes, ratings, reviews, views and (those not kept) shared recipes. */
export function communityErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.delete(recipeVotes).where(eq(recipeVotes.userId, userId)),
    db.delete(recipeRatings).where(eq(recipeRatings.userId, userId)),
    db.delete(recipeReviews).where(eq(recipeReviews.userId, userId)),
    // A signed-in viewer's key is `u:<user id>` (community discover.routes).
    db.delete(recipeViews).where(eq(recipeViews.viewerKey, `u:${userId}`)),
    db.delete(sharedRecipes).where(eq(sharedRecipes.userId, userId)),
  ];
}
