import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, setPicture, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

describe('GET /api/discover and /api/discover/{id}', () => {
  it('feed: signed out 401, free 403 plan_required, Pro 200; bad query 400', async () => {
    const free = await signIn({ planType: 'free' });
    const pro = await signIn({ planType: 'monthly' });
    expect((await apiFetch('/discover?sort=recent')).status).toBe(401);
    const freeRes = await apiFetch('/discover?sort=recent', { cookie: free.cookie });
    expect(freeRes.status).toBe(403);
    expect(await freeRes.json()).toMatchObject({ code: 'plan_required' });
    expect((await apiFetch('/discover?sort=recent&limit=20&offset=0', { cookie: pro.cookie })).status).toBe(200);
    for (const q of ['sort=best', 'limit=51', 'limit=0', 'offset=-1', 'limit=abc', 'sort=recent&cursor=%%%']) {
      const res = await apiFetch(`/discover?${q}`, { cookie: pro.cookie });
      expect(res.status, q).toBe(400);
    }
  });

  it('feed items carry every card field; names and avatars follow show_real_name', async () => {
    const shown = await signIn({ planType: 'monthly', name: 'Visible Chef' });
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Chef' });
    const reader = await signIn({ planType: 'weekly' });
    await setShowRealName(shown.userId, true);
    await setPicture(shown.userId, 'https://example.com/a.png');
    await setPicture(hidden.userId, 'https://example.com/b.png');
    const a = await share(shown, await insertRecipe(shown.userId, { title: 'Shown dish' }), 'Hello');
    const b = await share(hidden, await insertRecipe(hidden.userId, { title: 'Hidden dish' }));
    const body = await (await apiFetch('/discover?sort=recent', { cookie: reader.cookie })).json<{ recipes: Array<Record<string, unknown>> }>();
    const byId = new Map(body.recipes.map((r) => [r.shared_recipe_id, r]));
    expect(byId.get(a)).toMatchObject({
      title: 'Shown dish',
      share_message: 'Hello',
      creator_display_name: 'Visible Chef',
      creator_avatar: 'https://example.com/a.png',
      prep_time: 10,
      cook_time: 20,
      servings: 2,
      difficulty: 'easy',
      cuisine: 'italian',
      cooking_method: 'baking',
      upvotes_count: 0,
      downvotes_count: 0,
      views_count: 0,
      user_vote: null,
      image_url: null,
      // The card's illustration is drawn from them (docs/decisions/035-dish-pictures-illustrations.md).
      ingredients: '- 2 eggs\n- flour',
    });
    expect(typeof byId.get(a)?.shared_at).toBe('string');
    expect(byId.get(b)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null, share_message: null });
  });

  it('detail: anyone (signed out, free, Pro, owner) reads a shared recipe; unshared or unknown ids are 404', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const free = await signIn({ planType: 'free' });
    const recipeId = await insertRecipe(owner.userId, { title: 'Soup' });
    const id = await share(owner, recipeId);
    for (const cookie of [undefined, free.cookie, owner.cookie]) {
      const res = await apiFetch(`/discover/${id}`, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ title: 'Soup', ingredients: '- 2 eggs\n- flour', instructions: '1. Mix **well**\n2. Bake', is_own: cookie === owner.cookie });
    }
    expect((await apiFetch(`/discover/${recipeId}`)).status).toBe(404);
    expect((await apiFetch('/discover/does-not-exist')).status).toBe(404);
    const privateRecipe = await insertRecipe(owner.userId);
    expect((await apiFetch(`/discover/${privateRecipe}`)).status).toBe(404);
  });

  it('views: once per viewer per UTC day; signed-out viewers by address only; never the creator', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'free' });
    const id = await share(owner, await insertRecipe(owner.userId));
    const views = async () =>
      (await env.DB.prepare('SELECT views_count AS n FROM shared_recipes WHERE id = ?1').bind(id).first<{ n: number }>())?.n;
    await apiFetch(`/discover/${id}`, { cookie: owner.cookie });
    expect(await views()).toBe(0);
    const first = await (await apiFetch(`/discover/${id}`, { cookie: reader.cookie })).json<{ views_count: number }>();
    expect(first.views_count).toBe(1);
    await apiFetch(`/discover/${id}`, { cookie: reader.cookie });
    expect(await views()).toBe(1);
    const anon = { 'cf-connecting-ip': '203.0.113.9', 'user-agent': 'TestAgent/1' };
    await Promise.all([1, 2, 3].map(() => apiFetch(`/discover/${id}`, { headers: anon })));
    expect(await views()).toBe(2);
    // docs/decisions/014-hardening.md: client-chosen headers do not make a new viewer; only the address does.
    for (let i = 0; i < 5; i++) {
      await apiFetch(`/discover/${id}`, {
        headers: { ...anon, 'user-agent': `OtherAgent/${i}`, 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}`, 'accept-language': `x-${i}` },
      });
    }
    expect(await views()).toBe(2);
    await apiFetch(`/discover/${id}`, { headers: { ...anon, 'cf-connecting-ip': '203.0.113.10' } });
    expect(await views()).toBe(3);
    // Without CF-Connecting-IP (a local run) every request is the one same viewer, whatever else it sends.
    for (let i = 0; i < 4; i++) {
      await apiFetch(`/discover/${id}`, { headers: { 'user-agent': `NoAddress/${i}`, 'x-forwarded-for': `192.0.2.${i}` } });
    }
    expect(await views()).toBe(4);
    // The next UTC day counts again: simulate yesterday's row only.
    await env.DB.prepare("UPDATE recipe_views SET day = '2000-01-01' WHERE shared_recipe_id = ?1 AND viewer_key = ?2").bind(id, `u:${reader.userId}`).run();
    await apiFetch(`/discover/${id}`, { cookie: reader.cookie });
    expect(await views()).toBe(5);
  });
});
