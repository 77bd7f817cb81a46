import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { RecipeLanguage } from '#core/kernel/options';
import type { DiscoverQuery, DiscoverSort } from '#core/schemas/community';
import { encodeCursor, type CursorValue } from '#core/kernel/page-cursor';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { readCursor } from '../../lib/page-cursor';
import { recipeVotes } from './community.table';
import type { CommunityDeps } from './community.types';
import { CARD_COLUMNS, CARD_INGREDIENTS, readerVote, s, toCard, type CardRow } from './feed-card';

/**
 * The Discover feed: one page of shared recipes' cards in a sort's index order (offset or keyset
 * cursor, one language or all), and the newest shared recipes for the sitemap. One shared recipe
 * read on its own is shared-recipe.service.ts.
 */

/** Each sort: its ORDER BY (served by its index, id breaking ties) and its keyset columns, as CardRow names. */
export const SORTS: Record<DiscoverSort, { order: readonly AnySQLiteColumn[]; keys: readonly (keyof CardRow)[] }> = {
  recent: { order: [s.sharedAt, s.id], keys: ['shared_at', 'id'] },
  popular: { order: [s.netVotes, s.viewsCount, s.id], keys: ['net_votes', 'views_count', 'id'] },
  trending: { order: [s.trendingScore, s.id], keys: ['trending_score', 'id'] },
};

/** The keyset values of a cursor for `sort` (core/kernel/page-cursor.ts), or 400 when it is not one of ours. */
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
 * The deepest `offset` a page without a cursor may start at. An offset page steps over every
 * index entry before it (SQLite reads them), so deeper pages go by `cursor`, which reads only the
 * page's rows however deep (docs/decisions/081-rank-at-scale.md, docs/api.md).
 */
export const FEED_OFFSET_MAX = 100;

/**
 * One page of the Discover feed, read in index order: the keyset `cursor` of the previous page
 * (`next_cursor`), which reads only the page's rows, or an `offset` up to FEED_OFFSET_MAX.
 */
export async function listFeed(deps: CommunityDeps, viewerId: string, query: DiscoverQuery) {
  const { sort, limit, offset, cursor, language } = query;
  if (!cursor && offset > FEED_OFFSET_MAX) {
    throw badRequest(`Pages past the first ${FEED_OFFSET_MAX} cards go by cursor: send the previous page's next_cursor`, 'offset');
  }
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

/** The newest shared recipes for the sitemap (served by the shared_at index). */
export async function listSitemapEntries(deps: Pick<CommunityDeps, 'db'>, limit: number) {
  return deps.db.select({ id: s.id, sharedAt: s.sharedAt }).from(s).orderBy(desc(s.sharedAt), desc(s.id)).limit(limit);
}
