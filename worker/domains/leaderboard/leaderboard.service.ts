import type { LeaderboardRow } from '#core/schemas/community-response';
import type { Db } from '../../db/client';
import { leaderboardSettingsStatement, type LeaderboardSettings } from '../users/settings.service';
import { freshEntries, leaderboardChangedStatement, loadEntries, snapshotQuery } from './leaderboard-snapshot.service';
import { rankAboveQuery, rankOwnQuery, type RankOwn } from './rank-counts.service';

export { leaderboardQuery, leaderboardChangedStatement, votesReceivedStatements } from './leaderboard-snapshot.service';
export { rankAboveQuery } from './rank-counts.service';

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

/** Tries before the rank is answered from the last read (a vote landing between the reads each time). */
const RANK_TRIES = 3;

const sameKey = (a: RankOwn, b: RankOwn) =>
  a.score === b.score && a.rank_key === b.rank_key && a.recipes_created === b.recipes_created && a.last_recipe_at === b.last_recipe_at;

function ownOf(row: { score: number | null; rank_key: number | null; recipes_created: number; last_recipe_at: string | null } | undefined): RankOwn | null {
  return row ? { score: row.score ?? 0, rank_key: row.rank_key ?? 0, recipes_created: row.recipes_created, last_recipe_at: row.last_recipe_at } : null;
}

/**
 * The reader's rank (null when unranked). The snapshot row and the reader's user_stats row are
 * read in one batch (one transaction, so they agree); a reader in a fresh top list takes their
 * position from it (two rows read); otherwise the prefix counts answer exactly in bounded reads
 * (rank-counts.service.ts; docs/decisions/081-rank-at-scale.md). The count is built from the
 * reader's key and runs in one batch with that key read again: when a change landed in between,
 * it is built again from the new key.
 */
export async function getMyRank(deps: LeaderboardDeps, userId: string) {
  const { db } = deps;
  const [snap, mine] = await db.batch([snapshotQuery(db), rankOwnQuery(db, userId)]);
  let own = ownOf(mine[0]);
  if (!own || own.recipes_created <= 0) {
    return { rank: null, total_recipes: own?.recipes_created ?? 0, score: own?.score ?? 0 };
  }
  // A stale snapshot is not rebuilt here: the counts below are cheaper for one reader.
  const entries = freshEntries(snap[0], deps.now) ?? [];
  const index = entries.findIndex((e) => e.user_id === userId);
  if (index >= 0) return { rank: index + 1, total_recipes: own.recipes_created, score: own.score };
  for (let tries = 1; ; tries += 1) {
    // A batch of one: its read reports rows read to the bench meter.
    const [rows] = await db.batch([rankAboveQuery(db, own, userId)]);
    const row = rows[0];
    const now = ownOf(row);
    if (!row || !now || now.recipes_created <= 0) return { rank: null, total_recipes: now?.recipes_created ?? 0, score: now?.score ?? 0 };
    if (sameKey(own, now) || tries >= RANK_TRIES) {
      return { rank: row.above + 1, total_recipes: own.recipes_created, score: own.score };
    }
    own = now;
  }
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
