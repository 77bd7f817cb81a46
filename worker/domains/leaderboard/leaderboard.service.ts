import type { LeaderboardRow } from '../../../core/schemas/community-response';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaderboardSettingsStatement, type LeaderboardSettings } from '../users/settings.service';
import { freshEntries, leaderboardChangedStatement, loadEntries, snapshotQuery } from './leaderboard-snapshot.service';
import { userStats } from './leaderboard.table';

export { leaderboardQuery, leaderboardChangedStatement, recipeCreatedStatement, votesReceivedStatements } from './leaderboard-snapshot.service';

export interface LeaderboardDeps {
  db: Db;
  now: Date;
}

/**
 * A row as answered (core/schemas/community-response.ts): no user id (docs/decisions/014-hardening.md),
 * the reader's own row is marked by `is_me` (the page links an anonymous own row to /settings#privacy).
 */
export type { LeaderboardRow };

/**
 * The top 100 creators (users without a recipe are not ranked), served from the snapshot row
 * (one row read; rebuilt when an event marked it stale or it is over the max age). `is_me` is
 * the only per-reader field and is added here.
 */
export async function getLeaderboard(deps: LeaderboardDeps, readerId: string) {
  const entries = await loadEntries(deps);
  const leaderboard: LeaderboardRow[] = entries.map(({ user_id: userId, ...e }, i) => ({
    ...e,
    rank_position: i + 1,
    is_me: userId === readerId,
  }));
  return { leaderboard };
}

/**
 * Ranked users ordered above the reader, counted on the rank index (score, recipes_created,
 * last_recipe_at), the user id breaking exact ties. Reads grow with the rank: used only for
 * readers outside the top-100 snapshot.
 */
export function rankAboveQuery(db: Db, own: OwnStats, userId: string) {
  const count = sql<number>`count(*)`;
  const ahead = db
    .select({ n: count })
    .from(userStats)
    .where(
      and(
        gt(userStats.recipesCreated, 0),
        sql`(${userStats.score}, ${userStats.recipesCreated}, ${userStats.lastRecipeAt}) > (${own.score}, ${own.recipes_created}, ${own.last_recipe_at})`,
      ),
    );
  const tiedBefore = db
    .select({ n: count })
    .from(userStats)
    .where(
      and(
        gt(userStats.recipesCreated, 0),
        eq(userStats.score, own.score),
        eq(userStats.recipesCreated, own.recipes_created),
        sql`${userStats.lastRecipeAt} IS ${own.last_recipe_at}`,
        lt(userStats.userId, userId),
      ),
    );
  return sql`SELECT (${ahead}) + (${tiedBefore}) AS above`;
}

interface OwnStats {
  score: number;
  recipes_created: number;
  last_recipe_at: string | null;
}

/**
 * The reader's rank (null when unranked). The snapshot row and the reader's user_stats row are
 * read in one batch (one transaction, so they agree); a reader in a fresh top list takes their
 * position from it (two rows read); otherwise (outside the top 100, or the list is stale) the
 * exact indexed count answers.
 */
export async function getMyRank(deps: LeaderboardDeps, userId: string) {
  const { db } = deps;
  const [snap, mine] = await db.batch([
    snapshotQuery(db),
    db
      .select({ score: userStats.score, recipes_created: userStats.recipesCreated, last_recipe_at: userStats.lastRecipeAt })
      .from(userStats)
      .where(eq(userStats.userId, userId)),
  ]);
  const ownRow = mine[0];
  const own: OwnStats | null = ownRow && ownRow.score !== null ? { ...ownRow, score: ownRow.score } : null;
  if (!own || own.recipes_created <= 0) {
    return { rank: null, total_recipes: own?.recipes_created ?? 0, score: own?.score ?? 0 };
  }
  // A stale snapshot is not rebuilt here: the exact count below is cheaper for a top reader.
  const entries = freshEntries(snap[0], deps.now) ?? [];
  const index = entries.findIndex((e) => e.user_id === userId);
  if (index >= 0) return { rank: index + 1, total_recipes: own.recipes_created, score: own.score };
  const row = await db.get<{ above: number } | undefined>(rankAboveQuery(db, own, userId));
  return { rank: (row?.above ?? 0) + 1, total_recipes: own.recipes_created, score: own.score };
}

/**
 * Saves the reader's leaderboard name setting (kept with the user: users/settings.service.ts) and
 * marks the stored top list stale in the same batch, since it shows names.
 */
export async function setLeaderboardSettings(deps: LeaderboardDeps, userId: string, settings: LeaderboardSettings): Promise<LeaderboardSettings> {
  const { db } = deps;
  await db.batch([leaderboardSettingsStatement(db, userId, settings, deps.now), leaderboardChangedStatement(db)]);
  return { show_real_name: settings.show_real_name };
}
