import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/**
 * Per-user counters behind the leaderboard, updated in the same batch as the events that change
 * them (shared, unshared, voted; recipes_created and last_recipe_at by triggers on `recipes`, so
 * they count the recipes the cook has now, as My recipes does). `score` is a stored generated
 * column, `rank_key` a virtual one; triggers keep `rank_counts` in step with every change
 * (migrations/0018_rank_counts.sql, docs/decisions/081-rank-at-scale.md).
 */
export const userStats = sqliteTable(
  'user_stats',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipesCreated: integer('recipes_created').notNull().default(0),
    recipesShared: integer('recipes_shared').notNull().default(0),
    upvotesReceived: integer('upvotes_received').notNull().default(0),
    downvotesReceived: integer('downvotes_received').notNull().default(0),
    /** docs/product.md "Community": 10 x created + 15 x shared + 5 x upvotes - 2 x downvotes, floored at 0. */
    score: integer('score').generatedAlwaysAs(
      sql`max(0, 10 * recipes_created + 15 * recipes_shared + 5 * upvotes_received - 2 * downvotes_received)`,
      { mode: 'stored' },
    ),
    lastRecipeAt: text('last_recipe_at'),
    /**
     * The order within a score, one integer: recipes (capped at 2^20 - 1) in the high bits, the last
     * recipe's second since 2020-01-01 (clamped to 30 bits) in the low ones.
     */
    rankKey: integer('rank_key').generatedAlwaysAs(
      sql`(min(recipes_created, 1048575) << 30) | min(1073741823, max(0, coalesce(CAST(strftime('%s', substr(last_recipe_at, 1, 19)) AS integer), 1577836800) - 1577836800))`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    index('user_stats_rank_idx').on(t.score, t.recipesCreated, t.lastRecipeAt),
    index('user_stats_rank_key_idx').on(t.score, t.rankKey),
  ],
);

/**
 * Ranked cooks (recipes_created > 0) counted per binary prefix of their sort key, kept by triggers
 * on user_stats. scope -1: scores (level k, prefix p = cooks with score >> k = p; levels 0-31, 31 the
 * total); scope s >= 0: the rank_keys of the cooks whose score is s (levels 0-50, 50 the total).
 */
export const rankCounts = sqliteTable(
  'rank_counts',
  {
    scope: integer('scope').notNull(),
    level: integer('level').notNull(),
    prefix: integer('prefix').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.level, t.prefix] })],
);

/**
 * The top-100 list, materialised in one row (id = 1) so GET /api/leaderboard reads one row.
 * Every event that changes the ranking bumps `version` in its own batch (leaderboard.service
 * `leaderboardChangedStatement`); the list is fresh while `built_version = version` and it is
 * younger than the max age, else the next reader rebuilds it. `payload` is a JSON array of the
 * ranked entries in order (user ids, public names and avatars, counters), no per-reader fields.
 */
export const leaderboardSnapshot = sqliteTable(
  'leaderboard_snapshot',
  {
    id: integer('id').primaryKey(),
    /** Bumped by every ranking change. */
    version: integer('version').notNull().default(0),
    /** The `version` the payload was built from; null until the first build. */
    builtVersion: integer('built_version'),
    payload: text('payload'),
    computedAt: text('computed_at'),
  },
  (t) => [check('leaderboard_snapshot_single_row', sql`${t.id} = 1`)],
);
