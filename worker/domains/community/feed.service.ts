import type { Nutrition } from '../../../core/nutrition';
import type { RecipeLanguage } from '../../../core/options';
import { isRecipeLanguage } from '../../../core/recipe-language';
import type { DiscoverQuery, DiscoverSort } from '../../../core/schemas/community';
import type { DiscoverCard, DiscoverDetail } from '../../../core/schemas/community-response';
import { nutritionEstimateSchema } from '../../../core/schemas/recipe';
import { encodeCursor, type CursorValue } from '../../../core/page-cursor';
import { notFound } from '../../lib/errors';
import { readCursor } from '../../lib/page-cursor';
import { ANONYMOUS, averageRating, d1, identityFrom, identitySql, isVoteType, type CommunityDeps, type RecipeCardFields } from './community.types';

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

const CARD_COLUMNS = `s.id, s.title, s.image_url, s.prep_time, s.cook_time, s.servings, s.difficulty, s.cuisine,
  s.cooking_method, s.shared_at, s.share_message, s.upvotes_count, s.downvotes_count, s.net_votes, s.views_count,
  s.remixes_count, s.ratings_count, s.ratings_sum, s.trending_score, s.language, s.user_id AS creator_id,
  ${identitySql('us', 's.user_id')} AS creator_json, v.vote_type AS user_vote`;

/** The recipe's ingredients, read by primary key for each card of the page (the card's illustration). */
const CARD_INGREDIENTS = '(SELECT ingredients FROM recipes WHERE id = s.recipe_id) AS ingredients';

/**
 * The per-card joins: the creator's privacy setting (their name is read only when shown, see
 * identitySql) and the reader's own vote.
 */
const CARD_JOINS = `LEFT JOIN user_settings us ON us.user_id = s.user_id
  LEFT JOIN recipe_votes v ON v.shared_recipe_id = s.id AND v.user_id = ?1`;

/** Each sort: its ORDER BY (served by its index, id breaking ties) and its keyset columns. */
export const SORTS: Record<DiscoverSort, { order: string; keys: readonly string[] }> = {
  recent: { order: 's.shared_at DESC, s.id DESC', keys: ['shared_at', 'id'] },
  popular: { order: 's.net_votes DESC, s.views_count DESC, s.id DESC', keys: ['net_votes', 'views_count', 'id'] },
  trending: { order: 's.trending_score DESC, s.id DESC', keys: ['trending_score', 'id'] },
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

/**
 * The SQL of one feed page; exported for the EXPLAIN QUERY PLAN tests. With `byLanguage`, the
 * language is the last parameter (?3 first, ?4 offset, after the cursor's values) and each sort
 * reads its `shared_recipes_language_*` index, whose leading column is the language.
 */
export function feedSql(sort: DiscoverSort, mode: 'first' | 'cursor' | 'offset', byLanguage = false): string {
  const { order, keys } = SORTS[sort];
  if (mode === 'offset') {
    // Skip on the covering index alone, then join only the page's rows.
    const inner = order.replace(/s\./g, '');
    const filter = byLanguage ? 'WHERE language = ?4' : '';
    return `SELECT ${CARD_COLUMNS}, ${CARD_INGREDIENTS}
      FROM (SELECT id FROM shared_recipes ${filter} ORDER BY ${inner} LIMIT ?2 OFFSET ?3) p
      CROSS JOIN shared_recipes s ON s.id = p.id ${CARD_JOINS}`;
  }
  const placeholders = keys.map((_, i) => `?${i + 3}`).join(', ');
  const conditions = [
    ...(mode === 'cursor' ? [`(${keys.map((k) => `s.${k}`).join(', ')}) < (${placeholders})`] : []),
    ...(byLanguage ? [`s.language = ?${mode === 'cursor' ? keys.length + 3 : 3}`] : []),
  ];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT ${CARD_COLUMNS}, ${CARD_INGREDIENTS} FROM shared_recipes s ${CARD_JOINS} ${where} ORDER BY ${order} LIMIT ?2`;
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
  const byLanguage = language !== 'all';
  const binds: CursorValue[] = [viewerId, limit];
  if (mode === 'offset') binds.push(offset);
  if (cursor) binds.push(...decodeCursor(sort, cursor));
  if (byLanguage) binds.push(language);
  const { results } = await d1(deps.db).prepare(feedSql(sort, mode, byLanguage)).bind(...binds).all<CardRow>();
  const rows = mode === 'offset' ? [...results].sort(compareRows(sort)) : results;
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === limit ? encodeCursor(SORTS[sort].keys.map((k) => last[k as keyof CardRow] as CursorValue)) : null;
  return { recipes: rows.map(toCard), next_cursor: nextCursor };
}

/** One shared recipe with its texts (?1 reader id or '', ?2 shared id). */
export const DETAIL_SQL = `SELECT ${CARD_COLUMNS}, r.description, r.ingredients, r.instructions,
  r.remix_of_title, r.remix_of_creator, (SELECT o.id FROM shared_recipes o WHERE o.id = r.remix_of) AS remix_of_live
  FROM shared_recipes s ${CARD_JOINS} CROSS JOIN recipes r ON r.id = s.recipe_id WHERE s.id = ?2`;

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
  const db = d1(deps.db);
  const day = deps.now.toISOString().slice(0, 10);
  const [, , detail] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO recipe_views (shared_recipe_id, viewer_key, day)
         SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM shared_recipes WHERE id = ?1 AND user_id IS NOT ?4)`,
      )
      .bind(id, viewer.key, day, viewer.userId),
    db.prepare('UPDATE shared_recipes SET views_count = views_count + 1 WHERE id = ?1 AND changes() > 0').bind(id),
    db
      .prepare(DETAIL_SQL)
      .bind(viewer.userId ?? '', id),
  ]);
  const row = detail?.results[0] as (CardRow & DetailFields) | undefined;
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

/** The page's language is the share's (`s.language` in CARD_COLUMNS). */
const PREVIEW_SQL = `SELECT ${CARD_COLUMNS}, r.ingredients, r.instructions, r.nutrition FROM shared_recipes s
  ${CARD_JOINS} CROSS JOIN recipes r ON r.id = s.recipe_id WHERE s.id = ?2`;

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
  const { results } = await d1(deps.db)
    .prepare('SELECT id, shared_at FROM shared_recipes ORDER BY shared_at DESC, id DESC LIMIT ?1')
    .bind(limit)
    .all<{ id: string; shared_at: string }>();
  return results.map((row) => ({ id: row.id, sharedAt: row.shared_at }));
}

export async function getLinkPreview(deps: Pick<CommunityDeps, 'db'>, id: string): Promise<LinkPreview | null> {
  const row = await d1(deps.db)
    .prepare(PREVIEW_SQL)
    .bind('', id)
    .first<CardRow & { ingredients: string; instructions: string; language: string; nutrition: string | null }>();
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
