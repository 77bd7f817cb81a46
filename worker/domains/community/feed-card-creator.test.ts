import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { signIn } from '../../test/helpers';
import { updateProfile } from '../users/users.service';
import { apiFetch, insertRecipe, share } from './test-helpers';

/**
 * The card's creator name, picture and ingredients live on the shared row
 * (docs/decisions/083-feed-cards-on-the-shared-row.md); each write path keeps them right at once:
 * a share, the creator's name or picture changing at sign-in, show_real_name turned on or off,
 * the account erased (kept as Anonymous), and the recipe's ingredients edited.
 */

type Card = { shared_recipe_id: string; creator_display_name: string; creator_avatar: string | null; ingredients: string };

async function card(reader: string, id: string): Promise<Card | undefined> {
  const res = await apiFetch('/discover?sort=recent&limit=50', { cookie: reader });
  expect(res.status).toBe(200);
  return (await res.json<{ recipes: Card[] }>()).recipes.find((c) => c.shared_recipe_id === id);
}

async function detailName(id: string): Promise<{ creator_display_name: string; creator_avatar: string | null }> {
  const res = await apiFetch(`/discover/${id}`);
  expect(res.status).toBe(200);
  return res.json();
}

const stored = (id: string) =>
  env.DB.prepare('SELECT creator_name, creator_avatar, ingredients FROM shared_recipes WHERE id = ?1')
    .bind(id)
    .first<{ creator_name: string | null; creator_avatar: string | null; ingredients: string }>();

const showName = async (cookie: string, show: boolean) => {
  const res = await apiFetch('/leaderboard/settings', { cookie, json: { show_real_name: show } });
  expect(res.status).toBe(200);
};

describe("a feed card's creator and ingredients", () => {
  it('follow the name and picture at sign-in and show_real_name on, off and on again, on every card at once', { timeout: 30_000 }, async () => {
    const reader = await signIn({ planType: 'monthly' });
    const email = `card-creator-${Date.now()}@test.forkcast`;
    const creator = await signIn({ email, name: 'Marta Ruiz', planType: 'monthly' });
    await env.DB.prepare('UPDATE users SET picture = ?1 WHERE id = ?2').bind('https://example.com/marta.png', creator.userId).run();
    // A new cook's settings row has show_real_name off: Anonymous.
    const first = await share(creator, await insertRecipe(creator.userId));
    expect(await card(reader.cookie, first)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });

    // show_real_name turned on: the name and picture show.
    await showName(creator.cookie, true);
    const second = await share(creator, await insertRecipe(creator.userId));
    for (const id of [first, second]) {
      expect(await card(reader.cookie, id)).toMatchObject({ creator_display_name: 'Marta Ruiz', creator_avatar: 'https://example.com/marta.png' });
    }
    expect(await detailName(first)).toMatchObject({ creator_display_name: 'Marta Ruiz' });

    // Signing in again with a changed Google profile (the refresh google.service.ts makes): every card follows.
    const refresh = (name: string) => updateProfile({ db: createDb(env.DB) }, creator.userId, { name, givenName: 'Marta', picture: 'https://example.com/marta.png' });
    await refresh('Marta R. Ortega');
    for (const id of [first, second]) expect((await card(reader.cookie, id))?.creator_display_name).toBe('Marta R. Ortega');
    // A blank name reads Anonymous, with no picture.
    await env.DB.prepare("UPDATE users SET name = '  ' WHERE id = ?1").bind(creator.userId).run();
    expect(await card(reader.cookie, first)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });
    await env.DB.prepare("UPDATE users SET name = 'Marta R. Ortega' WHERE id = ?1").bind(creator.userId).run();

    // Turned off: gone from every card (and the stored row) at once.
    await showName(creator.cookie, false);
    for (const id of [first, second]) {
      expect(await card(reader.cookie, id)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });
      expect(await stored(id)).toMatchObject({ creator_name: null, creator_avatar: null });
      expect(await detailName(id)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });
    }
    // A name changed while hidden stays hidden.
    await refresh('Marta Hidden');
    expect((await card(reader.cookie, first))?.creator_display_name).toBe('Anonymous');

    // On again: the current name.
    await showName(creator.cookie, true);
    expect(await card(reader.cookie, second)).toMatchObject({ creator_display_name: 'Marta Hidden', creator_avatar: 'https://example.com/marta.png' });
  });

  it('a creator whose settings row goes is Anonymous on their cards', { timeout: 30_000 }, async () => {
    const reader = await signIn({ planType: 'monthly' });
    const creator = await signIn({ planType: 'monthly', name: 'Settings Gone' });
    await showName(creator.cookie, true);
    const id = await share(creator, await insertRecipe(creator.userId));
    expect((await card(reader.cookie, id))?.creator_display_name).toBe('Settings Gone');
    expect(await stored(id)).toMatchObject({ creator_name: 'Settings Gone' });
    await env.DB.prepare('DELETE FROM user_settings WHERE user_id = ?1').bind(creator.userId).run();
    expect((await card(reader.cookie, id))?.creator_display_name).toBe('Anonymous');
    expect(await stored(id)).toMatchObject({ creator_name: null, creator_avatar: null });
  });

  it('an account erased with its shares kept as Anonymous leaves cards with no name or picture', { timeout: 30_000 }, async () => {
    const reader = await signIn({ planType: 'monthly' });
    const email = `card-erased-${Date.now()}@test.forkcast`;
    const creator = await signIn({ email, name: 'Erased Cook', planType: 'monthly' });
    await env.DB.prepare('UPDATE users SET picture = ?1 WHERE id = ?2').bind('https://example.com/erased.png', creator.userId).run();
    await showName(creator.cookie, true);
    const id = await share(creator, await insertRecipe(creator.userId));
    expect((await card(reader.cookie, id))?.creator_display_name).toBe('Erased Cook');

    const erased = await apiFetch('/users/me', { method: 'DELETE', cookie: creator.cookie, json: { confirm_email: email, shared_recipes: 'keep_anonymous' } });
    expect(erased.status).toBe(200);
    expect(await card(reader.cookie, id)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });
    expect(await stored(id)).toMatchObject({ creator_name: null, creator_avatar: null });
    expect(await detailName(id)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null });
  });

  it("follows the recipe's ingredients when the cook edits them", { timeout: 30_000 }, async () => {
    const reader = await signIn({ planType: 'monthly' });
    const creator = await signIn({ planType: 'monthly' });
    const recipeId = await insertRecipe(creator.userId);
    const id = await share(creator, recipeId);
    expect((await card(reader.cookie, id))?.ingredients).toBe('- 2 eggs\n- flour');

    const edited = await apiFetch(`/recipes/${recipeId}`, { method: 'PATCH', cookie: creator.cookie, json: { ingredients: ['3 leeks', '200 g potatoes'] } });
    expect(edited.status).toBe(200);
    const recipe = await env.DB.prepare('SELECT ingredients FROM recipes WHERE id = ?1').bind(recipeId).first<{ ingredients: string }>();
    expect(recipe?.ingredients).toContain('leeks');
    expect((await card(reader.cookie, id))?.ingredients).toBe(recipe?.ingredients);
    expect((await stored(id))?.ingredients).toBe(recipe?.ingredients);
  });

  it("the migration's backfill fills the cards shared before it", { timeout: 30_000 }, async () => {
    const reader = await signIn({ planType: 'monthly' });
    const shown = await signIn({ planType: 'monthly', name: 'Backfilled Cook' });
    await showName(shown.cookie, true);
    const hidden = await signIn({ planType: 'monthly', name: 'Hidden Before' });
    const recipeIds = [await insertRecipe(shown.userId), await insertRecipe(hidden.userId)];
    const ids = [await share(shown, recipeIds[0]!), await share(hidden, recipeIds[1]!)];
    // The rows as they were before the migration: no creator, no ingredients.
    await env.DB.prepare("UPDATE shared_recipes SET creator_name = NULL, creator_avatar = NULL, ingredients = ''").run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0019_'));
    const backfill = migration?.queries.find((q) => q.includes('UPDATE `shared_recipes` SET') && !q.includes('CREATE TRIGGER'));
    expect(backfill).toBeDefined();
    await env.DB.prepare(backfill!).run();
    expect(await card(reader.cookie, ids[0]!)).toMatchObject({ creator_display_name: 'Backfilled Cook', ingredients: '- 2 eggs\n- flour' });
    expect(await card(reader.cookie, ids[1]!)).toMatchObject({ creator_display_name: 'Anonymous', creator_avatar: null, ingredients: '- 2 eggs\n- flour' });
  });
});
