import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/sqlite-core';
import type { Nutrition } from '#core/nutrition/nutrition';
import type { RecipeLanguage } from '#core/kernel/options';
import type { DiscoverDetail } from '#core/schemas/community-response';
import { nutritionEstimateSchema } from '#core/schemas/recipe';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recipeReviews, recipeViews, recipeVotes, sharedRecipes } from './community.table';
import { ANONYMOUS, identityFrom, publicIdentityQuery } from '../users/public-identity.service';
import type { CommunityDeps } from './community.types';
import { CARD_COLUMNS, readerVote, s, source, toCard, type CardRow, type SharedRecipeCard } from './feed-card';

/**
 * One shared recipe read by its id: its page for anyone with the link (with its texts, the view
 * counted in the same batch) and its link preview for crawlers (no view counted). The feed's
 * pages are feed.service.ts.
 */

/** A shared recipe with its texts as its page shows it (core/schemas/community-response.ts). */
export type SharedRecipeDetail = DiscoverDetail;

/** The shared recipe a remix was saved from, while it is still shared. */
const remixedFrom = alias(sharedRecipes, 'o');

/** One shared recipe with its texts (the reader's id, or '', for their vote); exported for the EXPLAIN QUERY PLAN test. */
export function detailQuery(db: Db, viewerId: string, id: string) {
  return db
    .select({
      ...CARD_COLUMNS,
      description: source.description,
      ingredients: source.ingredients,
      instructions: source.instructions,
      remix_of_title: source.remixOfTitle,
      remix_of_creator: source.remixOfCreator,
      remix_of_live: sql<string | null>`${new QueryBuilder()
        .select({ id: remixedFrom.id })
        .from(remixedFrom)
        .where(eq(remixedFrom.id, source.remixOf))}`.as('remix_of_live'),
    })
    .from(s)
    .leftJoin(recipeVotes, readerVote(viewerId))
    .innerJoin(source, eq(source.id, s.recipeId))
    .where(eq(s.id, id));
}

interface DetailFields {
  description: string | null;
  ingredients: string;
  instructions: string;
  remix_of_title: string | null;
  remix_of_creator: string | null;
  remix_of_live: string | null;
}

export interface Viewer {
  /** Signed-in reader, or null. */
  userId: string | null;
  /** `u:<id>` or `a:<sha-256 of address + agent>`: one view per key per day. */
  key: string;
}

/**
 * A shared recipe for anyone with the link. Counts the view (once per viewer per UTC day, never
 * the creator's) in the same batch that reads the recipe, so the answer includes it.
 */
export async function getSharedRecipe(deps: CommunityDeps, id: string, viewer: Viewer): Promise<SharedRecipeDetail> {
  const { db } = deps;
  const day = deps.now.toISOString().slice(0, 10);
  const [, , detail] = await db.batch([
    // One view per viewer per day, of a recipe that exists and is not the viewer's own.
    db
      .insert(recipeViews)
      .select(
        db
          .select({ sharedRecipeId: s.id, viewerKey: sql<string>`${viewer.key}`.as('viewer_key'), day: sql<string>`${day}`.as('day') })
          .from(s)
          .where(and(eq(s.id, id), sql`${s.userId} IS NOT ${viewer.userId}`)),
      )
      .onConflictDoNothing(),
    // Counted only when the view above was written (`changes()`), exact under concurrency.
    db
      .update(s)
      .set({ viewsCount: sql`${s.viewsCount} + 1` })
      .where(and(eq(s.id, id), sql`changes() > 0`)),
    detailQuery(db, viewer.userId ?? '', id),
  ]);
  const row: (CardRow & DetailFields) | undefined = detail[0];
  if (!row) throw notFound('Recipe not found');
  return {
    ...toCard(row),
    description: row.description,
    ingredients: row.ingredients,
    instructions: row.instructions,
    is_own: viewer.userId === row.creator_id,
    remix_of: row.remix_of_title ? { id: row.remix_of_live, title: row.remix_of_title, creator: row.remix_of_creator ?? ANONYMOUS } : null,
  };
}

/** What a link preview of a shared recipe needs (no view is counted: crawlers fetch these). */
export interface LinkPreview {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string | null;
  author: string;
  sharedAt: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  cuisine: string | null;
  cookingMethod: string | null;
  ingredients: string;
  instructions: string;
  ratingsCount: number;
  averageRating: number;
  language: RecipeLanguage;
  difficulty: SharedRecipeCard['difficulty'];
  /** Per 100 g, once computed. */
  nutrition: Nutrition | null;
  /** How many reviews the recipe has, and the newest few (read-only on the signed-out page). */
  reviewsCount: number;
  reviews: PreviewReview[];
}

/** A review as the shared page shows it to anyone: the name per the anonymity rule (`ANONYMOUS` when hidden). */
export interface PreviewReview {
  author: string;
  text: string;
  createdAt: string;
}

/** The reviews the worker-drawn page shows (the app's block also starts with three). */
export const PREVIEW_REVIEWS = 3;

/** The newest reviews of a shared recipe, each row also carrying the total (a window count before the limit). */
function recentReviewsQuery(db: Db, id: string) {
  return db
    .select({
      text: recipeReviews.reviewText,
      createdAt: recipeReviews.createdAt,
      identity: publicIdentityQuery(recipeReviews.userId),
      total: sql<number>`count(*) over ()`,
    })
    .from(recipeReviews)
    .where(eq(recipeReviews.sharedRecipeId, id))
    .orderBy(desc(recipeReviews.createdAt), desc(recipeReviews.id))
    .limit(PREVIEW_REVIEWS);
}

/** What a link preview reads (no reader: no vote); the page's language is the share's (`language` in CARD_COLUMNS). */
function previewQuery(db: Db, id: string) {
  return db
    .select({ ...CARD_COLUMNS, ingredients: source.ingredients, instructions: source.instructions, nutrition: source.nutrition })
    .from(s)
    .leftJoin(recipeVotes, readerVote(''))
    .innerJoin(source, eq(source.id, s.recipeId))
    .where(eq(s.id, id));
}

function parseNutrition(json: string | null): Nutrition | null {
  if (!json) return null;
  try {
    const parsed = nutritionEstimateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A shared recipe's link preview, or null when it is not shared. */
export async function getLinkPreview(deps: Pick<CommunityDeps, 'db'>, id: string): Promise<LinkPreview | null> {
  const [rows, reviews] = await deps.db.batch([previewQuery(deps.db, id), recentReviewsQuery(deps.db, id)]);
  const row = rows[0];
  if (!row) return null;
  const card = toCard(row);
  return {
    id: card.shared_recipe_id,
    title: card.title,
    description: card.share_message,
    imageUrl: card.image_url,
    author: card.creator_display_name,
    sharedAt: card.shared_at,
    prepTime: card.prep_time,
    cookTime: card.cook_time,
    servings: card.servings,
    cuisine: card.cuisine,
    cookingMethod: card.cooking_method,
    ingredients: row.ingredients,
    instructions: row.instructions,
    ratingsCount: card.total_ratings,
    averageRating: card.average_rating,
    language: row.language === 'es' || row.language === 'de' ? row.language : 'en',
    difficulty: card.difficulty,
    nutrition: parseNutrition(row.nutrition),
    reviewsCount: reviews[0]?.total ?? 0,
    reviews: reviews.map((r) => ({ author: identityFrom(r.identity).name, text: r.text, createdAt: r.createdAt })),
  };
}
