import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { isRecipeLanguage } from '../../../core/recipe-language';
import type { DiscoverCard } from '../../../core/schemas/community-response';
import { sharedRecipeSources } from '../recipes/shared-recipe-sources.service';
import { recipeVotes, sharedRecipes } from './community.table';
import { identityFrom, publicIdentityQuery } from '../users/public-identity.service';
import { averageRating, isVoteType, type RecipeCardFields } from './community.types';

/**
 * A shared recipe's card as every Discover read selects it (the feed, a shared recipe's page, its
 * link preview): the columns, the reader's vote join and the row mapped to the card of
 * core/schemas/community-response.ts.
 */

/** A shared recipe as the feed shows it (the web's type comes from the schema through the typed client). */
export type SharedRecipeCard = DiscoverCard;

export interface CardRow extends RecipeCardFields {
  ingredients: string | null;
  shared_at: string;
  share_message: string | null;
  upvotes_count: number;
  downvotes_count: number;
  net_votes: number;
  views_count: number;
  remixes_count: number;
  ratings_count: number;
  ratings_sum: number;
  trending_score: number;
  creator_id: string;
  creator_json: string | null;
  user_vote: string | null;
  language: string;
}

/** The shared rows and the recipe rows their texts come from. */
export const s = sharedRecipes;
export const source = sharedRecipeSources;

/**
 * A card's columns (named as CardRow's fields: a batch maps D1 rows by name, so every name is
 * distinct): the shared row's snapshot and counts, the creator's public identity (their name is
 * read only when shown, users' publicIdentityQuery) and the reader's own vote (the join of cardFrom).
 */
export const CARD_COLUMNS = {
  id: s.id,
  title: s.title,
  image_url: s.imageUrl,
  prep_time: s.prepTime,
  cook_time: s.cookTime,
  servings: s.servings,
  difficulty: s.difficulty,
  cuisine: s.cuisine,
  cooking_method: s.cookingMethod,
  shared_at: s.sharedAt,
  share_message: s.shareMessage,
  upvotes_count: s.upvotesCount,
  downvotes_count: s.downvotesCount,
  net_votes: s.netVotes,
  views_count: s.viewsCount,
  remixes_count: s.remixesCount,
  ratings_count: s.ratingsCount,
  ratings_sum: s.ratingsSum,
  trending_score: s.trendingScore,
  language: s.language,
  creator_id: s.userId,
  creator_json: publicIdentityQuery(s.userId).as('creator_json'),
  user_vote: recipeVotes.voteType,
};

/** The recipe's ingredients, read by primary key for each card of the page (the card's illustration). */
export const CARD_INGREDIENTS = sql<string | null>`${new QueryBuilder()
  .select({ ingredients: source.ingredients })
  .from(source)
  .where(eq(source.id, s.recipeId))}`.as('ingredients');

/** The reader's own vote on the card ('' for no reader: no vote matches). */
export const readerVote = (viewerId: string) => and(eq(recipeVotes.sharedRecipeId, s.id), eq(recipeVotes.userId, viewerId));

function difficultyOf(value: string): SharedRecipeCard['difficulty'] {
  return value === 'easy' || value === 'hard' ? value : 'medium';
}

/** A card's row as the card the feed and the pages answer with. */
export function toCard(row: CardRow): SharedRecipeCard {
  const creator = identityFrom(row.creator_json);
  return {
    shared_recipe_id: row.id,
    title: row.title,
    image_url: row.image_url,
    prep_time: row.prep_time,
    cook_time: row.cook_time,
    servings: row.servings,
    difficulty: difficultyOf(row.difficulty),
    cuisine: row.cuisine,
    cooking_method: row.cooking_method,
    shared_at: row.shared_at,
    share_message: row.share_message,
    creator_display_name: creator.name,
    creator_avatar: creator.avatar,
    upvotes_count: row.upvotes_count,
    downvotes_count: row.downvotes_count,
    views_count: row.views_count,
    remixes_count: row.remixes_count,
    average_rating: averageRating(row.ratings_count, row.ratings_sum),
    total_ratings: row.ratings_count,
    user_vote: isVoteType(row.user_vote) ? row.user_vote : null,
    ingredients: row.ingredients ?? '',
    language: isRecipeLanguage(row.language) ? row.language : 'en',
  };
}
