import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, setShowRealName, share } from './test-helpers';
import { signIn } from '../../test/helpers';

interface RemixBody {
  created: boolean;
  recipe: { id: string; title: string; ingredients: string; remix_of: string | null; remix_of_title: string | null; remix_of_creator: string | null };
}

const remix = (id: string, cookie?: string, json: Record<string, unknown> = {}) =>
  apiFetch(`/discover/${id}/remix`, { json, ...(cookie ? { cookie } : {}) });

describe('POST /api/discover/{id}/remix (save to my recipes)', () => {
  it('copies the shared recipe into my recipes crediting the creator; the shared recipe counts it', async () => {
    const creator = await signIn({ planType: 'monthly', name: 'Rosa Chef' });
    await setShowRealName(creator.userId, true);
    const reader = await signIn({ planType: 'weekly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId, { title: 'Lemon tart' }));

    const res = await remix(sharedId, reader.cookie);
    expect(res.status).toBe(201);
    const body = await res.json<RemixBody>();
    expect(body.created).toBe(true);
    expect(body.recipe).toMatchObject({ title: 'Lemon tart', remix_of: sharedId, remix_of_title: 'Lemon tart', remix_of_creator: 'Rosa Chef' });
    expect(body.recipe.ingredients).toContain('2 eggs');

    // The copy is an own recipe: listed, readable and editable by the reader.
    const mine = await (await apiFetch('/my-recipes', { cookie: reader.cookie })).json<{ recipes: Array<{ id: string }> }>();
    expect(mine.recipes.map((r) => r.id)).toContain(body.recipe.id);
    const got = await apiFetch(`/recipes/${body.recipe.id}`, { cookie: reader.cookie });
    expect(await got.json()).toMatchObject({ recipe: { remix_of: sharedId, remix_of_creator: 'Rosa Chef' } });

    const detail = await (await apiFetch(`/discover/${sharedId}`, { cookie: reader.cookie })).json<{ remixes_count: number }>();
    expect(detail.remixes_count).toBe(1);
  });

  it('a saved copy that is shared links back to the original; once the original is unshared the credit stays without the link', async () => {
    const creator = await signIn({ planType: 'monthly', name: 'Rosa Chef' });
    await setShowRealName(creator.userId, true);
    const reader = await signIn({ planType: 'monthly' });
    const originalRecipe = await insertRecipe(creator.userId, { title: 'Lemon tart' });
    const sharedId = await share(creator, originalRecipe);
    const copy = (await (await remix(sharedId, reader.cookie)).json<RemixBody>()).recipe;
    const remixShared = await share(reader, copy.id);

    const detail = async () => (await apiFetch(`/discover/${remixShared}`)).json<{ remix_of: unknown }>();
    expect((await detail()).remix_of).toEqual({ id: sharedId, title: 'Lemon tart', creator: 'Rosa Chef' });
    const original = await (await apiFetch(`/discover/${sharedId}`)).json<{ remix_of: unknown }>();
    expect(original.remix_of).toBeNull();

    expect((await apiFetch(`/recipes/${originalRecipe}/share`, { method: 'DELETE', cookie: creator.cookie })).status).toBe(200);
    expect((await detail()).remix_of).toEqual({ id: null, title: 'Lemon tart', creator: 'Rosa Chef' });
  });

  it('credits "Anonymous" when the creator hides their name', async () => {
    const creator = await signIn({ planType: 'monthly', name: 'Secret Name' });
    const reader = await signIn({ planType: 'monthly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId));
    const body = await (await remix(sharedId, reader.cookie)).json<RemixBody>();
    expect(body.recipe.remix_of_creator).toBe('Anonymous');
    expect(JSON.stringify(body)).not.toContain('Secret Name');
  });

  it('a double click makes one copy and counts once; both clicks answer the same copy', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'monthly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId));
    const [a, b] = await Promise.all([remix(sharedId, reader.cookie), remix(sharedId, reader.cookie)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 201]);
    const [ba, bb] = [await a.json<RemixBody>(), await b.json<RemixBody>()];
    expect(ba.recipe.id).toBe(bb.recipe.id);
    const copies = await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE user_id = ?1 AND remix_of = ?2')
      .bind(reader.userId, sharedId)
      .first<{ n: number }>();
    expect(copies?.n).toBe(1);
    const count = await env.DB.prepare('SELECT remixes_count FROM shared_recipes WHERE id = ?1').bind(sharedId).first<{ remixes_count: number }>();
    expect(count?.remixes_count).toBe(1);
  });

  it('permissions: signed out 401, free 403 plan_required, unshared or unknown 404, own 409', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const free = await signIn({ planType: 'free' });
    const reader = await signIn({ planType: 'yearly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId));
    const unsharedRecipe = await insertRecipe(creator.userId);

    expect((await remix(sharedId)).status).toBe(401);
    const freeRes = await remix(sharedId, free.cookie);
    expect(freeRes.status).toBe(403);
    expect(await freeRes.json()).toMatchObject({ code: 'plan_required' });

    for (const id of [unsharedRecipe, 'no-such-shared-recipe']) {
      const res = await remix(id, reader.cookie);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
    const own = await remix(sharedId, creator.cookie);
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ code: 'conflict' });
    const n = await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE remix_of = ?1').bind(sharedId).first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it('an instruction the offline chef does not read answers 422 instruction_not_understood and saves nothing', async () => {
    const creator = await signIn({ planType: 'monthly' });
    const reader = await signIn({ planType: 'monthly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId));
    const res = await remix(sharedId, reader.cookie, { instruction: 'make it the way my grandmother does' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'instruction_not_understood' });
    const count = await env.DB.prepare('SELECT remixes_count FROM shared_recipes WHERE id = ?1').bind(sharedId).first<{ remixes_count: number }>();
    expect(count?.remixes_count).toBe(0);
  });
});
