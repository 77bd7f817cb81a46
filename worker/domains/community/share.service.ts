import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { isRecipeLanguage, sharedRecipeLanguage } from '#core/recipe/recipe-language';
import { trendingScore } from '#core/kernel/trending';
import type { Db } from '../../db/client';
import { leaderboardChangedStatement } from '../leaderboard/leaderboard.service';
import { recipeSharedStatement, recipeUnsharedStatement } from '../leaderboard/share-counters.service';
import { findOwnRecipe } from '../recipes/recipes-read.service';
import { recipeCardColumns, sharedRecipeSources } from '../recipes/shared-recipe-sources.service';
import { sharedRecipes } from './community.table';
import type { CommunityDeps } from './community.types';
import { nextId } from '../../lib/ids';

/** The user's own recipe: what its card and the share's language are read from. */
type OwnRecipe = Awaited<ReturnType<typeof findOwnRecipe>>;

export type ShareStats =
  | { shared: false }
  | {
      shared: true;
      shared_recipe_id: string;
      upvotes_count: number;
      downvotes_count: number;
      views_count: number;
      shared_at: string;
      share_message: string | null;
    };

/** The share's statistics (the owner's recipe shared by its owner), snake_case as answered. */
function statsQuery(db: Db, userId: string, recipeId: string) {
  return db
    .select({
      id: sharedRecipes.id,
      upvotes_count: sharedRecipes.upvotesCount,
      downvotes_count: sharedRecipes.downvotesCount,
      views_count: sharedRecipes.viewsCount,
      shared_at: sharedRecipes.sharedAt,
      share_message: sharedRecipes.shareMessage,
    })
    .from(sharedRecipes)
    .where(and(eq(sharedRecipes.recipeId, recipeId), eq(sharedRecipes.userId, userId)));
}

type ShareRow = Awaited<ReturnType<typeof statsQuery>>[number];

function toStats(row: ShareRow | null | undefined): ShareStats {
  if (!row) return { shared: false };
  return {
    shared: true,
    shared_recipe_id: row.id,
    upvotes_count: row.upvotes_count,
    downvotes_count: row.downvotes_count,
    views_count: row.views_count,
    shared_at: row.shared_at,
    share_message: row.share_message,
  };
}

/** The user's own recipe, or 404 for anyone else's or a missing one. */
function ownRecipe(deps: CommunityDeps, userId: string, recipeId: string): Promise<OwnRecipe> {
  return findOwnRecipe({ db: deps.db, userId, id: recipeId });
}

/**
 * The language a shared recipe is written in: a generated recipe's is known (the model wrote in
 * it); a hand-written or imported one's stored language is the cook's interface language or a
 * page's guess, so its words decide when they are clear (core/recipe/recipe-language.ts).
 */
function shareLanguage(recipe: OwnRecipe) {
  const byHand = recipe.provider === 'manual' || recipe.provider === 'import';
  if (!byHand && isRecipeLanguage(recipe.language)) return recipe.language;
  return sharedRecipeLanguage(recipe.language, [recipe.title, recipe.description ?? '', recipe.ingredients, recipe.instructions]);
}

/** Share statistics of the user's own recipe; 404 when it is not theirs. */
export async function getShareStats(deps: CommunityDeps, userId: string, recipeId: string): Promise<ShareStats> {
  await ownRecipe(deps, userId, recipeId);
  return toStats(await statsQuery(deps.db, userId, recipeId).get());
}

/**
 * Shares (or re-shares: message and card snapshot refreshed, counts and date kept) the user's
 * recipe. user_stats.recipes_shared moves only on the first share, in the same batch.
 */
export async function shareRecipe(
  deps: CommunityDeps,
  userId: string,
  recipeId: string,
  message: string | null,
): Promise<ShareStats> {
  const recipe = await ownRecipe(deps, userId, recipeId);
  const { db } = deps;
  const at = deps.now.toISOString();
  const id = nextId(deps);
  const initialScore = trendingScore({ upvotes: 0, downvotes: 0, views: 0, sharedAt: at, now: deps.now });
  const language = shareLanguage(recipe);
  // The card snapshot; the photo is the cook's own, else the AI picture.
  const card = {
    title: recipe.title,
    imageUrl: recipe.imageUrl ?? recipe.aiImageUrl,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    cuisine: recipe.cuisine,
    cookingMethod: recipe.cookingMethod,
    language,
  };
  const [, , , stats] = await db.batch([
    db
      .insert(sharedRecipes)
      .values({ id, recipeId, userId, shareMessage: message, sharedAt: at, trendingScore: initialScore, ...card })
      .onConflictDoNothing({ target: sharedRecipes.recipeId }),
    // Only when the insert above wrote the share (a first share, not a re-share).
    recipeSharedStatement(db, userId),
    db
      .update(sharedRecipes)
      .set({ shareMessage: message, ...card })
      .where(and(eq(sharedRecipes.recipeId, recipeId), eq(sharedRecipes.userId, userId))),
    statsQuery(db, userId, recipeId),
    leaderboardChangedStatement(db),
  ]);
  return toStats(stats[0]);
}

/**
 * Unshares the user's recipe: the shared row goes (its votes, ratings, reviews and views with it)
 * and user_stats loses the share and the votes it had received, in one batch. Idempotent.
 */
export async function unshareRecipe(deps: CommunityDeps, userId: string, recipeId: string): Promise<ShareStats> {
  await ownRecipe(deps, userId, recipeId);
  const { db } = deps;
  const mine = and(eq(sharedRecipes.recipeId, recipeId), eq(sharedRecipes.userId, userId));
  const column = (c: SQLWrapper) => sql`(SELECT ${c} FROM ${sharedRecipes} WHERE ${mine})`;
  await db.batch([
    recipeUnsharedStatement(
      db,
      userId,
      column(sharedRecipes.upvotesCount),
      column(sharedRecipes.downvotesCount),
      sql`EXISTS (SELECT 1 FROM ${sharedRecipes} WHERE ${mine})`,
    ),
    db.delete(sharedRecipes).where(mine),
    leaderboardChangedStatement(db),
  ]);
  return { shared: false };
}

/**
 * A recipe's AI picture is new (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): its shared card (and so the
 * shared page's og:image) shows it, unless the card shows the cook's photo. No-op when not shared.
 */
export async function refreshSharedPicture(deps: Pick<CommunityDeps, 'db'>, recipeId: string, pictureUrl: string) {
  const photo = new QueryBuilder()
    .select({ imageUrl: sharedRecipeSources.imageUrl })
    .from(sharedRecipeSources)
    .where(eq(sharedRecipeSources.id, recipeId));
  await deps.db
    .update(sharedRecipes)
    .set({ imageUrl: pictureUrl })
    .where(and(eq(sharedRecipes.recipeId, recipeId), sql`${photo} IS NULL`));
}

/** Whether an image URL (`/api/images/...`) is shown by some shared recipe: then anyone may read it. */
export async function isSharedImage(deps: Pick<CommunityDeps, 'db'>, imageUrl: string): Promise<boolean> {
  const row = await deps.db.select({ ok: sql<number>`1` }).from(sharedRecipes).where(eq(sharedRecipes.imageUrl, imageUrl)).limit(1).get();
  return row !== undefined;
}

/**
 * Refreshes the card snapshot of the owner's shared recipe from the recipe row (after an edit by
 * hand), as a statement for the caller's batch; a recipe that is not shared changes nothing.
 */
export function refreshSharedCardStatement(db: Db, userId: string, recipeId: string) {
  return db
    .update(sharedRecipes)
    .set(recipeCardColumns(sharedRecipes.recipeId))
    .where(and(eq(sharedRecipes.recipeId, recipeId), eq(sharedRecipes.userId, userId)));
}
