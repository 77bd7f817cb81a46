import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { recipes } from '../recipes/recipes.table';
import { users } from '../users/users.table';

/**
 * A recipe shared with the community; deleted on unshare (its votes, ratings and reviews go too).
 * The card fields (title ... cooking_method, image_url) are a snapshot of the recipe taken when it
 * is shared (and refreshed on re-share), and the creator's public name, picture and the recipe's
 * ingredients are kept on it by triggers, so a feed page reads one row per card, not a join.
 */
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
    title: text('title').notNull().default(''),
    imageUrl: text('image_url'),
    prepTime: integer('prep_time').notNull().default(0),
    cookTime: integer('cook_time').notNull().default(0),
    servings: integer('servings').notNull().default(0),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull().default('medium'),
    cuisine: text('cuisine'),
    cookingMethod: text('cooking_method'),
    sharedAt: text('shared_at').notNull(),
    upvotesCount: integer('upvotes_count').notNull().default(0),
    downvotesCount: integer('downvotes_count').notNull().default(0),
    /** upvotes - downvotes, kept in step with the counts for the popular sort. */
    netVotes: integer('net_votes').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** Copies saved to cooks' recipes (docs/decisions/050-saved-community-recipes.md). */
    remixesCount: integer('remixes_count').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingsSum: integer('ratings_sum').notNull().default(0),
    /** Stored trending score, refreshed on each vote and by the Cron Trigger. */
    trendingScore: real('trending_score').notNull().default(0),
    /** The language it is written in (core/recipe/recipe-language.ts), set when shared; the feed filters on it. */
    language: text('language', { enum: ['en', 'es', 'de'] }).notNull().default('en'),
    /**
     * What the card shows of its creator and its recipe, kept by the triggers of
     * migrations/0019_feed_card_creator.sql on every write path (docs/decisions/083-feed-cards-on-the-shared-row.md):
     * the creator's name when they chose show_real_name and it is not blank (else NULL: Anonymous),
     * their picture only with it, and the recipe's ingredients (the card's illustration).
     */
    creatorName: text('creator_name'),
    creatorAvatar: text('creator_avatar'),
    ingredients: text('ingredients').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shared_recipes_recipe_idx').on(t.recipeId),
    index('shared_recipes_user_idx').on(t.userId),
    index('shared_recipes_recent_idx').on(t.sharedAt, t.id),
    index('shared_recipes_popular_idx').on(t.netVotes, t.viewsCount, t.id),
    index('shared_recipes_trending_idx').on(t.trendingScore, t.id),
    /** The feed in one language, per sort. */
    index('shared_recipes_language_recent_idx').on(t.language, t.sharedAt, t.id),
    index('shared_recipes_language_popular_idx').on(t.language, t.netVotes, t.viewsCount, t.id),
    index('shared_recipes_language_trending_idx').on(t.language, t.trendingScore, t.id),
    /** Who may read an image under /api/images: anyone, when a shared recipe shows it. */
    index('shared_recipes_image_idx').on(t.imageUrl),
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
  (t) => [
    primaryKey({ columns: [t.sharedRecipeId, t.userId] }),
    /** A user's own ratings (the data export). */
    index('recipe_ratings_user_idx').on(t.userId),
  ],
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
    /** A user's own reviews (the data export). */
    index('recipe_reviews_author_idx').on(t.userId),
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
  (t) => [
    primaryKey({ columns: [t.sharedRecipeId, t.viewerKey, t.day] }),
    /** A deleted account's views (viewer key = user id) are found without a scan. */
    index('recipe_views_viewer_idx').on(t.viewerKey),
  ],
);

/**
 * A shared recipe translated by the model into a reader's language, cached per recipe and
 * language. `sourceHash` (SHA-256 of the texts translated) tells a stale row from a current one;
 * unsharing deletes the shared row and its translations with it. Lines are newline-separated.
 */
export const sharedRecipeTranslations = sqliteTable(
  'shared_recipe_translations',
  {
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'es', 'de'] }).notNull(),
    sourceHash: text('source_hash').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull(),
    instructions: text('instructions').notNull(),
    /** The model that translated it. */
    model: text('model').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sharedRecipeId, t.language] })],
);

/**
 * Who is translating a shared recipe into a language now, or that it failed
 * (docs/decisions/078-translation-budget.md): one row per recipe and language, taken by one
 * conditional upsert so readers arriving together share one model call. `state` is `pending`
 * (a reader's request is asking the model), `done` (the translation is stored) or `failed`
 * (the original is shown with a note until an hour after `claimed_at`). A changed share (another
 * `source_hash`) may be claimed at once. Unsharing deletes it with the shared row.
 */
export const sharedRecipeTranslationClaims = sqliteTable(
  'shared_recipe_translation_claims',
  {
    sharedRecipeId: text('shared_recipe_id')
      .notNull()
      .references(() => sharedRecipes.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'es', 'de'] }).notNull(),
    sourceHash: text('source_hash').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] }).notNull(),
    claimedAt: text('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sharedRecipeId, t.language] })],
);
