import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import { trendingScore } from '#core/kernel/trending';
import type { Db } from '../../db/client';
import { sharedRecipes } from './community.table';
import type { CommunityDeps } from './community.types';

export interface RefreshOptions {
  /** Recipes shared within this many days are refreshed; older scores are already near zero. */
  days?: number;
  /** Rows read and written per batch. */
  batchSize?: number;
  /** Upper bound of rows per run (bounded work per Cron Trigger). */
  maxRows?: number;
}

/** The counts a trending score is computed from. */
export interface ScoreCounts {
  id: string;
  sharedAt: string;
  upvotesCount: number;
  downvotesCount: number;
  viewsCount: number;
}

/**
 * Stores the trending score of core/kernel/trending.ts (the one place the formula is written) for these
 * counts, only while the row still has them: a concurrent vote's own write is never overwritten.
 */
export function trendingScoreStatement(db: Db, row: ScoreCounts, now: Date) {
  const score = trendingScore({ upvotes: row.upvotesCount, downvotes: row.downvotesCount, views: row.viewsCount, sharedAt: row.sharedAt, now });
  return db
    .update(sharedRecipes)
    .set({ trendingScore: score })
    .where(
      and(
        eq(sharedRecipes.id, row.id),
        eq(sharedRecipes.upvotesCount, row.upvotesCount),
        eq(sharedRecipes.downvotesCount, row.downvotesCount),
        eq(sharedRecipes.viewsCount, row.viewsCount),
      ),
    );
}

/**
 * Recomputes the stored trending score of recently shared recipes (Cron Trigger, every 15 min).
 * Walks the recent index newest first in keyset batches; each update applies only while the
 * counts it was computed from are unchanged, so it never overwrites a concurrent vote's score.
 */
export async function refreshTrendingScores(deps: CommunityDeps, opts: RefreshOptions = {}) {
  const { days = 14, batchSize = 200, maxRows = 20_000 } = opts;
  const { db } = deps;
  const since = new Date(deps.now.getTime() - days * 24 * 3600_000).toISOString();
  let cursor: [string, string] | null = null;
  let processed = 0;
  while (processed < maxRows) {
    const limit = Math.min(batchSize, maxRows - processed);
    const after: [string, string] | null = cursor;
    const rows: ScoreCounts[] = await db
      .select({
        id: sharedRecipes.id,
        sharedAt: sharedRecipes.sharedAt,
        upvotesCount: sharedRecipes.upvotesCount,
        downvotesCount: sharedRecipes.downvotesCount,
        viewsCount: sharedRecipes.viewsCount,
      })
      .from(sharedRecipes)
      .where(
        and(
          gte(sharedRecipes.sharedAt, since),
          after
            ? or(lt(sharedRecipes.sharedAt, after[0]), and(eq(sharedRecipes.sharedAt, after[0]), lt(sharedRecipes.id, after[1])))
            : undefined,
        ),
      )
      .orderBy(desc(sharedRecipes.sharedAt), desc(sharedRecipes.id))
      .limit(limit);
    if (rows.length === 0) break;
    const [first, ...rest] = rows.map((r) => trendingScoreStatement(db, r, deps.now));
    if (first) await db.batch([first, ...rest]);
    processed += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < limit) break;
    cursor = [last.sharedAt, last.id];
  }
  return { processed };
}
