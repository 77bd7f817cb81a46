import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { recipes } from '../recipes/recipes.table';
import { users } from '../users/users.table';

/** A recipe shared with the community; deleted on unshare (its votes, ratings and reviews go too). */
export const sharedRecipes = sqliteTable(
  'shared_recipes',
  {
    id: text('id').primaryKey(),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareMessage: text('share_message'),
    sharedAt: text('shared_at').notNull(),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    downvotesCount: integer('downvotes_count').notNull().default(0),
    /** upvotes - downvotes, kept in step with the counts for the popular sort. */
    netVotes: integer('net_votes').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingsSum: integer('ratings_sum').notNull().default(0),
    /** Stored trending score, refreshed on each vote and by the Cron Trigger. */
    trendingScore: real('trending_score').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shared_recipes_recipe_idx').on(t.recipeId),
    index('shared_recipes_user_idx').on(t.userId),
    index('shared_recipes_recent_idx').on(t.sharedAt, t.id),
    index('shared_recipes_popular_idx').on(t.netVotes, t.viewsCount, t.id),
    index('shared_recipes_trending_idx').on(t.trendingScore, t.id),
  ],
);

export const recipeVotes = sqliteTable(
  'recipe_votes',
  {
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voteType: text('vote_type', { enum: ['upvote', 'downvote'] }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sharedRecipeId, t.userId] })],
);

export const recipeRatings = sqliteTable(
  'recipe_ratings',
  {
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sharedRecipeId, t.userId] })],
);

export const recipeReviews = sqliteTable(
  'recipe_reviews',
  {
    id: text('id').primaryKey(),
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewText: text('review_text').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('recipe_reviews_user_idx').on(t.sharedRecipeId, t.userId),
    index('recipe_reviews_recent_idx').on(t.sharedRecipeId, t.createdAt),
  ],
);

/** One row per viewer per recipe per UTC day; viewers are user ids or hashed client addresses. */
export const recipeViews = sqliteTable(
  'recipe_views',
  {
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sharedRecipeId, t.viewerKey, t.day] })],
);
