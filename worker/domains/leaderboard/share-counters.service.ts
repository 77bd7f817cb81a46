import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertSelect } from '../../db/insert-select';
import { userStats } from './leaderboard.table';

/**
 * The leaderboard counters a share and an unshare move, as statements for the community domain's
 * batches (user_stats stays this domain's table; docs/decisions/060-service-dependencies-and-data-access.md).
 */

/**
 * A first share by `userId`: recipes_shared + 1 (the counters row is created when missing), only
 * when the statement just before it in the batch wrote a row (`changes() > 0`: the share's insert).
 */
export function recipeSharedStatement(db: Db, userId: string) {
  return db
    .insert(userStats)
    .select(insertSelect(userStats, { userId, recipesShared: sql`1` }, sql`WHERE changes() > 0`))
    .onConflictDoUpdate({ target: userStats.userId, set: { recipesShared: sql`${userStats.recipesShared} + 1` } });
}

/**
 * An unshare by `userId`: one share fewer and the votes it had received (`upvotes` and `downvotes`,
 * SQL read from the shared row in the same statement) taken back, each floored at 0; applies only
 * while `stillShared` (SQL) holds, so unsharing twice takes nothing twice.
 */
export function recipeUnsharedStatement(db: Db, userId: string, upvotes: SQL, downvotes: SQL, stillShared: SQL) {
  return db
    .update(userStats)
    .set({
      recipesShared: sql`max(0, ${userStats.recipesShared} - 1)`,
      upvotesReceived: sql`max(0, ${userStats.upvotesReceived} - coalesce(${upvotes}, 0))`,
      downvotesReceived: sql`max(0, ${userStats.downvotesReceived} - coalesce(${downvotes}, 0))`,
    })
    .where(and(eq(userStats.userId, userId), stillShared));
}
