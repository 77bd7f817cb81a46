import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb } from '../../db/client';
import { meterD1 } from '../../lib/rows-read-meter';
import { getMyRank, leaderboardChangedStatement, votesReceivedStatements } from './leaderboard.service';

/**
 * The rank from the prefix counts (docs/decisions/081-rank-at-scale.md): rank_counts kept by the
 * triggers of migrations/0018_rank_counts.sql whichever statement moves a cook's sort key, and
 * every rank equal to a full count, in bounded reads.
 */

const NOW = new Date('2026-12-01T12:00:00.000Z');
let serial = 0;

async function cooks(n: number, tag: string): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `rank-${tag}-${serial++}-${String(i).padStart(3, '0')}`);
  await env.DB.batch(ids.map((id) => env.DB.prepare("INSERT INTO users (id, email, created_at) VALUES (?1, ?1 || '@t.test', '2026-01-01T00:00:00.000Z')").bind(id)));
  return ids;
}

async function addRecipe(userId: string, createdAt: string): Promise<string> {
  const id = `rank-r-${serial++}`;
  await env.DB.prepare(
    `INSERT INTO recipes (id, user_id, title, cuisine, cooking_method, prep_time, cook_time, servings, difficulty,
       ingredients, instructions, language, generation_type, recipe_type, provider, created_at)
     VALUES (?1, ?2, 'Dish', 'italian', 'baking', 10, 20, 2, 'easy', '- egg', '1. Cook', 'en', 'prompt', 'quick', 'offline', ?3)`,
  )
    .bind(id, userId, createdAt)
    .run();
  return id;
}

/** A vote's counter statements, as vote.service.ts runs them (with the stale mark), in one batch. */
async function vote(creatorId: string, up: number, down: number) {
  const db = createDb(env.DB);
  await db.batch([...votesReceivedStatements(db, creatorId, sql`${up}`, sql`${down}`), leaderboardChangedStatement(db)]);
}

/** Every ranked cook's rank by a full sort (docs/product.md order; user id breaks exact ties). */
async function bruteRanks(): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT user_id FROM user_stats WHERE recipes_created > 0
     ORDER BY score DESC, recipes_created DESC, last_recipe_at DESC, user_id`,
  ).all<{ user_id: string }>();
  return new Map(results.map((r, i) => [r.user_id, i + 1]));
}

/** rank_counts rows that differ from a recount of user_stats (none when the triggers kept step). */
async function countsOutOfStep(): Promise<unknown[]> {
  const recount = `SELECT -1 AS scope, k AS level, score >> k AS prefix, count(*) AS n FROM user_stats, rank_levels WHERE k <= 31 AND recipes_created > 0 GROUP BY k, score >> k
    UNION ALL SELECT score, k, rank_key >> k, count(*) FROM user_stats, rank_levels WHERE recipes_created > 0 GROUP BY score, k, rank_key >> k`;
  const { results } = await env.DB.prepare(
    `SELECT * FROM (SELECT * FROM (${recount}) EXCEPT SELECT scope, level, prefix, n FROM rank_counts)
     UNION ALL SELECT * FROM (SELECT scope, level, prefix, n FROM rank_counts EXCEPT SELECT * FROM (${recount}))`,
  ).all();
  return results;
}

async function expectRanksExact(ids: string[]) {
  expect(await countsOutOfStep()).toEqual([]);
  const brute = await bruteRanks();
  const db = createDb(env.DB);
  const got = new Map<string, number | null>();
  for (const id of ids) got.set(id, (await getMyRank({ db, now: NOW }, id)).rank);
  expect(Object.fromEntries(got)).toEqual(Object.fromEntries(ids.map((id) => [id, brute.get(id) ?? null])));
}

/** mulberry32 */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the rank from prefix counts', () => {
  it('ties: same score, recipes and second ordered by the milliseconds, then by user id; an older recipe after', async () => {
    const [a, b, c, d, e] = await cooks(5, 'tie');
    await addRecipe(a!, '2026-03-01T10:00:00.100Z');
    await addRecipe(b!, '2026-03-01T10:00:00.900Z');
    await addRecipe(c!, '2026-03-01T10:00:00.500Z');
    await addRecipe(d!, '2026-03-01T10:00:00.500Z');
    await addRecipe(e!, '2026-02-01T10:00:00.000Z');
    const db = createDb(env.DB);
    const ranks = await Promise.all([b, c, d, a, e].map(async (id) => (await getMyRank({ db, now: NOW }, id!)).rank));
    expect(ranks).toEqual([1, 2, 3, 4, 5]);
    await expectRanksExact([a!, b!, c!, d!, e!]);
  });

  it('changes and deletions: a vote, a second recipe, a deleted recipe and a deleted account move the ranks', async () => {
    const [a, b, c] = await cooks(3, 'chg');
    const ra = await addRecipe(a!, '2026-03-01T10:00:00.000Z');
    await addRecipe(b!, '2026-03-02T10:00:00.000Z');
    await addRecipe(c!, '2026-03-03T10:00:00.000Z');
    await expectRanksExact([a!, b!, c!]); // c, b, a by the latest recipe
    await vote(a!, 1, 0);
    await expectRanksExact([a!, b!, c!]); // a first: 15 points
    const rb = await addRecipe(b!, '2026-03-04T10:00:00.000Z');
    await expectRanksExact([a!, b!, c!]); // b first: 20 points
    await env.DB.prepare('DELETE FROM recipes WHERE id = ?1').bind(rb).run();
    const stats = await env.DB.prepare('SELECT recipes_created, last_recipe_at FROM user_stats WHERE user_id = ?1').bind(b).first();
    expect(stats).toEqual({ recipes_created: 1, last_recipe_at: '2026-03-02T10:00:00.000Z' });
    await expectRanksExact([a!, b!, c!]);
    await env.DB.prepare('DELETE FROM recipes WHERE id = ?1').bind(ra).run();
    expect((await getMyRank({ db: createDb(env.DB), now: NOW }, a!)).rank).toBeNull();
    await env.DB.prepare('DELETE FROM users WHERE id = ?1').bind(c).run();
    await expectRanksExact([a!, b!]);
    expect((await getMyRank({ db: createDb(env.DB), now: NOW }, b!)).rank).toBe(1);
  });

  it('concurrent votes on a few cooks keep the counts and every rank exact', async () => {
    const ids = await cooks(12, 'conc');
    for (const [i, id] of ids.entries()) await addRecipe(id, `2026-04-0${1 + (i % 3)}T08:00:0${i % 10}.000Z`);
    await Promise.all(Array.from({ length: 60 }, (_, i) => vote(ids[i % 4]!, i % 3 ? 1 : 0, i % 3 ? 0 : 1)));
    await expectRanksExact(ids);
  });

  it('random events: every cook rank equals the full count (property)', async () => {
    const rand = prng(36);
    const ids = await cooks(30, 'prop');
    const recipes: Array<{ id: string; owner: string }> = [];
    const at = () => `2026-0${1 + Math.floor(rand() * 3)}-1${Math.floor(rand() * 2)}T09:00:0${Math.floor(rand() * 3)}.${String(Math.floor(rand() * 4) * 250).padStart(3, '0')}Z`;
    for (let step = 0; step < 220; step++) {
      const who = ids[Math.floor(rand() * ids.length)]!;
      const roll = rand();
      if (roll < 0.35) recipes.push({ id: await addRecipe(who, at()), owner: who });
      else if (roll < 0.45 && recipes.length) {
        const [gone] = recipes.splice(Math.floor(rand() * recipes.length), 1);
        await env.DB.prepare('DELETE FROM recipes WHERE id = ?1').bind(gone!.id).run();
      } else if (roll < 0.55) await env.DB.prepare('UPDATE user_stats SET recipes_shared = recipes_shared + 1 WHERE user_id = ?1').bind(who).run();
      else if (roll < 0.85) await vote(who, rand() < 0.7 ? 1 : 0, rand() < 0.3 ? 1 : 0);
      else await vote(who, rand() < 0.5 ? -1 : 0, 0);
      if (step % 55 === 54) await expectRanksExact(ids);
    }
    await expectRanksExact(ids);
  }, 60_000);

  it('reads at most 60 rows for any cook among 3,000, whatever their rank', async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2999)
       INSERT INTO users (id, email, created_at) SELECT printf('rank-big-%04d', i), printf('rank-big-%04d@t.test', i), '2026-01-01T00:00:00.000Z' FROM n`,
    ).run();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2999)
       INSERT INTO user_stats (user_id, recipes_created, recipes_shared, upvotes_received, downvotes_received, last_recipe_at)
       SELECT printf('rank-big-%04d', i), 1 + i % 4, i % 3, (i * 7919) % 50, (i * 31) % 7, printf('2026-05-%02dT10:%02d:00.000Z', 1 + i % 28, i % 60) FROM n`,
    ).run();
    const brute = await bruteRanks();
    for (const i of [0, 1, 7, 999, 1500, 2998, 2999]) {
      const id = `rank-big-${String(i).padStart(4, '0')}`;
      const meter = meterD1(env.DB);
      const { rank } = await getMyRank({ db: createDb(meter.db), now: NOW }, id);
      expect(rank).toBe(brute.get(id));
      expect(meter.rowsRead(), id).toBeLessThanOrEqual(60);
    }
    expect(await countsOutOfStep()).toEqual([]);
  }, 60_000);
});
