import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { apiFetch, signIn } from '../../test/helpers';
import { leaderboardQuery, rankAboveQuery } from './leaderboard.service';
import { leaderboardChangedPrepared } from './leaderboard-test-helpers';

// Direct writes stand in for the events; like the events they mark the stored top list stale.

async function setStats(userId: string, created: number, shared: number, up: number, down: number, last: string | null) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO user_stats (user_id, recipes_created, recipes_shared, upvotes_received, downvotes_received, last_recipe_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (user_id) DO UPDATE SET recipes_created = ?2, recipes_shared = ?3, upvotes_received = ?4,
         downvotes_received = ?5, last_recipe_at = ?6`,
    ).bind(userId, created, shared, up, down, last),
    leaderboardChangedPrepared(env.DB),
  ]);
}

async function showRealName(userId: string, show: boolean, picture: string) {
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET picture = ?1 WHERE id = ?2').bind(picture, userId),
    env.DB.prepare(
      `INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?1, ?2, '2026-01-01T00:00:00Z')
       ON CONFLICT (user_id) DO UPDATE SET show_real_name = excluded.show_real_name`,
    ).bind(userId, show ? 1 : 0),
    leaderboardChangedPrepared(env.DB),
  ]);
}

type Row = { rank_position: number; display_name: string; profile_picture_url: string | null; total_recipes: number; leaderboard_score: number; last_recipe_at: string | null; is_me: boolean };

describe('GET /api/leaderboard and /api/leaderboard/my-rank', () => {
  it('signed out 401; free and Pro users may read both', async () => {
    expect((await apiFetch('/leaderboard')).status).toBe(401);
    expect((await apiFetch('/leaderboard/my-rank')).status).toBe(401);
    for (const planType of ['free', 'monthly'] as const) {
      const u = await signIn({ planType });
      expect((await apiFetch('/leaderboard', { cookie: u.cookie })).status).toBe(200);
      expect(await (await apiFetch('/leaderboard/my-rank', { cookie: u.cookie })).json()).toEqual({ rank: null, total_recipes: 0, score: 0 });
    }
  });

  it('orders by score, recipes, latest recipe; hides names and avatars unless shown; skips users without recipes', async () => {
    const champ = await signIn({ name: 'Champion Cook' });
    const tieNewer = await signIn({ name: 'Tie Newer' });
    const tieOlder = await signIn({ name: 'Tie Older' });
    const moreRecipes = await signIn({ name: 'More Recipes' });
    const negative = await signIn({ name: 'Many Downvotes' });
    const none = await signIn({ name: 'No Recipes' });
    await setStats(champ.userId, 2, 2, 10, 0, '2026-01-01T00:00:00Z'); // 20 + 30 + 50 = 100
    await setStats(moreRecipes.userId, 4, 0, 0, 0, '2026-01-01T00:00:00Z'); // 40
    await setStats(tieNewer.userId, 2, 0, 4, 10, '2026-02-01T00:00:00Z'); // 20 + 20 - 20 = 20
    await setStats(tieOlder.userId, 2, 0, 4, 10, '2026-01-15T00:00:00Z'); // 20
    await setStats(negative.userId, 1, 0, 0, 100, '2026-03-01T00:00:00Z'); // floored at 0
    await setStats(none.userId, 0, 3, 50, 0, null);
    await showRealName(champ.userId, true, 'https://example.com/champ.png');
    await showRealName(tieNewer.userId, false, 'https://example.com/secret.png');

    const { leaderboard } = await (await apiFetch('/leaderboard', { cookie: tieOlder.cookie })).json<{ leaderboard: Row[] }>();
    expect(leaderboard.map((r) => [r.rank_position, r.leaderboard_score])).toEqual([[1, 100], [2, 40], [3, 20], [4, 20], [5, 0]]);
    // Rows carry no user id (docs/decisions/014-hardening.md): each user finds their own row by is_me.
    for (const [u, rank] of [[champ, 1], [moreRecipes, 2], [tieNewer, 3], [tieOlder, 4], [negative, 5]] as const) {
      const own = await (await apiFetch('/leaderboard', { cookie: u.cookie })).json<{ leaderboard: Row[] }>();
      expect(own.leaderboard.filter((r) => r.is_me).map((r) => r.rank_position)).toEqual([rank]);
    }
    expect(leaderboard[0]).toMatchObject({ display_name: 'Champion Cook', profile_picture_url: 'https://example.com/champ.png', total_recipes: 2, last_recipe_at: '2026-01-01T00:00:00Z', is_me: false });
    for (const row of leaderboard.slice(1)) expect(row).toMatchObject({ display_name: 'Anonymous', profile_picture_url: null });
    expect(leaderboard[3]?.is_me).toBe(true);
    const text = JSON.stringify(leaderboard);
    for (const hidden of ['Tie Newer', 'Tie Older', 'More Recipes', 'secret.png', 'No Recipes']) expect(text).not.toContain(hidden);

    expect(await (await apiFetch('/leaderboard/my-rank', { cookie: tieOlder.cookie })).json()).toEqual({ rank: 4, total_recipes: 2, score: 20 });
    expect(await (await apiFetch('/leaderboard/my-rank', { cookie: champ.cookie })).json()).toEqual({ rank: 1, total_recipes: 2, score: 100 });
    expect(await (await apiFetch('/leaderboard/my-rank', { cookie: negative.cookie })).json()).toEqual({ rank: 5, total_recipes: 1, score: 0 });
    expect(await (await apiFetch('/leaderboard/my-rank', { cookie: none.cookie })).json()).toEqual({ rank: null, total_recipes: 0, score: 295 });
  });

  it('exact ties fall back to the user id, in the list and in my-rank alike', async () => {
    const a = await signIn();
    const b = await signIn();
    const at = '2030-01-01T00:00:00Z';
    await setStats(a.userId, 50, 0, 0, 0, at);
    await setStats(b.userId, 50, 0, 0, 0, at);
    const { leaderboard } = await (await apiFetch('/leaderboard', { cookie: a.cookie })).json<{ leaderboard: Row[] }>();
    const [first] = [a.userId, b.userId].sort();
    expect(leaderboard.find((r) => r.is_me)?.rank_position).toBe(first === a.userId ? 1 : 2);
    const rankOf = async (u: typeof a) => (await (await apiFetch('/leaderboard/my-rank', { cookie: u.cookie })).json<{ rank: number }>()).rank;
    expect(await rankOf(first === a.userId ? a : b)).toBe(1);
    expect(await rankOf(first === a.userId ? b : a)).toBe(2);
  });

  it('both queries are served by the rank index', async () => {
    const db = createDb(env.DB);
    const listQuery = leaderboardQuery(db, 100).toSQL();
    const list = await env.DB.prepare(`EXPLAIN QUERY PLAN ${listQuery.sql}`).bind(...listQuery.params).all<{ detail: string }>();
    const listPlan = list.results.map((r) => r.detail).join(' | ');
    expect(listPlan).toMatch(/SCAN s USING INDEX user_stats_rank_idx/);
    expect(listPlan).not.toMatch(/SCAN s(?! USING)/);
    const rankQuery = rankAboveQuery(db, { score: 10, rank_key: 0, recipes_created: 1, last_recipe_at: 'x' }, 'u').toSQL();
    const rank = await env.DB.prepare(`EXPLAIN QUERY PLAN ${rankQuery.sql}`).bind(...rankQuery.params).all<{ detail: string }>();
    const rankPlan = rank.results.map((r) => r.detail);
    // The reader's row by key, the peers by the rank-key index, the counts by primary key; only the levels view is scanned.
    expect(rankPlan.filter((d) => /user_stats|peer|rank_counts/.test(d)).every((d) => d.startsWith('SEARCH') && /INDEX|PRIMARY KEY/.test(d)), rankPlan.join(' | ')).toBe(true);
    expect(rankPlan.join(' | ')).toMatch(/user_stats_rank_key_idx/);
  });
});
