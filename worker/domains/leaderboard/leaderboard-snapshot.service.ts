import { desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { identityFrom, publicIdentityQuery } from '../users/public-identity.service';
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

const s = alias(userStats, 's');

/**
 * The ranked users with their public identity (users domain), on the rank index. Ranking order
 * (docs/product.md "Community"): score, recipes, most recent recipe; user id breaks exact ties.
 */
export function leaderboardQuery(db: Db, limit: number) {
  return db
    .select({
      user_id: s.userId,
      score: s.score,
      recipes_created: s.recipesCreated,
      last_recipe_at: s.lastRecipeAt,
      identity: publicIdentityQuery(s.userId),
    })
    .from(s)
    .where(gt(s.recipesCreated, 0))
    .orderBy(desc(s.score), desc(s.recipesCreated), desc(s.lastRecipeAt), s.userId)
    .limit(limit);
}

/** The snapshot row (id = 1). */
export function snapshotQuery(db: Db) {
  return db
    .select({
      version: leaderboardSnapshot.version,
      built_version: leaderboardSnapshot.builtVersion,
      payload: leaderboardSnapshot.payload,
      computed_at: leaderboardSnapshot.computedAt,
    })
    .from(leaderboardSnapshot)
    .where(eq(leaderboardSnapshot.id, 1));
}

/** Stores a list built from `version`, unless a build of a newer version is already stored. */
function writeSnapshotStatement(db: Db, version: number, payload: string, computedAt: string) {
  return db
    .insert(leaderboardSnapshot)
    .values({ id: 1, version, builtVersion: version, payload, computedAt })
    .onConflictDoUpdate({
      target: leaderboardSnapshot.id,
      set: { builtVersion: sql`excluded.built_version`, payload: sql`excluded.payload`, computedAt: sql`excluded.computed_at` },
      setWhere: sql`coalesce(${leaderboardSnapshot.builtVersion}, -1) <= excluded.built_version`,
    });
}

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
  score: number | null;
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
    leaderboard_score: r.score ?? 0,
    last_recipe_at: r.last_recipe_at,
  };
}

/**
 * Recomputes the top list from user_stats (on the rank index) and stores it. The version and the
 * list are read in one batch (one transaction), so the stored list matches the version it names.
 */
export async function rebuildSnapshot({ db, now }: { db: Db; now: Date }): Promise<SnapshotEntry[]> {
  const [head, top] = await db.batch([
    db.select({ version: leaderboardSnapshot.version }).from(leaderboardSnapshot).where(eq(leaderboardSnapshot.id, 1)),
    leaderboardQuery(db, LEADERBOARD_SIZE),
  ]);
  const version = head[0]?.version ?? 0;
  const entries = top.map(toEntry);
  await writeSnapshotStatement(db, version, JSON.stringify(entries), now.toISOString());
  return entries;
}

/** The current top list: from the snapshot row, rebuilt first when stale. */
export async function loadEntries(deps: { db: Db; now: Date }): Promise<SnapshotEntry[]> {
  // A batch of one: its read reports rows read to the bench meter (a single drizzle `.get()`
  // reads through `.raw()`, which reports none).
  const [rows] = await deps.db.batch([snapshotQuery(deps.db)]);
  const row = rows[0];
  return freshEntries(row, deps.now) ?? (await rebuildSnapshot(deps));
}
