import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { meterD1 } from '../../lib/rows-read-meter';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { generate } from '../recipes/creator-test-helpers';
import { rebuildSnapshot, SNAPSHOT_MAX_AGE_MS } from './leaderboard-snapshot.service';
import { getLeaderboard, getMyRank } from './leaderboard.service';
import { leaderboardChangedPrepared } from './leaderboard-test-helpers';

type Row = { rank_position: number; display_name: string; profile_picture_url: string | null; total_recipes: number; leaderboard_score: number; is_me: boolean };

async function board(cookie: string): Promise<Row[]> {
  const res = await apiFetch('/leaderboard', { cookie });
  expect(res.status).toBe(200);
  return (await res.json<{ leaderboard: Row[] }>()).leaderboard;
}

/** The reader's own row: rows carry no user id (docs/decisions/014-hardening.md), `is_me` marks the reader's. */
async function rowOf(user: { cookie: string }): Promise<Row | undefined> {
  return (await board(user.cookie)).find((r) => r.is_me);
}

async function snapshotRow() {
  return env.DB.prepare('SELECT version, built_version, payload, computed_at FROM leaderboard_snapshot WHERE id = 1').first<{
    version: number;
    built_version: number | null;
    payload: string | null;
    computed_at: string | null;
  }>();
}

async function createRecipe(u: SignedIn): Promise<string> {
  const res = await generate(u.cookie);
  expect(res.status).toBe(200);
  return String((await res.json<{ recipe: { id: string } }>()).recipe.id);
}

/** Rows read by one service call, through the same meter `npm run bench` uses. */
async function rowsReadBy<T>(call: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<{ rows: number; value: T }> {
  const meter = meterD1(env.DB);
  const value = await call(createDb(meter.db));
  return { rows: meter.rowsRead(), value };
}

/**
 * Writes user_stats behind the services' back: the triggers of migrations/0018_rank_counts.sql mark
 * the list stale on any change of the counters, so the mark is undone to stand for a change that
 * sends no event (a profile name refreshed at sign-in); the stored list does not move.
 */
async function silentScore(userId: string, recipes: number) {
  await env.DB.batch([
    env.DB.prepare('UPDATE user_stats SET recipes_created = ?2 WHERE user_id = ?1').bind(userId, recipes),
    env.DB.prepare('UPDATE leaderboard_snapshot SET version = built_version WHERE id = 1'),
  ]);
}

describe('leaderboard snapshot', () => {
  it('is built once, then served from its one row (1 row read; my-rank 2 rows)', async () => {
    const cook = await signIn({ planType: 'monthly', name: 'Snapshot Cook' });
    await createRecipe(cook);
    expect((await rowOf(cook))?.is_me).toBe(true);
    const stored = await snapshotRow();
    expect(stored?.built_version).toBe(stored?.version);
    expect(JSON.parse(stored?.payload ?? '[]')).toContainEqual(expect.objectContaining({ user_id: cook.userId, total_recipes: 1 }));
    expect(stored?.payload).not.toContain('is_me');

    const now = new Date();
    const list = await rowsReadBy((db) => getLeaderboard({ db, now }, cook.userId));
    expect(list.rows).toBe(1);
    expect(list.value.leaderboard.find((r) => r.is_me)).toMatchObject({ total_recipes: 1, is_me: true });
    const rank = await rowsReadBy((db) => getMyRank({ db, now }, cook.userId));
    expect(rank.rows).toBe(2);
    expect(rank.value).toMatchObject({ total_recipes: 1, score: 10 });

    // Proof that the list comes from the row: a change without an event is not seen ...
    await silentScore(cook.userId, 7);
    expect((await rowOf(cook))?.total_recipes).toBe(1);
    // ... until the max age passes.
    const later = new Date(Date.now() + SNAPSHOT_MAX_AGE_MS + 1000);
    const aged = await getLeaderboard({ db: createDb(env.DB), now: later }, cook.userId);
    expect(aged.leaderboard.find((r) => r.is_me)?.total_recipes).toBe(7);
  });

  it('a recipe created through POST /api/generate-recipe shows on the next read', async () => {
    const cook = await signIn({ planType: 'monthly' });
    await createRecipe(cook);
    expect(await rowOf(cook)).toMatchObject({ total_recipes: 1, leaderboard_score: 10 });
    const before = await snapshotRow();
    await createRecipe(cook);
    expect((await snapshotRow())?.version).toBe((before?.version ?? 0) + 1);
    expect(await rowOf(cook)).toMatchObject({ total_recipes: 2, leaderboard_score: 20 });
  });

  it('share, unshare and votes show on the next read', async () => {
    const cook = await signIn({ planType: 'monthly' });
    const voter = await signIn({ planType: 'monthly' });
    const recipeId = await createRecipe(cook);
    expect((await rowOf(cook))?.leaderboard_score).toBe(10);

    const shared = await apiFetch(`/recipes/${recipeId}/share`, { cookie: cook.cookie, json: {} });
    expect(shared.status).toBe(200);
    const { shared_recipe_id } = await shared.json<{ shared_recipe_id: string }>();
    expect((await rowOf(cook))?.leaderboard_score).toBe(25);

    expect((await apiFetch(`/discover/${shared_recipe_id}/vote`, { cookie: voter.cookie, json: { vote_type: 'upvote' } })).status).toBe(200);
    expect((await rowOf(cook))?.leaderboard_score).toBe(30);
    expect((await apiFetch(`/discover/${shared_recipe_id}/vote`, { cookie: voter.cookie, json: { vote_type: 'downvote' } })).status).toBe(200);
    expect((await rowOf(cook))?.leaderboard_score).toBe(23);

    expect((await apiFetch(`/recipes/${recipeId}/share`, { method: 'DELETE', cookie: cook.cookie })).status).toBe(200);
    expect((await rowOf(cook))?.leaderboard_score).toBe(10);
  });

  it('the name setting shows and hides the name and avatar on the next read', async () => {
    const cook = await signIn({ planType: 'monthly', name: 'Visible Vera' });
    await env.DB.prepare('UPDATE users SET picture = ?1 WHERE id = ?2').bind('https://example.com/vera.png', cook.userId).run();
    await createRecipe(cook);
    expect(await rowOf(cook)).toMatchObject({ display_name: 'Anonymous', profile_picture_url: null });
    expect(JSON.stringify(await board(cook.cookie))).not.toContain('Visible Vera');

    const on = await apiFetch('/leaderboard/settings', { cookie: cook.cookie, json: { show_real_name: true } });
    expect(on.status).toBe(200);
    expect(await rowOf(cook)).toMatchObject({ display_name: 'Visible Vera', profile_picture_url: 'https://example.com/vera.png' });

    expect((await apiFetch('/leaderboard/settings', { cookie: cook.cookie, json: { show_real_name: false } })).status).toBe(200);
    expect(await rowOf(cook)).toMatchObject({ display_name: 'Anonymous', profile_picture_url: null });
    const stored = await snapshotRow();
    expect(stored?.payload).not.toContain('Visible Vera');
    expect(stored?.payload).not.toContain('vera.png');
  });

  it('concurrent readers rebuilding at once are harmless and agree', async () => {
    const cook = await signIn({ planType: 'monthly' });
    await createRecipe(cook);
    const lists = await Promise.all([board(cook.cookie), board(cook.cookie), board(cook.cookie)]);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    const stored = await snapshotRow();
    expect(stored?.built_version).toBe(stored?.version);
    const score = (e: { display_name: string; leaderboard_score: number }) => [e.display_name, e.leaderboard_score];
    expect(JSON.parse(stored?.payload ?? '[]').map(score)).toEqual(lists[0]?.map(score));
  });

  it('an older build never replaces a newer one; a change during a build leaves the list stale', async () => {
    const cook = await signIn({ planType: 'monthly' });
    await createRecipe(cook);
    const db = createDb(env.DB);
    const now = new Date();
    await rebuildSnapshot({ db, now });
    const built = await snapshotRow();
    // An event lands after a build read version N: the stored list names N, the row N + 1.
    await env.DB.batch([leaderboardChangedPrepared(env.DB)]);
    const after = await snapshotRow();
    expect(after?.version).toBe((built?.version ?? 0) + 1);
    expect(after?.built_version).toBe(built?.version);
    // A late writer of an older version is ignored.
    await env.DB.prepare('UPDATE leaderboard_snapshot SET built_version = version').run();
    await env.DB.prepare(
      `INSERT INTO leaderboard_snapshot (id, version, built_version, payload, computed_at) VALUES (1, ?1, ?1, '[]', ?2)
       ON CONFLICT (id) DO UPDATE SET built_version = excluded.built_version, payload = excluded.payload, computed_at = excluded.computed_at
       WHERE coalesce(leaderboard_snapshot.built_version, -1) <= excluded.built_version`,
    )
      .bind(built?.version ?? 0, now.toISOString())
      .run();
    expect((await snapshotRow())?.payload).not.toBe('[]');
  });
});

describe('my-rank beyond the stored top 100', () => {
  it('answers the exact rank by count for a reader outside the list, from the list inside it', async () => {
    const low = await signIn({ planType: 'monthly' });
    const ids = Array.from({ length: 105 }, (_, i) => `lb-bulk-${String(i).padStart(3, '0')}`);
    await env.DB.batch([
      ...ids.map((id) =>
        env.DB.prepare(`INSERT INTO users (id, email, name, given_name, created_at) VALUES (?1, ?1 || '@t.test', 'Bulk', 'Bulk', '2026-01-01T00:00:00Z')`).bind(id),
      ),
      ...ids.map((id, i) =>
        env.DB.prepare(`INSERT INTO user_stats (user_id, recipes_created, last_recipe_at) VALUES (?1, ?2, '2026-01-01T00:00:00Z')`).bind(id, 1000 - i),
      ),
      leaderboardChangedPrepared(env.DB),
    ]);
    await createRecipe(low);
    const list = await board(low.cookie);
    expect(list).toHaveLength(100);
    expect(list.slice(0, 3).map((r) => r.total_recipes)).toEqual([1000, 999, 998]);
    expect(list.map((r) => r.rank_position)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(list.some((r) => r.is_me)).toBe(false);

    const { rank } = await (await apiFetch('/leaderboard/my-rank', { cookie: low.cookie })).json<{ rank: number }>();
    const above = await env.DB.prepare('SELECT count(*) AS n FROM user_stats WHERE recipes_created > 0 AND score > 10').first<{ n: number }>();
    // The newest of the score-10 cooks: exactly the higher scores are above.
    expect(rank).toBeGreaterThan(100);
    expect(rank).toBe((above?.n ?? 0) + 1);

    const now = new Date();
    const top = await rowsReadBy((db) => getMyRank({ db, now }, 'lb-bulk-001'));
    expect(top).toEqual({ rows: 2, value: { rank: 2, total_recipes: 999, score: 9990 } });
  });
});
