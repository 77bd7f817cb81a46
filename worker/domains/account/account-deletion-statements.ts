/**
 * The D1 statements of one account deletion, run as ONE batch (one implicit transaction): the
 * account is gone completely or not at all. `?1` is the user id everywhere.
 */

/** The owner that recipes kept "as Anonymous" move to: no sign-in, no settings row, never ranked. */
export const ANONYMOUS_OWNER = {
  id: 'anonymous-owner',
  email: 'anonymous-owner@deleted.forkcast.invalid',
} as const;

/**
 * Votes and ratings the user gave, taken out of the counters they fed (the shared recipes'
 * counts and their owners' user_stats), before the rows go.
 */
const UNCOUNT_SQL = [
  `UPDATE user_stats SET
     upvotes_received = max(0, upvotes_received - (SELECT count(*) FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id
       WHERE v.user_id = ?1 AND s.user_id = user_stats.user_id AND v.vote_type = 'upvote')),
     downvotes_received = max(0, downvotes_received - (SELECT count(*) FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id
       WHERE v.user_id = ?1 AND s.user_id = user_stats.user_id AND v.vote_type = 'downvote'))
   WHERE user_id <> ?1 AND user_id IN (SELECT s.user_id FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE v.user_id = ?1)`,
  `UPDATE shared_recipes SET
     upvotes_count = max(0, upvotes_count - (SELECT count(*) FROM recipe_votes v WHERE v.shared_recipe_id = shared_recipes.id AND v.user_id = ?1 AND v.vote_type = 'upvote')),
     downvotes_count = max(0, downvotes_count - (SELECT count(*) FROM recipe_votes v WHERE v.shared_recipe_id = shared_recipes.id AND v.user_id = ?1 AND v.vote_type = 'downvote')),
     net_votes = net_votes - (SELECT coalesce(sum(CASE v.vote_type WHEN 'upvote' THEN 1 ELSE -1 END), 0) FROM recipe_votes v
       WHERE v.shared_recipe_id = shared_recipes.id AND v.user_id = ?1)
   WHERE id IN (SELECT shared_recipe_id FROM recipe_votes WHERE user_id = ?1)`,
  `UPDATE shared_recipes SET
     ratings_count = max(0, ratings_count - 1),
     ratings_sum = max(0, ratings_sum - (SELECT r.rating FROM recipe_ratings r WHERE r.shared_recipe_id = shared_recipes.id AND r.user_id = ?1))
   WHERE id IN (SELECT shared_recipe_id FROM recipe_ratings WHERE user_id = ?1)`,
];

/**
 * Keep as Anonymous: the shared recipes, their recipe rows and the photos they show move to the
 * anonymous owner; the photos' rows lose any legacy object key (moved in R2 beforehand).
 */
function keepStatements(d1: D1Database, input: DeletionRows): D1PreparedStatement[] {
  const { userId } = input;
  const anon = ANONYMOUS_OWNER.id;
  return [
    d1
      .prepare(`INSERT INTO users (id, email, name, given_name, picture, created_at) VALUES (?1, ?2, '', '', NULL, ?3) ON CONFLICT (id) DO NOTHING`)
      .bind(anon, ANONYMOUS_OWNER.email, input.now.toISOString()),
    d1
      .prepare('UPDATE recipes SET user_id = ?2 WHERE user_id = ?1 AND id IN (SELECT recipe_id FROM shared_recipes WHERE user_id = ?1)')
      .bind(userId, anon),
    d1
      .prepare('UPDATE images SET user_id = ?2, object_key = NULL WHERE user_id = ?1 AND key IN (SELECT value FROM json_each(?3))')
      .bind(userId, anon, JSON.stringify(input.keptImageKeys)),
    d1.prepare('UPDATE shared_recipes SET user_id = ?2 WHERE user_id = ?1').bind(userId, anon),
  ];
}

/**
 * Every table holding the user's rows, children before parents. The worker test lists every
 * table with a user column from sqlite_master: a new table missing here fails it.
 */
const DELETE_SQL = [
  'DELETE FROM recipe_votes WHERE user_id = ?1',
  'DELETE FROM recipe_ratings WHERE user_id = ?1',
  'DELETE FROM recipe_reviews WHERE user_id = ?1',
  // A signed-in viewer's key is `u:<user id>` (community discover.routes).
  "DELETE FROM recipe_views WHERE viewer_key = 'u:' || ?1",
  'DELETE FROM shared_recipes WHERE user_id = ?1',
  'DELETE FROM user_stats WHERE user_id = ?1',
  'DELETE FROM meal_plans WHERE owner_id = ?1',
  'DELETE FROM shopping_requests WHERE owner_id = ?1 OR user_id = ?1',
  'UPDATE household_invites SET used_by = NULL WHERE used_by = ?1',
  'DELETE FROM household_members WHERE user_id = ?1',
  'DELETE FROM households WHERE owner_id = ?1',
  'DELETE FROM recipe_imports WHERE user_id = ?1',
  'DELETE FROM shopping_items WHERE owner_id = ?1',
  'DELETE FROM pantry_items WHERE owner_id = ?1',
  'DELETE FROM recipes WHERE user_id = ?1',
  'DELETE FROM images WHERE user_id = ?1',
  'DELETE FROM upload_counts WHERE user_id = ?1',
  'DELETE FROM usage_counters WHERE user_id = ?1',
  'DELETE FROM credit_ledger WHERE user_id = ?1',
  'DELETE FROM credit_balances WHERE user_id = ?1',
  'DELETE FROM subscriptions WHERE user_id = ?1',
  'DELETE FROM billing_customers WHERE user_id = ?1',
  'DELETE FROM checkout_sessions WHERE user_id = ?1',
  'DELETE FROM support_requests WHERE user_id = ?1',
  'DELETE FROM diet_profiles WHERE user_id = ?1',
  'DELETE FROM import_attempts WHERE user_id = ?1',
  'DELETE FROM sessions WHERE user_id = ?1',
  'DELETE FROM google_accounts WHERE user_id = ?1',
  'DELETE FROM user_settings WHERE user_id = ?1',
];

export interface DeletionRows {
  userId: string;
  email: string;
  keepAnonymous: boolean;
  /** Keys of the photos kept with recipes kept as Anonymous. */
  keptImageKeys: string[];
  now: Date;
}

/** The row statements in order; the caller adds the tombstones and the leaderboard mark. */
export function deletionStatements(d1: D1Database, input: DeletionRows): D1PreparedStatement[] {
  const { userId } = input;
  return [
    ...UNCOUNT_SQL.map((sql) => d1.prepare(sql).bind(userId)),
    ...(input.keepAnonymous ? keepStatements(d1, input) : []),
    ...DELETE_SQL.map((sql) => d1.prepare(sql).bind(userId)),
    // Unused dev sign-in codes name the email.
    d1.prepare('DELETE FROM dev_login_codes WHERE email = ?1').bind(input.email.toLowerCase()),
  ];
}

/** The last statement of the batch: the account itself. */
export function deleteUserStatement(d1: D1Database, userId: string): D1PreparedStatement {
  return d1.prepare('DELETE FROM users WHERE id = ?1').bind(userId);
}
