import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { count, downloadExport, postImport, seedKitchen } from './export-test-helpers';

interface RecipeList {
  recipes: Array<{ id: string; title: string; ingredients: string; instructions: string; notes: string | null; image_url: string | null }>;
}

async function myRecipes(cookie: string) {
  return (await (await apiFetch('/my-recipes', { cookie })).json<RecipeList>()).recipes;
}

describe('POST /api/import', { timeout: 30_000 }, () => {
  it('restores an export into a fresh account: recipes, notes, photos byte for byte, kitchen data', async () => {
    const { owner, photo, sharedId } = await seedKitchen();
    const { bytes } = await downloadExport(owner.cookie);
    const fresh = await signIn({ planType: 'monthly' }); // the meal planner is Pro

    const res = await postImport(fresh.cookie, bytes);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { recipes: 2, recipes_skipped: 0, photos: 1, photos_skipped: 0, pantry: 1, shopping: 1, meals: 1, diet_profile: true } });

    const before = await myRecipes(owner.cookie);
    const after = await myRecipes(fresh.cookie);
    expect(after).toHaveLength(before.length);
    for (const original of before) {
      const copy = after.find((r) => r.title === original.title);
      expect(copy).toMatchObject({ ingredients: original.ingredients, instructions: original.instructions, notes: original.notes });
      expect(copy?.id).not.toBe(original.id);
    }
    const tart = after.find((r) => r.title === 'Lemon Tart');
    expect(tart).toMatchObject({ prep_time: 20, cook_time: 30, total_time: 240 });
    expect(after.find((r) => r.title === 'Tomato Soup')).toMatchObject({ total_time: 0 });
    expect(tart?.image_url).toMatch(/^\/api\/images\/p\/[0-9a-f-]{36}\.png$/);
    expect(tart?.image_url).not.toContain(fresh.userId);
    const image = await apiFetch(tart?.image_url ?? '', { cookie: fresh.cookie });
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(photo);

    const meals = await (await apiFetch('/meal-plans?start=2027-02-01&end=2027-02-01', { cookie: fresh.cookie })).json<{ meals: Array<{ recipe_id: string }> }>();
    expect(meals.meals[0]?.recipe_id).toBe(after.find((r) => r.title === 'Tomato Soup')?.id);
    expect(await (await apiFetch('/pantry', { cookie: fresh.cookie })).json()).toMatchObject({ items: [{ name: 'Rice', quantity: 2, unit: 'kg' }] });
    expect(await (await apiFetch('/shopping-list', { cookie: fresh.cookie })).json()).toMatchObject({ items: [{ name: 'Milk' }] });
    expect(await (await apiFetch('/diet-profile', { cookie: fresh.cookie })).json()).toEqual({ diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['cilantro'] });
    // Another user's recipe the owner reviewed is not copied, nor the review; credits are never imported.
    expect(await count('SELECT count(*) AS n FROM recipe_reviews WHERE user_id = ?1', fresh.userId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM recipe_ratings WHERE shared_recipe_id = ?1 AND user_id = ?2', sharedId, fresh.userId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM credit_ledger WHERE user_id = ?1', fresh.userId)).toBe(0);
    // The leaderboard counts the recipes My recipes lists, restored ones too (docs/decisions/081-rank-at-scale.md).
    expect(await count('SELECT recipes_created AS n FROM user_stats WHERE user_id = ?1', fresh.userId)).toBe(after.length);
  });

  it('adds nothing the second time, nor into the account that made the export', async () => {
    const { owner } = await seedKitchen();
    const { bytes } = await downloadExport(owner.cookie);
    const fresh = await signIn();
    expect((await postImport(fresh.cookie, bytes)).status).toBe(200);
    const tables = ['recipes', 'images'];
    const rows = async (userId: string) =>
      Promise.all([
        ...tables.map((t) => count(`SELECT count(*) AS n FROM ${t} WHERE user_id = ?1`, userId)),
        ...['pantry_items', 'shopping_items', 'meal_plans'].map((t) => count(`SELECT count(*) AS n FROM ${t} WHERE owner_id = ?1`, userId)),
      ]);
    const once = await rows(fresh.userId);

    const again = await postImport(fresh.cookie, bytes);
    expect(await again.json()).toEqual({ recipes: 0, recipes_skipped: 2, photos: 0, photos_skipped: 0, pantry: 0, shopping: 0, meals: 0, diet_profile: false });
    expect(await rows(fresh.userId)).toEqual(once);

    const ownRows = await rows(owner.userId);
    const home = await postImport(owner.cookie, bytes);
    expect(await home.json()).toMatchObject({ recipes: 0, recipes_skipped: 2, photos: 0, pantry: 0, meals: 0 });
    expect(await rows(owner.userId)).toEqual(ownRows);
  });

  it('recognises a copy of a copy: a recipe carries its first identity through later exports', async () => {
    const { owner } = await seedKitchen();
    const first = await downloadExport(owner.cookie);
    const second = await signIn();
    await postImport(second.cookie, first.bytes);
    const secondExport = await downloadExport(second.cookie);
    const third = await signIn();
    expect(await (await postImport(third.cookie, first.bytes)).json()).toMatchObject({ recipes: 2 });
    expect(await (await postImport(third.cookie, secondExport.bytes)).json()).toMatchObject({ recipes: 0, recipes_skipped: 2 });
    expect(await (await postImport(owner.cookie, secondExport.bytes)).json()).toMatchObject({ recipes: 0 });
    expect(await myRecipes(third.cookie)).toHaveLength(2);
  });

  it('brings a deleted recipe back on the next import', async () => {
    const { owner } = await seedKitchen();
    const { bytes } = await downloadExport(owner.cookie);
    const fresh = await signIn();
    await postImport(fresh.cookie, bytes);
    const [gone] = await myRecipes(fresh.cookie);
    await env.DB.prepare('DELETE FROM recipes WHERE id = ?1').bind(gone?.id ?? '').run();
    expect(await (await postImport(fresh.cookie, bytes)).json()).toMatchObject({ recipes: 1, recipes_skipped: 1 });
    expect(await myRecipes(fresh.cookie)).toHaveLength(2);
  });
});
