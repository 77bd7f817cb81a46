import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Nutrition } from '../../../core/nutrition';
import type { RecipeLanguage } from '../../../core/options';
import { isRecipeLanguage } from '../../../core/recipe-language';
import type { DiscoverQuery, DiscoverSort } from '../../../core/schemas/community';
import type { DiscoverCard, DiscoverDetail } from '../../../core/schemas/community-response';
import { nutritionEstimateSchema } from '../../../core/schemas/recipe';
import { encodeCursor, type CursorValue } from '../../../core/page-cursor';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readCursor } from '../../lib/page-cursor';
import { sharedRecipeSources } from '../recipes/shared-recipe-sources.service';
import { publicIdentityQuery } from '../users/public-identity.service';
import { recipeViews, recipeVotes, sharedRecipes } from './community.table';
import { ANONYMOUS, averageRating, identityFrom, isVoteType, type CommunityDeps, type RecipeCardFields } from './community.types';

/**
 * A shared recipe as the feed shows it, and with its texts as its page shows it: the shapes of
 * core/schemas/community-response.ts (the web's types come from there through the typed client).
 */
export type SharedRecipeCard = DiscoverCard;
export type SharedRecipeDetail = DiscoverDetail;

interface CardRow extends RecipeCardFields {
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

const s = sharedRecipes;
const source = sharedRecipeSources;

/**
 * A card's columns (named as CardRow's fields: a batch maps D1 rows by name, so every name is
 * distinct): the shared row's snapshot and counts, the creator's public identity (their name is
 * read only when shown, users' publicIdentityQuery) and the reader's own vote (the join of cardFrom).
 */
const CARD_COLUMNS = {
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
const CARD_INGREDIENTS = sql<string | null>`${new QueryBuilder()
  .select({ ingredients: source.ingredients })
  .from(source)
  .where(eq(source.id, s.recipeId))}`.as('ingredients');

/** The reader's own vote on the card ('' for no reader: no vote matches). */
const readerVote = (viewerId: string) => and(eq(recipeVotes.sharedRecipeId, s.id), eq(recipeVotes.userId, viewerId));

/** Each sort: its ORDER BY (served by its index, id breaking ties) and its keyset columns, as CardRow names. */
export const SORTS: Record<DiscoverSort, { order: readonly AnySQLiteColumn[]; keys: readonly (keyof CardRow)[] }> = {
  recent: { order: [s.sharedAt, s.id], keys: ['shared_at', 'id'] },
  popular: { order: [s.netVotes, s.viewsCount, s.id], keys: ['net_votes', 'views_count', 'id'] },
  trending: { order: [s.trendingScore, s.id], keys: ['trending_score', 'id'] },
};

function difficultyOf(value: string): SharedRecipeCard['difficulty'] {
  return value === 'easy' || value === 'hard' ? value : 'medium';
}

function toCard(row: CardRow): SharedRecipeCard {
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

/** The keyset values of a cursor for `sort` (core/page-cursor.ts), or 400 when it is not one of ours. */
export function decodeCursor(sort: DiscoverSort, cursor: string): CursorValue[] {
  return readCursor(cursor, SORTS[sort].keys.map((key) => (key === 'id' || key === 'shared_at' ? 'string' : 'number')));
}

/** What one feed page reads: a first page, the page after a keyset cursor, or the page at an offset. */
export interface FeedPage {
  viewerId: string;
  sort: DiscoverSort;
  limit: number;
  /** Set: a page of `offset` skipped rows. */
  offset?: number;
  /** Set: the keyset values of the previous page's last card (decodeCursor). */
  cursor?: CursorValue[];
  /** One language, or every language when absent. */
  language?: RecipeLanguage;
}

/**
 * The query of one feed page; exported for the EXPLAIN QUERY PLAN tests. Each sort reads its
 * index (its `shared_recipes_language_*` one, whose leading column is the language, when the
 * feed is filtered): a cursor page reads only the page's rows; an offset page skips on the
 * covering index alone, then joins only the page's rows (CROSS JOIN keeps that order).
 */
export function feedQuery(db: Db, page: FeedPage) {
  const { order } = SORTS[page.sort];
  const byLanguage = page.language ? eq(s.language, page.language) : undefined;
  if (page.offset !== undefined) {
    const ids = db
      .select({ id: s.id })
      .from(s)
      .where(byLanguage)
      .orderBy(...order.map((c) => desc(c)))
      .limit(page.limit)
      .offset(page.offset)
      .as('p');
    return db
      .select({ ...CARD_COLUMNS, ingredients: CARD_INGREDIENTS })
      .from(ids)
      .crossJoin(s)
      .leftJoin(recipeVotes, readerVote(page.viewerId))
      .where(eq(s.id, ids.id));
  }
  const after: SQL | undefined = page.cursor
    ? sql`(${sql.join([...order], sql`, `)}) < (${sql.join(page.cursor.map((v) => sql`${v}`), sql`, `)})`
    : undefined;
  return db
    .select({ ...CARD_COLUMNS, ingredients: CARD_INGREDIENTS })
    .from(s)
    .leftJoin(recipeVotes, readerVote(page.viewerId))
    .where(and(after, byLanguage))
    .orderBy(...order.map((c) => desc(c)))
    .limit(page.limit);
}

function compareRows(sort: DiscoverSort) {
  const keys = SORTS[sort].keys as ReadonlyArray<keyof CardRow>;
  return (a: CardRow, b: CardRow) => {
    for (const key of keys) {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      if (x !== y) return x < y ? 1 : -1;
    }
    return 0;
  };
}

/**
 * One page of the Discover feed, read in index order: `offset` as docs/api.md asks, or the
 * keyset `cursor` of the previous page (`next_cursor`), which reads only the page's rows.
 */
export async function listFeed(deps: CommunityDeps, viewerId: string, query: DiscoverQuery) {
  const { sort, limit, offset, cursor, language } = query;
  const mode = cursor ? 'cursor' : offset > 0 ? 'offset' : 'first';
  // One language, or every language ('all'); the cursor is the sort's either way.
  const results: CardRow[] = await feedQuery(deps.db, {
    viewerId,
    sort,
    limit,
    ...(mode === 'offset' ? { offset } : {}),
    ...(cursor ? { cursor: decodeCursor(sort, cursor) } : {}),
    ...(language !== 'all' ? { language } : {}),
  });
  const rows = mode === 'offset' ? [...results].sort(compareRows(sort)) : results;
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === limit ? encodeCursor(SORTS[sort].keys.map((k) => last[k as keyof CardRow] as CursorValue)) : null;
  return { recipes: rows.map(toCard), next_cursor: nextCursor };
}

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

/** The newest shared recipes for the sitemap (served by the shared_at index). */
export async function listSitemapEntries(deps: Pick<CommunityDeps, 'db'>, limit: number) {
  return deps.db.select({ id: s.id, sharedAt: s.sharedAt }).from(s).orderBy(desc(s.sharedAt), desc(s.id)).limit(limit);
}

export async function getLinkPreview(deps: Pick<CommunityDeps, 'db'>, id: string): Promise<LinkPreview | null> {
  const row = await previewQuery(deps.db, id).get();
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
  };
}
