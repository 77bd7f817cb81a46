import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/**
 * Per-user counters behind the leaderboard, updated in the same batch as the events that change
 * them (recipe created, shared, unshared, voted). `score` is a stored generated column.
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
  },
  (t) => [index('user_stats_rank_idx').on(t.score, t.recipesCreated, t.lastRecipeAt)],
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
