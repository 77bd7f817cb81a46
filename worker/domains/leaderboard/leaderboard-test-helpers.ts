import { createDb } from '../../db/client';
import { leaderboardChangedStatement } from './leaderboard.service';

/**
 * `leaderboardChangedStatement` as a D1 statement, for tests that write counters with their own
 * D1 batches (the services use the drizzle statement): built by drizzle, not written a second time.
 */
export function leaderboardChangedPrepared(d1: D1Database): D1PreparedStatement {
  const { sql: text, params } = leaderboardChangedStatement(createDb(d1)).toSQL();
  return d1.prepare(text).bind(...params);
}
