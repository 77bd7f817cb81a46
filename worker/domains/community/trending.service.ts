import { trendingScore } from '../../../core/trending';
import { d1, type CommunityDeps } from './community.types';

export interface RefreshOptions {
  /** Recipes shared within this many days are refreshed; older scores are already near zero. */
  days?: number;
  /** Rows read and written per batch. */
  batchSize?: number;
  /** Upper bound of rows per run (bounded work per Cron Trigger). */
  maxRows?: number;
}

interface ScoreRow {
  id: string;
  shared_at: string;
  upvotes_count: number;
  downvotes_count: number;
  views_count: number;
}

/**
 * Recomputes the stored trending score of recently shared recipes (Cron Trigger, every 15 min).
 * Walks the recent index newest first in keyset batches; each update applies only while the
 * counts it was computed from are unchanged, so it never overwrites a concurrent vote's score.
 */
export async function refreshTrendingScores(deps: CommunityDeps, opts: RefreshOptions = {}) {
  const { days = 14, batchSize = 200, maxRows = 20_000 } = opts;
  const db = d1(deps.db);
  const since = new Date(deps.now.getTime() - days * 24 * 3600_000).toISOString();
  let cursor: [string, string] | null = null;
  let processed = 0;
  while (processed < maxRows) {
    const limit = Math.min(batchSize, maxRows - processed);
    const page: { results: ScoreRow[] } = cursor
      ? await db
          .prepare(
            `SELECT id, shared_at, upvotes_count, downvotes_count, views_count FROM shared_recipes
              WHERE shared_at >= ?1 AND (shared_at, id) < (?2, ?3) ORDER BY shared_at DESC, id DESC LIMIT ?4`,
          )
          .bind(since, cursor[0], cursor[1], limit)
          .all<ScoreRow>()
      : await db
          .prepare(
            `SELECT id, shared_at, upvotes_count, downvotes_count, views_count FROM shared_recipes
              WHERE shared_at >= ?1 ORDER BY shared_at DESC, id DESC LIMIT ?2`,
          )
          .bind(since, limit)
          .all<ScoreRow>();
    const rows = page.results;
    if (rows.length === 0) break;
    await db.batch(
      rows.map((r) =>
        db
          .prepare(
            `UPDATE shared_recipes SET trending_score = ?1
              WHERE id = ?2 AND upvotes_count = ?3 AND downvotes_count = ?4 AND views_count = ?5`,
          )
          .bind(
            trendingScore({ upvotes: r.upvotes_count, downvotes: r.downvotes_count, views: r.views_count, sharedAt: r.shared_at, now: deps.now }),
            r.id,
            r.upvotes_count,
            r.downvotes_count,
            r.views_count,
          ),
      ),
    );
    processed += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < limit) break;
    cursor = [last.shared_at, last.id];
  }
  return { processed };
}
