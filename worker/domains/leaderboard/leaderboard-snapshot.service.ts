import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { createDb, type Db } from '../../db/client';
import { identityFrom, identitySql } from '../community/community.types';
import { leaderboardSnapshot, userStats } from './leaderboard.table';

/**
 * The materialised top-100 list (table leaderboard_snapshot, one row). Readers get it with one
 * row read; it is rebuilt by the first reader that finds it stale: `version` (bumped in the same
 * batch as every ranking change) differs from `built_version`, or it is older than the max age
 * (the safety net for changes that send no event, e.g. a profile name refreshed at sign-in).
 * Two readers rebuilding at once write the same list (last write wins; an older build never
 * overwrites a newer one).
 */
export const LEADERBOARD_SIZE = 100;
export const SNAPSHOT_MAX_AGE_MS = 60_000;

/** Ranking order (docs/product.md "Community"): score, recipes, most recent recipe; user id breaks exact ties. */
const RANK_ORDER = 's.score DESC, s.recipes_created DESC, s.last_recipe_at DESC, s.user_id';

export const LEADERBOARD_SQL = `SELECT s.user_id, s.score, s.recipes_created, s.last_recipe_at,
    ${identitySql('us', 's.user_id')} AS identity
  FROM user_stats s LEFT JOIN user_settings us ON us.user_id = s.user_id
  WHERE s.recipes_created > 0 ORDER BY ${RANK_ORDER} LIMIT ?1`;

export const SNAPSHOT_SQL = 'SELECT version, built_version, payload, computed_at FROM leaderboard_snapshot WHERE id = 1';

const WRITE_SQL = `INSERT INTO leaderboard_snapshot (id, version, built_version, payload, computed_at) VALUES (1, ?1, ?1, ?2, ?3)
  ON CONFLICT (id) DO UPDATE SET built_version = excluded.built_version, payload = excluded.payload,
    computed_at = excluded.computed_at
  WHERE coalesce(leaderboard_snapshot.built_version, -1) <= excluded.built_version`;

/** One ranked person as stored: public identity already resolved (Anonymous unless shown). */
const entrySchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  profile_picture_url: z.string().nullable(),
  total_recipes: z.number(),
  leaderboard_score: z.number(),
  last_recipe_at: z.string().nullable(),
});
const payloadSchema = z.array(entrySchema);
export type SnapshotEntry = z.infer<typeof entrySchema>;

export interface SnapshotRow {
  version: number;
  built_version: number | null;
  payload: string | null;
  computed_at: string | null;
}

interface StatsRow {
  user_id: string;
  score: number;
  recipes_created: number;
  last_recipe_at: string | null;
  identity: string | null;
}

/**
 * Marks the snapshot stale: include it in the SAME db.batch as any write that changes the ranking
 * (user_stats counters, show_real_name), so the next reader rebuilds the list. Drizzle batches.
 */
export function leaderboardChangedStatement(db: Db) {
  return db
    .insert(leaderboardSnapshot)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: leaderboardSnapshot.id, set: { version: sql`${leaderboardSnapshot.version} + 1` } });
}

/**
 * `leaderboardChangedStatement` for the hand-written D1 batches not yet written with drizzle (pass
 * the batch's own binding): the same statement, built once by drizzle, not written a second time.
 */
export function leaderboardChangedPrepared(d1: D1Database): D1PreparedStatement {
  const { sql: text, params } = leaderboardChangedStatement(createDb(d1)).toSQL();
  return d1.prepare(text).bind(...params);
}

/** A new recipe by `userId` (created at `createdAt`) on their leaderboard counters: for the creating batch. */
export function recipeCreatedStatement(db: Db, userId: string, createdAt: string) {
  return db
    .insert(userStats)
    .values({ userId, recipesCreated: 1, lastRecipeAt: createdAt })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: { recipesCreated: sql`${userStats.recipesCreated} + 1`, lastRecipeAt: createdAt },
    });
}

/**
 * The statements that move a creator's vote counters by `up` and `down` (SQL expressions, so a
 * vote's deltas computed from the stored vote stay exact under concurrency): creates the counters
 * row when missing, then adds. For other domains' batches (user_stats stays this domain's table).
 */
export function votesReceivedStatements(db: Db, creatorId: string, up: SQL, down: SQL) {
  return [
    db.insert(userStats).values({ userId: creatorId }).onConflictDoNothing(),
    db
      .update(userStats)
      .set({
        upvotesReceived: sql`${userStats.upvotesReceived} + ${up}`,
        downvotesReceived: sql`${userStats.downvotesReceived} + ${down}`,
      })
      .where(eq(userStats.userId, creatorId)),
  ] as const;
}

/** The stored list when it is current and younger than the max age, else null. */
export function freshEntries(row: SnapshotRow | null | undefined, now: Date): SnapshotEntry[] | null {
  if (!row || row.payload === null || row.computed_at === null || row.built_version !== row.version) return null;
  const age = now.getTime() - Date.parse(row.computed_at);
  if (!(Math.abs(age) < SNAPSHOT_MAX_AGE_MS)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.payload);
  } catch {
    return null;
  }
  const checked = payloadSchema.safeParse(parsed);
  return checked.success ? checked.data : null;
}

function toEntry(r: StatsRow): SnapshotEntry {
  const who = identityFrom(r.identity);
  return {
    user_id: r.user_id,
    display_name: who.name,
    profile_picture_url: who.avatar,
    total_recipes: r.recipes_created,
    leaderboard_score: r.score,
    last_recipe_at: r.last_recipe_at,
  };
}

/**
 * Recomputes the top list from user_stats (on the rank index) and stores it. The version and the
 * list are read in one batch (one transaction), so the stored list matches the version it names.
 */
export async function rebuildSnapshot({ db, now }: { db: Db; now: Date }): Promise<SnapshotEntry[]> {
  const d1 = db.$client;
  const [head, top] = await d1.batch([
    d1.prepare('SELECT version FROM leaderboard_snapshot WHERE id = 1'),
    d1.prepare(LEADERBOARD_SQL).bind(LEADERBOARD_SIZE),
  ]);
  const versionRow = head?.results[0];
  const version = isVersionRow(versionRow) ? versionRow.version : 0;
  const entries = (top?.results ?? []).filter(isStatsRow).map(toEntry);
  await d1.prepare(WRITE_SQL).bind(version, JSON.stringify(entries), now.toISOString()).run();
  return entries;
}

/** The current top list: from the snapshot row, rebuilt first when stale. */
export async function loadEntries(deps: { db: Db; now: Date }): Promise<SnapshotEntry[]> {
  const row = await deps.db.$client.prepare(SNAPSHOT_SQL).first<SnapshotRow>();
  return freshEntries(row, deps.now) ?? (await rebuildSnapshot(deps));
}

function isVersionRow(value: unknown): value is { version: number } {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'version') === 'number';
}

function isStatsRow(value: unknown): value is StatsRow {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'user_id') === 'string';
}
