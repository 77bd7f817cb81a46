import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { downloadExport, seedKitchen, textOf } from './export-test-helpers';

describe('GET /api/export', { timeout: 30_000 }, () => {
  it('is 401 when signed out', async () => {
    const res = await apiFetch('/export');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'unauthorized' });
  });

  it('downloads every kind of the user’s data as a zip named by the date', async () => {
    const { owner, recipeIds, photo, sharedId } = await seedKitchen();
    const { res, files } = await downloadExport(owner.cookie);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="forkcast-export-\d{4}-\d{2}-\d{2}\.zip"$/);

    const names = Object.keys(files);
    expect(names[0]).toBe('manifest.json');
    expect(JSON.parse(textOf(files, 'manifest.json'))).toMatchObject({ format: 'forkcast-export', version: 1, recipes: 2 });

    const records = names.filter((n) => /^recipes\/.+\.json$/.test(n)).map((n) => JSON.parse(textOf(files, n)));
    expect(records.map((r) => r.source_key).sort()).toEqual([...recipeIds].sort());
    const tart = records.find((r) => r.recipe.title === 'Lemon Tart');
    expect(tart.recipe).toMatchObject({ ingredients: '200 g flour\n2 lemons\n100 g sugar', notes: 'Less sugar next time' });

    const jsonLd = JSON.parse(textOf(files, tart.photo.replace('photos/', 'recipes/').replace(/\.png$/, '.jsonld')));
    expect(jsonLd).toMatchObject({ '@type': 'Recipe', name: 'Lemon Tart', recipeIngredient: ['200 g flour', '2 lemons', '100 g sugar'], image: [tart.photo] });
    expect(jsonLd.recipeInstructions[0]).toEqual({ '@type': 'HowToStep', text: 'Mix well' });
    const markdown = textOf(files, tart.photo.replace('photos/', 'recipes/').replace(/\.png$/, '.md'));
    expect(markdown).toContain('# Lemon Tart');
    expect(markdown).toContain('- 2 lemons');
    expect(markdown).toContain('## Notes\n\nLess sugar next time');

    expect(files[tart.photo]).toEqual(photo);
    // A recipe without a photo shows its illustration in the Markdown; its record names no photo.
    const plain = names.find((n) => /^recipes\/.+\.json$/.test(n) && JSON.parse(textOf(files, n)).recipe.title !== 'Lemon Tart')!;
    expect(JSON.parse(textOf(files, plain)).photo).toBeNull();
    const base = plain.slice('recipes/'.length, -'.json'.length);
    expect(textOf(files, `recipes/${base}.md`)).toContain(`](../illustrations/${base}.svg)`);
    expect(textOf(files, `illustrations/${base}.svg`)).toMatch(/^<svg [^>]*role="img"/);
    expect(names.some((n) => n === `illustrations/${tart.photo.slice('photos/'.length, -'.png'.length)}.svg`)).toBe(false);
    // Recipe files come before photos, photos before the kitchen (what a streaming import relies on).
    expect(names.findIndex((n) => n.startsWith('photos/'))).toBeGreaterThan(names.findLastIndex((n) => n.startsWith('recipes/')));

    expect(JSON.parse(textOf(files, 'kitchen/pantry.json')).items).toMatchObject([{ name: 'Rice', quantity: 2, unit: 'kg', expiry_date: '2030-01-31' }]);
    expect(JSON.parse(textOf(files, 'kitchen/shopping-list.json')).items).toMatchObject([{ name: 'Milk', quantity: 1, unit: 'liters' }]);
    expect(JSON.parse(textOf(files, 'kitchen/meal-plans.json')).meals).toMatchObject([{ plan_date: '2027-02-01', meal_type: 'dinner', recipe_id: recipeIds[1], recipe_title: 'Tomato Soup' }]);
    expect(JSON.parse(textOf(files, 'kitchen/diet-profile.json'))).toEqual({ diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['cilantro'] });
    expect(JSON.parse(textOf(files, 'community/ratings-and-reviews.json')).items).toEqual([
      { shared_recipe_id: sharedId, recipe_title: 'Neighbour Secret Stew', rating: 4, review: 'Lovely and warming', updated_at: expect.any(String) },
    ]);
    const ledger = JSON.parse(textOf(files, 'credits/ledger.json'));
    expect(ledger).toMatchObject({ balance: 10, lines: [{ delta: 10, reason: 'grant', reference: `export-test-${owner.userId}` }] });
  });

  it('holds nothing of another user beyond the title and id of a recipe they shared and the user reviewed', async () => {
    const { owner, other } = await seedKitchen();
    const { bytes, files } = await downloadExport(owner.cookie);
    const all = Object.keys(files).map((name) => textOf(files, name)).join('\n');
    const otherEmail = await env.DB.prepare('SELECT email FROM users WHERE id = ?1').bind(other.userId).first<{ email: string }>();
    for (const secret of [other.userId, otherEmail?.email ?? '?', 'Nina', 'neighbour-saffron', '2 eggs']) expect(all).not.toContain(secret);
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('is an empty but valid export for a new user', async () => {
    await seedKitchen();
    const fresh = await downloadExport((await signIn()).cookie);
    expect(Object.keys(fresh.files).filter((n) => n.startsWith('recipes/'))).toEqual([]);
    expect(JSON.parse(textOf(fresh.files, 'kitchen/pantry.json'))).toEqual({ items: [] });
  });
});
