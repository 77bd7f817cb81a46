import { and, eq, lt, or, sql } from 'drizzle-orm';
import { alias, integer, sqliteView } from 'drizzle-orm/sqlite-core';
import { aboveForm } from '#core/kernel/rank-prefix';
import type { Db } from '../../db/client';
import { rankCounts, userStats } from './leaderboard.table';

/**
 * The cook's rank from the prefix counts (table rank_counts, kept by triggers on user_stats:
 * migrations/0018_rank_counts.sql; docs/decisions/081-rank-at-scale.md). Cooks above the reader =
 * cooks with a higher score (scope -1, one count per level: at most 17 rows) + cooks with the same
 * score and a higher rank_key (scope = the score: at most 26 rows) + cooks with the same score and
 * rank_key (the same recipes and last recipe's second) ordered before the reader by last_recipe_at
 * then user id (an index range of that second).
 */

/** Scores: levels 0-31 (31 the total). */
export const SCORE_TOP = 31;
/** rank_key within a score: levels 0-50 (50 the score's total). */
export const KEY_TOP = 50;

/** The cooks compared with the reader. */
const peer = alias(userStats, 'peer');

/** The levels 0-50, a view over VALUES (no rows stored). */
const rankLevels = sqliteView('rank_levels', { k: integer('k').notNull() }).existing();

/** Counted values above `value` in `scope` (a tree of levels 0..top), in the cheaper form (core/kernel/rank-prefix.ts). */
function aboveInScope(scope: number, value: number, top: number) {
  const c = rankCounts;
  if (aboveForm(value, top) === 'zeros') {
    return sql`(SELECT coalesce(sum(${c.n}), 0) FROM ${rankLevels} JOIN ${c}
      ON ${c.scope} = ${scope} AND ${c.level} = ${rankLevels.k} AND ${c.prefix} = (${value} >> ${rankLevels.k}) + 1
      WHERE ${rankLevels.k} < ${top} AND ((${value} >> ${rankLevels.k}) & 1) = 0)`;
  }
  const next = value + 1;
  return sql`(coalesce((SELECT ${c.n} FROM ${c} WHERE ${c.scope} = ${scope} AND ${c.level} = ${top} AND ${c.prefix} = 0), 0)
    - (SELECT coalesce(sum(${c.n}), 0) FROM ${rankLevels} JOIN ${c}
      ON ${c.scope} = ${scope} AND ${c.level} = ${rankLevels.k} AND ${c.prefix} = (${next} >> ${rankLevels.k}) - 1
      WHERE ${rankLevels.k} <= ${top} AND ((${next} >> ${rankLevels.k}) & 1) = 1))`;
}

export interface RankOwn {
  score: number;
  rank_key: number;
  recipes_created: number;
  last_recipe_at: string | null;
}

/** The reader's sort key (with rank_key), read in the same batch as the count so both agree. */
export function rankOwnQuery(db: Db, userId: string) {
  return db
    .select({ score: userStats.score, rank_key: userStats.rankKey, recipes_created: userStats.recipesCreated, last_recipe_at: userStats.lastRecipeAt })
    .from(userStats)
    .where(eq(userStats.userId, userId));
}

/**
 * The reader's sort key again and, in the same statement, the ranked cooks ordered above `own` (the
 * key the count was built from): bounded reads whatever the number of cooks. When the key read
 * differs from `own`, a change landed in between and the caller builds the count again.
 */
export function rankAboveQuery(db: Db, own: RankOwn, userId: string) {
  const mine = own.last_recipe_at ?? '';
  const last = sql`coalesce(${peer.lastRecipeAt}, '')`;
  const sameSecond = db
    .select({ n: sql<number>`count(*)` })
    .from(peer)
    .where(
      and(
        eq(peer.score, own.score),
        // The reader is ranked, so an equal rank_key (recipes in its high bits) is a ranked cook too;
        // no condition on recipes_created, which would steer the planner to the other index.
        eq(peer.rankKey, own.rank_key),
        or(sql`${last} > ${mine}`, and(sql`${last} = ${mine}`, lt(peer.userId, userId))),
      ),
    );
  return db
    .select({
      score: userStats.score,
      rank_key: userStats.rankKey,
      recipes_created: userStats.recipesCreated,
      last_recipe_at: userStats.lastRecipeAt,
      above: sql<number>`${aboveInScope(-1, own.score, SCORE_TOP)} + ${aboveInScope(own.score, own.rank_key, KEY_TOP)} + (${sameSecond})`,
    })
    .from(userStats)
    .where(eq(userStats.userId, userId));
}
