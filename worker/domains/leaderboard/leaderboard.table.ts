import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
    /** DECISIONS.md: 10 x created + 15 x shared + 5 x upvotes - 2 x downvotes, floored at 0. */
    score: integer('score').generatedAlwaysAs(
      sql`max(0, 10 * recipes_created + 15 * recipes_shared + 5 * upvotes_received - 2 * downvotes_received)`,
      { mode: 'stored' },
    ),
    lastRecipeAt: text('last_recipe_at'),
  },
  (t) => [index('user_stats_rank_idx').on(t.score, t.recipesCreated, t.lastRecipeAt)],
);
