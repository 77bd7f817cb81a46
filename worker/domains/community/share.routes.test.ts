import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, share, stats } from './test-helpers';
import { signIn } from '../../test/helpers';

describe('POST/DELETE/GET /api/recipes/{id}/share', () => {
  it('permission matrix: signed out 401, free 403 plan_required, other user 404, owner 200', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const free = await signIn({ planType: 'free' });
    const other = await signIn({ planType: 'yearly' });
    const recipeId = await insertRecipe(owner.userId);
    const freeRecipe = await insertRecipe(free.userId);
    const path = `/recipes/${recipeId}/share`;

    expect((await apiFetch(path, { json: {} })).status).toBe(401);
    expect((await apiFetch(path)).status).toBe(401);
    expect((await apiFetch(path, { method: 'DELETE' })).status).toBe(401);

    const freeRes = await apiFetch(`/recipes/${freeRecipe}/share`, { cookie: free.cookie, json: {} });
    expect(freeRes.status).toBe(403);
    expect(await freeRes.json()).toMatchObject({ code: 'plan_required' });

    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await apiFetch(path, { method, cookie: other.cookie, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status, method).toBe(404);
    }
    expect((await apiFetch(path, { cookie: owner.cookie, json: {} })).status).toBe(200);
    // A free owner may still read share stats and unshare (nothing shared here).
    expect(await (await apiFetch(`/recipes/${freeRecipe}/share`, { cookie: free.cookie })).json()).toEqual({ shared: false });
    expect((await apiFetch(`/recipes/${freeRecipe}/share`, { method: 'DELETE', cookie: free.cookie })).status).toBe(200);
  });

  it('shares with a trimmed message, re-share updates it, stats show, user_stats counts once', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const recipeId = await insertRecipe(owner.userId, { title: 'Tomato tart' });
    const path = `/recipes/${recipeId}/share`;
    expect(await (await apiFetch(path, { cookie: owner.cookie })).json()).toEqual({ shared: false });

    const first = await (await apiFetch(path, { cookie: owner.cookie, json: { share_message: '  Try it!  ' } })).json<Record<string, unknown>>();
    expect(first).toMatchObject({ shared: true, share_message: 'Try it!', upvotes_count: 0, views_count: 0 });
    const again = await (await apiFetch(path, { cookie: owner.cookie, json: { share_message: 'Updated' } })).json<Record<string, unknown>>();
    expect(again).toMatchObject({ shared: true, shared_recipe_id: first.shared_recipe_id, share_message: 'Updated', shared_at: first.shared_at });
    expect((await stats(owner.userId))?.recipes_shared).toBe(1);

    const got = await (await apiFetch(path, { cookie: owner.cookie })).json();
    expect(got).toMatchObject({ shared: true, share_message: 'Updated' });

    expect(await (await apiFetch(path, { method: 'DELETE', cookie: owner.cookie })).json()).toEqual({ shared: false });
    expect((await stats(owner.userId))?.recipes_shared).toBe(0);
    expect((await apiFetch(path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200);
    expect((await stats(owner.userId))?.recipes_shared).toBe(0);
  });

  it('message: 280 characters pass, 281 fail, blank means none', async () => {
    const owner = await signIn({ planType: 'weekly' });
    const recipeId = await insertRecipe(owner.userId);
    const path = `/recipes/${recipeId}/share`;
    const long = await apiFetch(path, { cookie: owner.cookie, json: { share_message: 'x'.repeat(281) } });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation_failed' });
    const ok = await apiFetch(path, { cookie: owner.cookie, json: { share_message: 'y'.repeat(280) } });
    expect(await ok.json()).toMatchObject({ share_message: 'y'.repeat(280) });
    const blank = await apiFetch(path, { cookie: owner.cookie, json: { share_message: '   ' } });
    expect(await blank.json()).toMatchObject({ share_message: null });
  });

  it('unsharing takes back the votes the recipe had received from user_stats', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const voter = await signIn({ planType: 'monthly' });
    const id = await share(owner, await insertRecipe(owner.userId));
    await apiFetch(`/discover/${id}/vote`, { cookie: voter.cookie, json: { vote_type: 'upvote' } });
    const other = await share(owner, await insertRecipe(owner.userId));
    await apiFetch(`/discover/${other}/vote`, { cookie: voter.cookie, json: { vote_type: 'downvote' } });
    expect(await stats(owner.userId)).toMatchObject({ recipes_shared: 2, upvotes_received: 1, downvotes_received: 1 });
    const detail = await (await apiFetch(`/discover/${id}`)).json<{ shared_recipe_id: string }>();
    expect(detail.shared_recipe_id).toBe(id);
    const recipeId = (await env.DB.prepare('SELECT recipe_id FROM shared_recipes WHERE id = ?1').bind(id).first<{ recipe_id: string }>())?.recipe_id;
    await apiFetch(`/recipes/${recipeId}/share`, { method: 'DELETE', cookie: owner.cookie });
    expect(await stats(owner.userId)).toMatchObject({ recipes_shared: 1, upvotes_received: 0, downvotes_received: 1 });
    const votes = await env.DB.prepare('SELECT count(*) AS n FROM recipe_votes WHERE shared_recipe_id = ?1').bind(id).first<{ n: number }>();
    expect(votes?.n).toBe(0);
    expect((await apiFetch(`/discover/${id}`)).status).toBe(404);
  });
});
