import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, share, stats } from './test-helpers';
import { signIn } from '../../test/helpers';

const voteOn = (id: string, cookie: string, vote_type: string) =>
  apiFetch(`/discover/${id}/vote`, { cookie, json: { vote_type } });

describe('POST /api/discover/{id}/vote', () => {
  it('permission matrix: signed out 401, free 403, own recipe 403, unknown 404, bad body 400', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const free = await signIn({ planType: 'free' });
    const pro = await signIn({ planType: 'yearly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    expect((await apiFetch(`/discover/${id}/vote`, { json: { vote_type: 'upvote' } })).status).toBe(401);
    const freeRes = await voteOn(id, free.cookie, 'upvote');
    expect(freeRes.status).toBe(403);
    expect(await freeRes.json()).toMatchObject({ code: 'plan_required' });
    const own = await voteOn(id, owner.cookie, 'upvote');
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ code: 'forbidden' });
    expect((await voteOn('nope', pro.cookie, 'upvote')).status).toBe(404);
    expect((await voteOn(id, pro.cookie, 'sideways')).status).toBe(400);
    expect((await voteOn(id, pro.cookie, 'upvote')).status).toBe(200);
  });

  it('toggles: added, removed, changed, with the counts and the creator stats in step', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const voter = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const steps: Array<[string, Record<string, unknown>, [number, number]]> = [
      ['upvote', { action: 'added', upvotes_count: 1, downvotes_count: 0, user_vote: 'upvote' }, [1, 0]],
      ['upvote', { action: 'removed', upvotes_count: 0, downvotes_count: 0, user_vote: null }, [0, 0]],
      ['downvote', { action: 'added', upvotes_count: 0, downvotes_count: 1, user_vote: 'downvote' }, [0, 1]],
      ['upvote', { action: 'changed', upvotes_count: 1, downvotes_count: 0, user_vote: 'upvote' }, [1, 0]],
      ['downvote', { action: 'changed', upvotes_count: 0, downvotes_count: 1, user_vote: 'downvote' }, [0, 1]],
      ['downvote', { action: 'removed', upvotes_count: 0, downvotes_count: 0, user_vote: null }, [0, 0]],
    ];
    for (const [type, expected, [up, down]] of steps) {
      const res = await voteOn(id, voter.cookie, type);
      expect(await res.json()).toEqual(expected);
      expect(await stats(owner.userId)).toMatchObject({ upvotes_received: up, downvotes_received: down });
      const row = await env.DB.prepare('SELECT net_votes, trending_score FROM shared_recipes WHERE id = ?1').bind(id).first<{ net_votes: number; trending_score: number }>();
      expect(row?.net_votes).toBe(up - down);
      expect(row?.trending_score).toBeCloseTo((up - down + 1) / Math.pow(2, 1.5), 3);
    }
    await voteOn(id, voter.cookie, 'upvote');
    const detail = await (await apiFetch(`/discover/${id}`, { cookie: voter.cookie })).json();
    expect(detail).toMatchObject({ upvotes_count: 1, user_vote: 'upvote' });
  });

  it('30 users upvoting in parallel give exactly 30, and 30 upvotes received', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const voters = [];
    for (let i = 0; i < 30; i++) voters.push(await signIn({ planType: 'monthly' }));
    const answers = await Promise.all(voters.map((v) => voteOn(id, v.cookie, 'upvote')));
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(200));
    const row = await env.DB.prepare('SELECT upvotes_count, downvotes_count, net_votes FROM shared_recipes WHERE id = ?1').bind(id).first();
    expect(row).toEqual({ upvotes_count: 30, downvotes_count: 0, net_votes: 30 });
    expect((await stats(owner.userId))?.upvotes_received).toBe(30);
    const votes = await env.DB.prepare('SELECT count(*) AS n FROM recipe_votes WHERE shared_recipe_id = ?1').bind(id).first<{ n: number }>();
    expect(votes?.n).toBe(30);
  }, 30_000); // 31 sequential Pro sign-ins (each a simulated subscription through billing's handler)

  it('one user voting many times in parallel keeps the counts equal to the stored votes', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const voter = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    await Promise.all(Array.from({ length: 9 }, (_, i) => voteOn(id, voter.cookie, i % 2 ? 'downvote' : 'upvote')));
    const row = await env.DB.prepare('SELECT upvotes_count AS up, downvotes_count AS down FROM shared_recipes WHERE id = ?1').bind(id).first<{ up: number; down: number }>();
    const stored = await env.DB.prepare(
      "SELECT sum(vote_type = 'upvote') AS up, sum(vote_type = 'downvote') AS down FROM recipe_votes WHERE shared_recipe_id = ?1",
    ).bind(id).first<{ up: number | null; down: number | null }>();
    expect(row).toEqual({ up: stored?.up ?? 0, down: stored?.down ?? 0 });
    expect((row?.up ?? 0) + (row?.down ?? 0)).toBeLessThanOrEqual(1);
    expect(await stats(owner.userId)).toMatchObject({ upvotes_received: row?.up, downvotes_received: row?.down });
  });
});
