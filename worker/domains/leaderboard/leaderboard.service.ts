import type { Db } from '../../db/client';
import { freshEntries, loadEntries, SNAPSHOT_SQL, type SnapshotRow } from './leaderboard-snapshot.service';

export {
  LEADERBOARD_SIZE,
  LEADERBOARD_SQL,
  leaderboardChangedPrepared,
  leaderboardChangedStatement,
  SNAPSHOT_MAX_AGE_MS,
  recipeCreatedStatement,
  votesReceivedStatements,
} from './leaderboard-snapshot.service';

export interface LeaderboardDeps {
  db: Db;
  now: Date;
}

/** A row as answered: no user id (docs/decisions/014-hardening.md), the reader's own row is marked by `is_me`. */
export interface LeaderboardRow {
  rank_position: number;
  display_name: string;
  profile_picture_url: string | null;
  total_recipes: number;
  leaderboard_score: number;
  last_recipe_at: string | null;
  /** The reader's own row (the page links an anonymous own row to /settings#privacy). */
  is_me: boolean;
}

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
export const RANK_ABOVE_SQL = `SELECT
  (SELECT count(*) FROM user_stats WHERE recipes_created > 0
     AND (score, recipes_created, last_recipe_at) > (?1, ?2, ?3)) +
  (SELECT count(*) FROM user_stats WHERE recipes_created > 0
     AND score = ?1 AND recipes_created = ?2 AND last_recipe_at IS ?3 AND user_id < ?4) AS above`;

interface OwnStats {
  score: number;
  recipes_created: number;
  last_recipe_at: string | null;
}

function isOwnStats(value: unknown): value is OwnStats {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'score') === 'number';
}

function isSnapshotRow(value: unknown): value is SnapshotRow {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'version') === 'number';
}

/**
 * The reader's rank (null when unranked). The snapshot row and the reader's user_stats row are
 * read in one batch (one transaction, so they agree); a reader in a fresh top list takes their
 * position from it (two rows read); otherwise (outside the top 100, or the list is stale) the
 * exact indexed count answers.
 */
export async function getMyRank(deps: LeaderboardDeps, userId: string) {
  const d1 = deps.db.$client;
  const [snap, mine] = await d1.batch([
    d1.prepare(SNAPSHOT_SQL),
    d1.prepare('SELECT score, recipes_created, last_recipe_at FROM user_stats WHERE user_id = ?1').bind(userId),
  ]);
  const snapRow = snap?.results[0];
  const ownRow = mine?.results[0];
  const own = isOwnStats(ownRow) ? ownRow : null;
  if (!own || own.recipes_created <= 0) {
    return { rank: null, total_recipes: own?.recipes_created ?? 0, score: own?.score ?? 0 };
  }
  // A stale snapshot is not rebuilt here: the exact count below is cheaper for a top reader.
  const entries = freshEntries(isSnapshotRow(snapRow) ? snapRow : null, deps.now) ?? [];
  const index = entries.findIndex((e) => e.user_id === userId);
  if (index >= 0) return { rank: index + 1, total_recipes: own.recipes_created, score: own.score };
  const row = await d1
    .prepare(RANK_ABOVE_SQL)
    .bind(own.score, own.recipes_created, own.last_recipe_at, userId)
    .first<{ above: number }>();
  return { rank: (row?.above ?? 0) + 1, total_recipes: own.recipes_created, score: own.score };
}
