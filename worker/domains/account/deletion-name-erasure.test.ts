import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { insertRecipe, setShowRealName, share } from '../community/test-helpers';
import { makeHousehold } from '../households/household-test-helpers';

/**
 * A deleted cook's name goes from every copy (another cook's saved copy kept the real
 * name and republished it when shared; the id stayed in the owner's meal eaters).
 */

const del = (cookie: string, email: string, keep = false) =>
  apiFetch('/users/me', { method: 'DELETE', cookie, json: { confirm_email: email, ...(keep ? { shared_recipes: 'keep_anonymous' } : {}) } });

describe('deleting an account removes the name from other cooks\' copies and meals', () => {
  it.each([false, true])('a saved copy shows no name and republishes none (keep as Anonymous: %s)', async (keep) => {
    const creator = await signIn({ name: 'Rosa Realname', planType: 'monthly' });
    await setShowRealName(creator.userId, true);
    const sharedId = await share(creator, await insertRecipe(creator.userId, { title: 'Lemon tart' }));
    const saver = await signIn({ planType: 'monthly' });
    const saved = await apiFetch(`/discover/${sharedId}/remix`, { cookie: saver.cookie, json: {} });
    const copy = (await saved.json<{ recipe: { id: string; remix_of_creator: string } }>()).recipe;
    expect(copy.remix_of_creator).toBe('Rosa Realname');

    const email = (await env.DB.prepare('SELECT email FROM users WHERE id = ?1').bind(creator.userId).first<{ email: string }>())!.email;
    expect((await del(creator.cookie, email, keep)).status).toBe(200);

    const after = await (await apiFetch(`/recipes/${copy.id}`, { cookie: saver.cookie })).json<{ recipe: Record<string, unknown> }>();
    expect(after.recipe.remix_of_creator).toBeNull();
    expect(JSON.stringify(after)).not.toContain('Realname');
    // Shared again by the saver: the credit names nobody.
    const reshared = await apiFetch(`/recipes/${copy.id}/share`, { cookie: saver.cookie, method: 'POST', json: {} });
    expect(reshared.status).toBeLessThan(300);
    const id = (await env.DB.prepare('SELECT id FROM shared_recipes WHERE recipe_id = ?1').bind(copy.id).first<{ id: string }>())!.id;
    const detail = await (await apiFetch(`/discover/${id}`)).text();
    expect(detail).not.toContain('Realname');
  });

  it("the deleted member leaves the owner's meal eaters", async () => {
    const { owner, members } = await makeHousehold(2);
    const [gone, stays] = [members[0]!, members[1]!];
    const ids = async () => (await env.DB.prepare('SELECT eaters FROM meal_plans WHERE owner_id = ?1 ORDER BY plan_date').bind(owner.userId).all<{ eaters: string | null }>()).results.map((r) => r.eaters);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_title, eaters, created_at, updated_at) VALUES (?1, ?2, ?3, 'dinner', 'Soup', ?4, ?3, ?3)").bind(crypto.randomUUID(), owner.userId, today, JSON.stringify([gone.userId, stays.userId])),
      env.DB.prepare("INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_title, eaters, created_at, updated_at) VALUES (?1, ?2, ?3, 'dinner', 'Stew', ?4, ?3, ?3)").bind(crypto.randomUUID(), owner.userId, tomorrow, JSON.stringify([gone.userId])),
    ]);
    const email = (await env.DB.prepare('SELECT email FROM users WHERE id = ?1').bind(gone.userId).first<{ email: string }>())!.email;
    expect((await del(gone.cookie, email)).status).toBe(200);
    expect(await ids()).toEqual([JSON.stringify([stays.userId]), null]);
  });
});
