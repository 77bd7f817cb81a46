import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readerIndex, scaleSeedStatements, scaleSize, userIdOf } from '../../scripts/bench/scale-seed';

/**
 * The generator of `npm run bench:scale` (scripts/bench/scale-seed.ts) at a twentieth of 1x, run
 * through D1 itself: the counts it promises, and every counter equal to the rows it counts, as
 * the app keeps them (votes, ratings and views on shared_recipes; user_stats; rank_counts).
 */

const SCALE = 0.05;
const one = async <T>(sql: string) => (await env.DB.prepare(sql).first<T>())!;

describe('the scale bench seed', () => {
  it('writes the promised rows with every counter equal to its events, and puts the triggers back', async () => {
    const triggers = (await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger'").all<{ sql: string }>()).results.map((t) => t.sql);
    // The rank counts' five (migrations/0018) and the feed card's seven (migrations/0019).
    expect(triggers.length).toBe(12);
    const statements = scaleSeedStatements({ scale: SCALE, now: new Date('2026-12-01T12:00:00.000Z'), triggers, tokenHashes: { reader: 'a'.repeat(64), top: 'b'.repeat(64) } });
    for (const statement of statements) await env.DB.prepare(statement).run();
    const size = scaleSize(SCALE);
    expect(size).toEqual({ users: 100, recipes: 500, votes: 2500, ratings: 1000, reviews: 250, views: 2000 });

    const counts = await one<Record<string, number>>(`SELECT
      (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM recipes) AS recipes, (SELECT count(*) FROM shared_recipes) AS shared,
      (SELECT count(*) FROM recipe_votes) AS votes, (SELECT count(*) FROM recipe_ratings) AS ratings,
      (SELECT count(*) FROM recipe_reviews) AS reviews, (SELECT count(*) FROM recipe_views) AS views,
      (SELECT count(*) FROM sqlite_master WHERE type = 'trigger') AS triggers`);
    expect(counts).toEqual({ users: 100, recipes: 500, shared: 500, votes: 2500, ratings: 1000, reviews: 250, views: 2000, triggers: 12 });

    // Nobody votes, rates, reviews or views their own recipe.
    const own = await one<{ n: number }>(`SELECT
      (SELECT count(*) FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE v.user_id = s.user_id)
      + (SELECT count(*) FROM recipe_ratings v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE v.user_id = s.user_id)
      + (SELECT count(*) FROM recipe_reviews v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE v.user_id = s.user_id) AS n`);
    expect(own.n).toBe(0);

    const badShared = await one<{ n: number }>(`SELECT count(*) AS n FROM shared_recipes s WHERE
      upvotes_count <> (SELECT count(*) FROM recipe_votes v WHERE v.shared_recipe_id = s.id AND vote_type = 'upvote')
      OR downvotes_count <> (SELECT count(*) FROM recipe_votes v WHERE v.shared_recipe_id = s.id AND vote_type = 'downvote')
      OR net_votes <> upvotes_count - downvotes_count
      OR ratings_count <> (SELECT count(*) FROM recipe_ratings r WHERE r.shared_recipe_id = s.id)
      OR ratings_sum <> (SELECT coalesce(sum(rating), 0) FROM recipe_ratings r WHERE r.shared_recipe_id = s.id)
      OR views_count <> (SELECT count(*) FROM recipe_views w WHERE w.shared_recipe_id = s.id)`);
    expect(badShared.n).toBe(0);

    // Each card's creator and ingredients as the triggers of migrations/0019_feed_card_creator.sql keep them.
    const cards = await one<{ bad: number; named: number; hidden: number }>(`SELECT
      sum(s.creator_name IS NOT (CASE WHEN st.show_real_name = 1 AND trim(u.name) <> '' THEN u.name END)
        OR s.creator_avatar IS NOT (CASE WHEN st.show_real_name = 1 AND trim(u.name) <> '' THEN u.picture END)
        OR s.ingredients IS NOT r.ingredients) AS bad,
      sum(s.creator_name IS NOT NULL) AS named, sum(s.creator_name IS NULL) AS hidden
      FROM shared_recipes s JOIN users u ON u.id = s.user_id JOIN recipes r ON r.id = s.recipe_id LEFT JOIN user_settings st ON st.user_id = s.user_id`);
    expect(cards.bad).toBe(0);
    expect(cards.named).toBeGreaterThan(0);
    expect(cards.hidden).toBeGreaterThan(0);

    const badStats = await one<{ n: number; ranked: number }>(`SELECT
      (SELECT count(*) FROM user_stats u WHERE
        recipes_created <> (SELECT count(*) FROM recipes r WHERE r.user_id = u.user_id)
        OR last_recipe_at IS NOT (SELECT max(created_at) FROM recipes r WHERE r.user_id = u.user_id)
        OR recipes_shared <> (SELECT count(*) FROM shared_recipes s WHERE s.user_id = u.user_id)
        OR upvotes_received <> (SELECT count(*) FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE s.user_id = u.user_id AND vote_type = 'upvote')
        OR downvotes_received <> (SELECT count(*) FROM recipe_votes v JOIN shared_recipes s ON s.id = v.shared_recipe_id WHERE s.user_id = u.user_id AND vote_type = 'downvote'))
      + (SELECT count(DISTINCT user_id) FROM recipes WHERE user_id NOT IN (SELECT user_id FROM user_stats)) AS n,
      (SELECT count(*) FROM user_stats WHERE recipes_created > 0) AS ranked`);
    expect(badStats).toMatchObject({ n: 0 });
    expect(badStats.ranked).toBeGreaterThan(50);

    const recount = `SELECT -1 AS scope, k AS level, score >> k AS prefix, count(*) AS n FROM user_stats, rank_levels WHERE k <= 31 AND recipes_created > 0 GROUP BY k, score >> k
      UNION ALL SELECT score, k, rank_key >> k, count(*) FROM user_stats, rank_levels WHERE recipes_created > 0 GROUP BY score, k, rank_key >> k`;
    const badCounts = await one<{ n: number }>(`SELECT
      (SELECT count(*) FROM (SELECT * FROM (${recount}) EXCEPT SELECT scope, level, prefix, n FROM rank_counts))
      + (SELECT count(*) FROM (SELECT scope, level, prefix, n FROM rank_counts EXCEPT SELECT * FROM (${recount}))) AS n`);
    expect(badCounts.n).toBe(0);

    // The reader (a Pro cook with a kitchen) and the 50th-ranked cook have sessions.
    const reader = userIdOf(readerIndex(size));
    const sessions = await env.DB.prepare('SELECT user_id FROM sessions ORDER BY token_hash').all<{ user_id: string }>();
    expect(sessions.results.map((s) => s.user_id)[0]).toBe(reader);
    expect(sessions.results).toHaveLength(2);
    const kitchen = await one<Record<string, number>>(`SELECT (SELECT count(*) FROM meal_plans WHERE owner_id = '${reader}') AS meals,
      (SELECT count(*) FROM shopping_items WHERE owner_id = '${reader}') AS items, (SELECT count(*) FROM subscriptions WHERE user_id = '${reader}' AND plan_type = 'monthly') AS pro`);
    expect(kitchen).toEqual({ meals: 21, items: 40, pro: 1 });
  }, 60_000);
});
