/**
 * The community at a chosen scale for `npm run bench:scale` (scripts/bench/scale.ts): at scale 1,
 * 2,000 cooks, 10,000 shared recipes, 50,000 votes, 20,000 ratings, 5,000 reviews and 40,000 views;
 * at scale 100 a hundred times each. Generated inside SQLite by recursive CTEs (no rows cross a
 * process boundary), deterministic (arithmetic hashes of the row number), so the same statements
 * seed the local D1 file through the sqlite3 shell in seconds and a small scale through D1 in the
 * seed's test (worker/test/scale-seed.test.ts).
 *
 * The counters are then computed from the rows, as the app keeps them: shared_recipes' votes,
 * ratings and views, user_stats (recipes, shares, votes received, last recipe) and rank_counts
 * (docs/decisions/081-rank-at-scale.md), and the card columns the shared rows keep of their creator
 * and recipe (docs/decisions/083-feed-cards-on-the-shared-row.md). The triggers that keep those
 * (migrations/0018_rank_counts.sql, migrations/0019_feed_card_creator.sql) would otherwise run per
 * row: every trigger is dropped for the seed and created again after it (`triggers`, the `sql` of
 * sqlite_master read before).
 *
 * Owners are skewed (owner = N x u^2 for u uniform), so a few cooks hold many recipes and the rank
 * counts see real ties at low scores. The reader of the bench is the cook in the middle of the id
 * range, a Pro cook with a kitchen (21 planned meals, 40 shopping items); the 50th-ranked cook has
 * a session too.
 */
export const SCALE_TOKEN = 'scale-session-token-not-secret-local-only-0000000000';
export const SCALE_TOP_TOKEN = 'scale-session-token-not-secret-local-only-top50-0000';

export interface ScaleSize {
  users: number;
  recipes: number;
  votes: number;
  ratings: number;
  reviews: number;
  views: number;
}

/** The sizes at `scale` (a fraction for the seed's test): 5 votes, 2 ratings and 4 views per recipe, a review on every other. */
export function scaleSize(scale: number): ScaleSize {
  const recipes = Math.round(10_000 * scale);
  return { users: Math.round(2000 * scale), recipes, votes: 5 * recipes, ratings: 2 * recipes, reviews: Math.floor(recipes / 2), views: 4 * recipes };
}

export const readerIndex = (size: ScaleSize) => Math.floor(size.users / 2);
export const userIdOf = (i: number) => `scale-u-${i}`;

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
/** A 32-bit hash of an integer SQL expression (Knuth's multiplicative, salted). */
const h = (x: string, salt: number) => `(((${x}) * 2654435761 + ${salt * 40503}) % 4294967296)`;
/** The owner of recipe r: N x u^2, u uniform. */
const owner = (r: string, users: number) => `((${h(r, 1)} % 1000003) * (${h(r, 1)} % 1000003) / 1000003 * ${users} / 1000003)`;
/** A cook who is not the owner of recipe r, distinct for k = 0..4. */
const other = (r: string, k: string, salt: number, users: number) =>
  `((${owner(r, users)} + 1 + (${k}) + 5 * (${h(r, salt)} % ${Math.floor((users - 7) / 5)})) % ${users})`;
/** The name in a trigger's `CREATE TRIGGER name ...` (backquoted, double-quoted or bare). */
export function triggerName(sql: string): string {
  const name = /CREATE\s+TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?([`"]?)([\w-]+)\1/i.exec(sql)?.[2];
  if (!name) throw new Error(`not a CREATE TRIGGER: ${sql.slice(0, 80)}`);
  return `\`${name}\``;
}
const iso = (unixSeconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${unixSeconds}, 'unixepoch')`;

/**
 * The statements, in order (each one statement; no trailing semicolons). `tokenHashes`: the sha256
 * (hex) of SCALE_TOKEN and SCALE_TOP_TOKEN, as sessions store them.
 */
export function scaleSeedStatements(opts: { scale: number; now: Date; triggers: string[]; tokenHashes: { reader: string; top: string } }): string[] {
  const size = scaleSize(opts.scale);
  const N = size.users;
  const R = size.recipes;
  const nowSec = Math.floor(opts.now.getTime() / 1000);
  const at = opts.now.toISOString();
  const year = 365 * 86400;
  const created = (r: string) => iso(`${nowSec} - ${h(r, 3)} % ${year} + (${h(r, 4)} % 1000) / 1000.0`);
  const reader = userIdOf(readerIndex(size));
  const expires = new Date(opts.now.getTime() + 20 * 86400_000).toISOString();
  const rid = (r: string) => `'scale-r-' || (${r})`;
  const sid = (r: string) => `'scale-s-' || (${r})`;
  const uid = (u: string) => `'scale-u-' || (${u})`;
  return [
    ...opts.triggers.map((t) => `DROP TRIGGER IF EXISTS ${triggerName(t)}`),
    `${numbers(N)} INSERT INTO users (id, email, name, given_name, picture, created_at)
      SELECT ${uid('i')}, ${uid('i')} || '@scale.test', 'Scale Cook ' || i, 'Cook' || i, 'https://example.com/avatar/' || i || '.png', '${at}' FROM n`,
    `${numbers(N)} INSERT INTO user_settings (user_id, show_real_name, updated_at) SELECT ${uid('i')}, i % 2, '${at}' FROM n`,
    `${numbers(R)} INSERT INTO recipes (id, user_id, title, cuisine, cooking_method, prep_time, cook_time, servings, difficulty, ingredients, instructions, language, generation_type, recipe_type, provider, created_at)
      SELECT ${rid('i')}, ${uid(owner('i', N))}, 'Scale dish ' || i, ${`json_extract('["italian","mexican","asian","indian","french","thai","greek","japanese"]', '$[' || (i % 8) || ']')`},
        ${`json_extract('["baking","grilling","roasting","steaming","stir-frying","braising"]', '$[' || (i % 6) || ']')`}, 10 + i % 20, 15 + i % 40, 1 + i % 6,
        ${`json_extract('["easy","medium","hard"]', '$[' || (i % 3) || ']')`}, '- 200 g flour' || char(10) || '- 2 eggs' || char(10) || '- 1 cup milk' || char(10) || '- pinch of salt',
        '1. Mix the **dry** ingredients' || char(10) || '2. Whisk in the eggs' || char(10) || '3. Cook *gently*',
        CASE i % 10 WHEN 0 THEN 'es' WHEN 1 THEN 'de' ELSE 'en' END, 'prompt', 'quick', 'offline', ${created('i')} FROM n`,
    // The card's creator as the triggers keep it: the name (and picture) only when shown and not blank.
    `INSERT INTO shared_recipes (id, recipe_id, user_id, share_message, shared_at, title, prep_time, cook_time, servings, difficulty, cuisine, cooking_method, language,
        creator_name, creator_avatar, ingredients)
      SELECT 'scale-s-' || substr(r.id, 9), r.id, r.user_id, CASE WHEN substr(r.id, 9) % 3 = 0 THEN 'Scale note ' || substr(r.id, 9) END, r.created_at, r.title,
        r.prep_time, r.cook_time, r.servings, r.difficulty, r.cuisine, r.cooking_method, r.language,
        CASE WHEN st.show_real_name = 1 AND trim(u.name) <> '' THEN u.name END, CASE WHEN st.show_real_name = 1 AND trim(u.name) <> '' THEN u.picture END, r.ingredients
      FROM recipes r JOIN users u ON u.id = r.user_id LEFT JOIN user_settings st ON st.user_id = r.user_id WHERE r.id LIKE 'scale-r-%'`,
    `${numbers(size.votes)} INSERT INTO recipe_votes (shared_recipe_id, user_id, vote_type, created_at)
      SELECT ${sid(`i % ${R}`)}, ${uid(other(`i % ${R}`, `i / ${R}`, 5, N))}, CASE WHEN ${h('i', 6)} % 10 < 8 THEN 'upvote' ELSE 'downvote' END, '${at}' FROM n`,
    `${numbers(size.ratings)} INSERT INTO recipe_ratings (shared_recipe_id, user_id, rating, created_at, updated_at)
      SELECT ${sid(`i % ${R}`)}, ${uid(other(`i % ${R}`, `i / ${R}`, 7, N))}, 1 + ${h('i', 8)} % 5, '${at}', '${at}' FROM n`,
    `${numbers(size.reviews)} INSERT INTO recipe_reviews (id, shared_recipe_id, user_id, review_text, created_at, updated_at)
      SELECT 'scale-rv-' || i, ${sid(`(2 * i) % ${R}`)}, ${uid(other(`(2 * i) % ${R}`, `(2 * i) / ${R}`, 9, N))}, 'Cooked it twice, lovely. Review ' || i, '${at}', '${at}' FROM n`,
    `${numbers(size.views)} INSERT INTO recipe_views (shared_recipe_id, viewer_key, day)
      SELECT ${sid(`i % ${R}`)}, 'u:' || ${uid(other(`i % ${R}`, `i / ${R}`, 11, N))}, date('${at}', '-' || (${h('i', 12)} % 30) || ' days') FROM n`,
    `UPDATE shared_recipes SET upvotes_count = v.up, downvotes_count = v.down, net_votes = v.up - v.down
      FROM (SELECT shared_recipe_id AS id, sum(vote_type = 'upvote') AS up, sum(vote_type = 'downvote') AS down FROM recipe_votes GROUP BY shared_recipe_id) v WHERE v.id = shared_recipes.id`,
    `UPDATE shared_recipes SET ratings_count = v.n, ratings_sum = v.s
      FROM (SELECT shared_recipe_id AS id, count(*) AS n, sum(rating) AS s FROM recipe_ratings GROUP BY shared_recipe_id) v WHERE v.id = shared_recipes.id`,
    `UPDATE shared_recipes SET views_count = v.n FROM (SELECT shared_recipe_id AS id, count(*) AS n FROM recipe_views GROUP BY shared_recipe_id) v WHERE v.id = shared_recipes.id`,
    // core/kernel/trending.ts, in SQL: (net + views / 20 + 1) / (hours since shared + 2) ^ 1.5.
    `UPDATE shared_recipes SET trending_score = (net_votes + views_count / 20.0 + 1) / pow(max(0, (julianday('${at}') - julianday(shared_at)) * 24) + 2, 1.5)`,
    `INSERT INTO user_stats (user_id, recipes_created, recipes_shared, upvotes_received, downvotes_received, last_recipe_at)
      SELECT r.user_id, count(*), (SELECT count(*) FROM shared_recipes s WHERE s.user_id = r.user_id),
        coalesce((SELECT sum(upvotes_count) FROM shared_recipes s WHERE s.user_id = r.user_id), 0),
        coalesce((SELECT sum(downvotes_count) FROM shared_recipes s WHERE s.user_id = r.user_id), 0), max(r.created_at)
      FROM recipes r GROUP BY r.user_id`,
    `DELETE FROM rank_counts`,
    `INSERT INTO rank_counts (scope, level, prefix, n)
      SELECT -1, k, score >> k, count(*) FROM user_stats, rank_levels WHERE k <= 31 AND recipes_created > 0 GROUP BY k, score >> k`,
    `INSERT INTO rank_counts (scope, level, prefix, n)
      SELECT score, k, rank_key >> k, count(*) FROM user_stats, rank_levels WHERE recipes_created > 0 GROUP BY score, k, rank_key >> k`,
    `INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES ('${reader}', 'monthly', 'active', '${at}')`,
    `INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES ('${opts.tokenHashes.reader}', '${reader}', '${expires}', '${at}')`,
    `INSERT INTO sessions (token_hash, user_id, expires_at, created_at)
      SELECT '${opts.tokenHashes.top}', user_id, '${expires}', '${at}' FROM user_stats WHERE recipes_created > 0
      ORDER BY score DESC, recipes_created DESC, last_recipe_at DESC, user_id LIMIT 1 OFFSET 49`,
    `${numbers(21)} INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_id, recipe_title, servings, created_at, updated_at)
      SELECT 'scale-meal-' || i, '${reader}', date('${at}', '+' || (i / 3) || ' days'), json_extract('["breakfast","lunch","dinner"]', '$[' || (i % 3) || ']'),
        NULL, 'Planned dish ' || i, 2, '${at}', '${at}' FROM n`,
    `${numbers(40)} INSERT INTO shopping_items (id, owner_id, name, name_key, dimension, quantity, unit, category, is_purchased, recipes, sources, created_at, updated_at)
      SELECT 'scale-shop-' || i, '${reader}', 'Item ' || i, 'item ' || i, 'none', NULL, NULL, 'other', i % 5 = 0, '[]', '[]', '${at}', '${at}' FROM n`,
    ...opts.triggers,
  ];
}
