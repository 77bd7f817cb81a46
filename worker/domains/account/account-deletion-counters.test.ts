import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { insertRecipe, share } from '../community/test-helpers';

/**
 * Deleting a voter's account takes exactly their votes out of the counters they fed: each
 * creator's user_stats (up and down, floored at 0) and each shared recipe's counts; other
 * voters' votes stay counted. Rows named by email (dev sign-in codes) go too.
 */
const newUser = async () => {
  const email = `voter-${crypto.randomUUID().slice(0, 8)}@test.forkcast`;
  return { ...(await signIn({ email, planType: 'monthly' })), email };
};

const stats = (userId: string) =>
  env.DB.prepare('SELECT upvotes_received AS up, downvotes_received AS down FROM user_stats WHERE user_id = ?1')
    .bind(userId)
    .first<{ up: number; down: number }>();

const counts = (id: string) =>
  env.DB.prepare('SELECT upvotes_count AS up, downvotes_count AS down, net_votes AS net, ratings_count AS n, ratings_sum AS sum FROM shared_recipes WHERE id = ?1')
    .bind(id)
    .first<{ up: number; down: number; net: number; n: number; sum: number }>();

const vote = (cookie: string, id: string, voteType: 'upvote' | 'downvote') =>
  apiFetch(`/discover/${id}/vote`, { cookie, json: { vote_type: voteType } });

describe('DELETE /api/users/me and the vote counters', () => {
  it("takes the deleted voter's votes and ratings out of each creator's and recipe's counters, and only theirs", async () => {
    const [alice, bob, voter, stays] = [await newUser(), await newUser(), await newUser(), await newUser()];
    const aliceShared = await share(alice, await insertRecipe(alice.userId, { title: 'Alice stew' }));
    const bobShared = await share(bob, await insertRecipe(bob.userId, { title: 'Bob pie' }));
    expect((await vote(voter.cookie, aliceShared, 'upvote')).status).toBe(200);
    expect((await vote(voter.cookie, bobShared, 'downvote')).status).toBe(200);
    expect((await vote(stays.cookie, aliceShared, 'upvote')).status).toBe(200);
    expect((await apiFetch(`/discover/${aliceShared}/rate`, { cookie: voter.cookie, json: { rating: 2 } })).status).toBe(200);
    expect((await apiFetch(`/discover/${aliceShared}/rate`, { cookie: stays.cookie, json: { rating: 5 } })).status).toBe(200);
    expect(await stats(alice.userId)).toEqual({ up: 2, down: 0 });
    expect(await stats(bob.userId)).toEqual({ up: 0, down: 1 });

    const res = await apiFetch('/users/me', { method: 'DELETE', cookie: voter.cookie, json: { confirm_email: voter.email } });
    expect(res.status).toBe(200);

    expect(await stats(alice.userId)).toEqual({ up: 1, down: 0 });
    expect(await stats(bob.userId)).toEqual({ up: 0, down: 0 });
    expect(await counts(aliceShared)).toEqual({ up: 1, down: 0, net: 1, n: 1, sum: 5 });
    expect(await counts(bobShared)).toEqual({ up: 0, down: 0, net: 0, n: 0, sum: 0 });
  });

  it('removes the unused dev sign-in codes naming the email (any case), and no one else\'s', async () => {
    const user = await newUser();
    const other = await newUser();
    const code = (hash: string, email: string) =>
      env.DB.prepare(`INSERT INTO dev_login_codes (code_hash, email, name, expires_at) VALUES (?1, ?2, 'Cook', '2999-01-01T00:00:00Z')`).bind(hash, email);
    const mine = `h-${crypto.randomUUID()}`;
    const theirs = `h-${crypto.randomUUID()}`;
    await env.DB.batch([code(mine, user.email.toLowerCase()), code(theirs, other.email.toLowerCase())]);

    const res = await apiFetch('/users/me', { method: 'DELETE', cookie: user.cookie, json: { confirm_email: user.email.toUpperCase() } });
    expect(res.status).toBe(200);

    const left = await env.DB.prepare('SELECT code_hash FROM dev_login_codes WHERE code_hash IN (?1, ?2)').bind(mine, theirs).all<{ code_hash: string }>();
    expect(left.results.map((r) => r.code_hash)).toEqual([theirs]);
  });
});
