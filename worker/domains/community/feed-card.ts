import { and, eq } from 'drizzle-orm';
import { isRecipeLanguage } from '#core/recipe/recipe-language';
import type { DiscoverCard } from '#core/schemas/community-response';
import { sharedRecipeSources } from '../recipes/shared-recipe-sources.service';
import { recipeVotes, sharedRecipes } from './community.table';
import { ANONYMOUS } from '../users/public-identity.service';
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
  creator_name: string | null;
  creator_avatar: string | null;
  user_vote: string | null;
  language: string;
}

/** The shared rows and the recipe rows their texts come from. */
export const s = sharedRecipes;
export const source = sharedRecipeSources;

/**
 * A card's columns (named as CardRow's fields: a batch maps D1 rows by name, so every name is
 * distinct): the shared row's snapshot and counts, the creator's public name and picture as the
 * shared row keeps them (NULL unless they chose to show them; docs/decisions/083-feed-cards-on-the-shared-row.md)
 * and the reader's own vote (the join of readerVote). A card reads its shared row and at most the
 * reader's vote: nothing of the creator's or the recipe's rows.
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
  creator_name: s.creatorName,
  creator_avatar: s.creatorAvatar,
  user_vote: recipeVotes.voteType,
};

/** The recipe's ingredients as the shared row keeps them (the card's illustration). */
export const CARD_INGREDIENTS = s.ingredients;

/** The reader's own vote on the card ('' for no reader: no vote matches). */
export const readerVote = (viewerId: string) => and(eq(recipeVotes.sharedRecipeId, s.id), eq(recipeVotes.userId, viewerId));

function difficultyOf(value: string): SharedRecipeCard['difficulty'] {
  return value === 'easy' || value === 'hard' ? value : 'medium';
}

/** A card's row as the card the feed and the pages answer with. */
export function toCard(row: CardRow): SharedRecipeCard {
  // docs/product.md "Community": the real name only when the creator chose to show it; the avatar hides too.
  const name = row.creator_name;
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
    creator_display_name: name ?? ANONYMOUS,
    creator_avatar: name ? row.creator_avatar : null,
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
