import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { insertRecipe, share } from '../community/test-helpers';
import { ANONYMOUS_OWNER } from './account-deletion-statements';
import { allKeys, rowsOf, seedUser, userColumns, type Seeded } from './account-test-helpers';

/**
 * DELETE /api/users/me in the local billing simulator: every row and R2 object of the user goes,
 * another user's data stays, counters stay consistent, and the account's links answer 404.
 */
const del = (cookie: string | undefined, json: unknown) => apiFetch('/users/me', { method: 'DELETE', cookie, json });

/** A Pro cook (sharing needs Pro), on a simulated subscription. */
async function newUser() {
  const email = `cook-${crypto.randomUUID().slice(0, 8)}@test.forkcast`;
  const signed = await signIn({ email, planType: 'monthly' });
  return { ...signed, email };
}

const sharedRow = (id: string) =>
  env.DB.prepare('SELECT user_id, upvotes_count, net_votes, ratings_count, ratings_sum, recipe_id FROM shared_recipes WHERE id = ?1')
    .bind(id)
    .first<{ user_id: string; upvotes_count: number; net_votes: number; ratings_count: number; ratings_sum: number; recipe_id: string }>();

describe('DELETE /api/users/me', () => {
  let other: SignedIn & { email: string };
  let otherShared: string;
  let otherSeed: Seeded;

  beforeAll(async () => {
    other = await newUser();
    otherShared = await share(other, await insertRecipe(other.userId, { title: 'Other soup' }));
    otherSeed = await seedUser(other, other.email, null);
  });

  it('lists every table that refers to a user (the deletion must cover each)', async () => {
    const tables = new Set((await userColumns()).map((c) => c.table));
    for (const t of ['users', 'sessions', 'recipes', 'shared_recipes', 'recipe_views', 'subscriptions', 'credit_ledger', 'meal_plans']) {
      expect(tables).toContain(t);
    }
  });

  it('removes every row and R2 object of the user, ends their sessions, and leaves the other user alone', async () => {
    const user = await newUser();
    const seeded = await seedUser(user, user.email, otherShared);
    const otherRowsBefore = await rowsOf(other.userId);
    // The seed reaches every table with a user column: a new table must be seeded here and deleted.
    const before = await rowsOf(user.userId);
    const missing = (await userColumns()).map((c) => `${c.table}.${c.column}`).filter((k) => !(k in before));
    expect(missing).toEqual([]);
    expect((await sharedRow(otherShared))?.upvotes_count).toBe(1);
    const keysBefore = await allKeys();
    expect(keysBefore).toEqual(expect.arrayContaining([seeded.photoKey, seeded.legacyObjectKey, seeded.cardKey]));
    // The same cook is also signed in on a phone: that session must end too.
    const phone = await signIn({ email: user.email });
    expect(phone.userId).toBe(user.userId);
    expect((await apiFetch('/users/me', { cookie: phone.cookie })).status).toBe(200);

    const res = await del(user.cookie, { confirm_email: `  ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('__Host-fc_session=;'))).toBe(true);

    expect(await rowsOf(user.userId)).toEqual({});
    const keysAfter = await allKeys();
    for (const key of [seeded.photoKey, seeded.legacyObjectKey, seeded.cardKey]) expect(keysAfter).not.toContain(key);
    expect(keysAfter.filter((k) => k.includes(user.userId) || k.includes(seeded.sharedId))).toEqual([]);
    expect(keysAfter).toEqual(expect.arrayContaining([otherSeed.photoKey, otherSeed.legacyObjectKey, otherSeed.cardKey]));
    expect(await rowsOf(other.userId)).toEqual(otherRowsBefore);
    // Their vote and rating left the other recipe's counters.
    expect(await sharedRow(otherShared)).toMatchObject({ upvotes_count: 0, net_votes: 0, ratings_count: 0, ratings_sum: 0 });
    // Signed out everywhere; the shared link, its card and their photo answer 404.
    expect((await apiFetch('/users/me', { cookie: user.cookie })).status).toBe(401);
    expect((await apiFetch('/users/me', { cookie: phone.cookie })).status).toBe(401);
    expect((await apiFetch(`/discover/${seeded.sharedId}`)).status).toBe(404);
    expect((await apiFetch(`/images/${seeded.photoKey}`, { cookie: other.cookie })).status).toBe(404);
    const board = await apiFetch('/leaderboard', { cookie: other.cookie });
    expect(JSON.stringify(await board.json())).not.toContain(user.userId);
  });

  it('keeps shared recipes as Anonymous when asked, with no tie left to the user', async () => {
    const user = await newUser();
    const seeded = await seedUser(user, user.email, otherShared);
    await apiFetch(`/discover/${seeded.sharedId}/vote`, { cookie: other.cookie, json: { vote_type: 'upvote' } });

    const res = await del(user.cookie, { confirm_email: user.email, shared_recipes: 'keep_anonymous' });
    expect(res.status).toBe(200);

    expect(await rowsOf(user.userId)).toEqual({});
    const kept = await sharedRow(seeded.sharedId);
    expect(kept).toMatchObject({ user_id: ANONYMOUS_OWNER.id, upvotes_count: 1 });
    const recipe = await env.DB.prepare('SELECT user_id, image_url FROM recipes WHERE id = ?1').bind(kept?.recipe_id).first<{ user_id: string; image_url: string }>();
    expect(recipe?.user_id).toBe(ANONYMOUS_OWNER.id);
    // Readable by anyone, shown as Anonymous; its photo still loads, now stored under its opaque key.
    const page = await apiFetch(`/discover/${seeded.sharedId}`);
    expect(page.status).toBe(200);
    const body = await page.json<Record<string, unknown>>();
    expect(JSON.stringify(body)).not.toContain(user.userId);
    expect(JSON.stringify(body)).toContain('Anonymous');
    const photo = await apiFetch(recipe?.image_url ?? '');
    expect(photo.status).toBe(200);
    expect((await allKeys()).filter((k) => k.includes(user.userId))).toEqual([]);
    // The anonymous owner can never appear on the leaderboard.
    const board = await apiFetch('/leaderboard', { cookie: other.cookie });
    expect(JSON.stringify(await board.json())).not.toContain(ANONYMOUS_OWNER.id);
  });

  it('refuses a wrong email with 400 in the one error shape and deletes nothing', async () => {
    const user = await newUser();
    await seedUser(user, user.email, null);
    const before = await rowsOf(user.userId);
    const keys = await allKeys();
    const res = await del(user.cookie, { confirm_email: 'someone-else@test.forkcast' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', error: expect.any(String), details: 'confirm_email' });
    expect(await rowsOf(user.userId)).toEqual(before);
    expect(await allKeys()).toEqual(keys);
    expect((await apiFetch('/users/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('answers 400 without a confirm_email and 401 signed out', async () => {
    const user = await newUser();
    expect((await del(user.cookie, {})).status).toBe(400);
    const res = await del(undefined, { confirm_email: user.email });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
    expect((await apiFetch('/users/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('cancels a simulated subscription, and signing in again with the same email starts a fresh free account', async () => {
    const user = await newUser();
    const me = await apiFetch('/users/me', { cookie: user.cookie });
    expect((await me.json<{ subscription: { is_pro: boolean } }>()).subscription.is_pro).toBe(true);
    await seedUser(user, user.email, null);
    expect((await del(user.cookie, { confirm_email: user.email })).status).toBe(200);

    const again = await signIn({ email: user.email });
    expect(again.userId).not.toBe(user.userId);
    const fresh = await (await apiFetch('/users/me', { cookie: again.cookie })).json<{ subscription: { is_pro: boolean; has_customer: boolean } }>();
    expect(fresh.subscription).toMatchObject({ is_pro: false, has_customer: false });
    const recipes = await (await apiFetch('/recipes', { cookie: again.cookie })).json<Record<string, unknown>>();
    expect(JSON.stringify(recipes)).not.toContain('Shared');
  });
});
