import { env } from 'cloudflare:workers';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { insertRecipe, setShowRealName, share } from '../community/test-helpers';
import { goodRecipe } from '../recipes/quality-test-helpers';
import { count, downloadExport, postImport, textOf } from './export-test-helpers';

/**
 * Export and import keep a recipe's family (docs/decisions/061-export-keeps-recipe-families.md):
 * refined versions with their original, the credit of a recipe saved from the community.
 */

interface Recipe {
  id: string;
  title: string;
  parent_recipe_id: string | null;
  refine_instruction: string | null;
  remix_of: string | null;
  remix_of_title: string | null;
  remix_of_creator: string | null;
}
interface Versions {
  original_id: string | null;
  versions: Array<{ id: string; title: string; original: boolean; refine_instruction: string | null }>;
}

async function ok(res: Promise<Response>, step: string) {
  const answer = await res;
  if (!answer.ok) throw new Error(`${step} answered ${answer.status} ${await answer.text()}`);
  return answer;
}

async function myRecipes(cookie: string): Promise<Recipe[]> {
  return (await (await ok(apiFetch('/my-recipes', { cookie }), 'my recipes')).json<{ recipes: Recipe[] }>()).recipes;
}

async function versionsOf(cookie: string, id: string) {
  return (await ok(apiFetch(`/recipes/${id}/versions`, { cookie }), 'versions')).json<Versions>();
}

/** A chicken recipe (through the API) refined twice by the offline chef: the original and two versions. */
async function refinedFamily(owner: SignedIn) {
  const created = await ok(
    apiFetch('/recipes', {
      cookie: owner.cookie,
      json: { title: goodRecipe.title, description: goodRecipe.description, ingredients: goodRecipe.ingredients, instructions: goodRecipe.instructions, servings: 2 },
    }),
    'recipe',
  );
  const original = (await created.json<{ recipe: Recipe }>()).recipe;
  const refine = async (id: string, instruction: string) =>
    (await (await ok(apiFetch(`/recipes/${id}/refine`, { cookie: owner.cookie, json: { instruction } }), 'refine')).json<{ recipe: Recipe }>()).recipe;
  const vegetarian = await refine(original.id, 'Make it vegetarian');
  const forFour = await refine(vegetarian.id, 'For 4 people');
  return { original, vegetarian, forFour };
}

/** `owner` saves a recipe `creator` shares: the plain copy with its credit. */
async function savedCopy(owner: SignedIn, title = 'Rosa’s lemon tart') {
  const creator = await signIn({ name: 'Rosa Chef', planType: 'monthly' });
  await setShowRealName(creator.userId, true);
  const sharedId = await share(creator, await insertRecipe(creator.userId, { title }));
  const res = await ok(apiFetch(`/discover/${sharedId}/remix`, { cookie: owner.cookie, json: {} }), 'save');
  return { creator, sharedId, copy: (await res.json<{ recipe: Recipe }>()).recipe };
}

const manifest = strToU8(JSON.stringify({ format: 'forkcast-export', version: 1, exported_at: '2026-01-01T00:00:00.000Z' }));

/** A hand-written record; `links` are the family fields. */
function record(key: string, title: string, links: Record<string, unknown> = {}, createdAt = '2026-01-01T00:00:00.000Z') {
  return strToU8(
    JSON.stringify({
      source_key: key,
      photo: null,
      recipe: {
        id: key, title, description: null, cuisine: null, cooking_method: null, prep_time: 5, cook_time: 5, servings: 2, difficulty: 'easy',
        ingredients: 'water', instructions: 'Boil', notes: null, language: 'en', generation_type: 'prompt', recipe_type: 'quick',
        provider: 'manual', nutrition: null, source_url: null, created_at: createdAt, ...links,
      },
    }),
  );
}

const zipOf = (records: Zippable) => zipSync({ 'manifest.json': manifest, ...records }, { level: 6 });

const plainCopies = (userId: string, sharedId: string) =>
  count('SELECT count(*) AS n FROM recipes WHERE user_id = ?1 AND remix_of = ?2 AND parent_recipe_id IS NULL', userId, sharedId);

describe('export and import keep recipe families', { timeout: 60_000 }, () => {
  it('a refined recipe keeps its version list, the original first, with new ids', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const { original, vegetarian, forFour } = await refinedFamily(owner);
    const { files, bytes } = await downloadExport(owner.cookie);
    const records = Object.keys(files)
      .filter((name) => /^recipes\/.*\.json$/.test(name))
      .map((name) => JSON.parse(textOf(files, name)) as { recipe: Recipe });
    expect(records.find((r) => r.recipe.id === forFour.id)?.recipe).toMatchObject({ parent_recipe_id: original.id, refine_instruction: 'For 4 people' });

    const fresh = await signIn({ planType: 'monthly' });
    expect(await (await postImport(fresh.cookie, bytes)).json()).toMatchObject({ recipes: 3, recipes_skipped: 0 });
    const restored = await myRecipes(fresh.cookie);
    const restoredOriginal = restored.find((r) => r.parent_recipe_id === null);
    expect(restoredOriginal).toMatchObject({ title: original.title, refine_instruction: null });
    expect([original.id, vegetarian.id, forFour.id]).not.toContain(restoredOriginal?.id);
    for (const version of restored.filter((r) => r !== restoredOriginal)) expect(version.parent_recipe_id).toBe(restoredOriginal?.id);

    const family = await versionsOf(fresh.cookie, restored.find((r) => r.refine_instruction === 'For 4 people')?.id ?? '');
    expect(family.original_id).toBe(restoredOriginal?.id);
    expect(family.versions.map((v) => [v.title, v.original, v.refine_instruction])).toEqual([
      [original.title, true, null],
      [vegetarian.title, false, 'Make it vegetarian'],
      [forFour.title, false, 'For 4 people'],
    ]);
  });

  it('a saved community recipe imports as the cook\'s own, without the archive\'s credit: a credit comes only from a real save', async () => {
    const owner = await signIn({ name: 'Olga Owner', planType: 'monthly' });
    const { sharedId, copy } = await savedCopy(owner);
    expect(copy).toMatchObject({ remix_of: sharedId, remix_of_creator: 'Rosa Chef' });
    const { bytes, files } = await downloadExport(owner.cookie);
    const base = Object.keys(files).find((name) => name.endsWith('.md') && name.startsWith('recipes/')) ?? '';
    expect(textOf(files, base)).toContain('- Saved from: Rosa’s lemon tart by Rosa Chef');

    const fresh = await signIn({ planType: 'monthly' });
    expect(await (await postImport(fresh.cookie, bytes)).json()).toMatchObject({ recipes: 1 });
    const [restored] = await myRecipes(fresh.cookie);
    expect(restored).toMatchObject({ remix_of: null, remix_of_title: null, remix_of_creator: null, parent_recipe_id: null });
    expect(restored?.id).not.toBe(copy.id);
    // Restoring is not saving: the shared recipe's remix count does not move.
    expect(await count('SELECT remixes_count AS n FROM shared_recipes WHERE id = ?1', sharedId)).toBe(1);
  });

  it('a forged record naming a live shared recipe and any creator imports with no credit, and the server\'s provider and date', async () => {
    const owner = await signIn({ planType: 'free' });
    const creator = await signIn({ name: 'Rosa Chef', planType: 'monthly' });
    const sharedId = await share(creator, await insertRecipe(creator.userId, { title: 'Rosa’s lemon tart' }));
    const forged = { remix_of: sharedId, remix_of_title: 'Rosa’s lemon tart', remix_of_creator: 'Rosa Chef (verified chef)', provider: 'gemini' };
    const before = Date.now();
    const res = await postImport(owner.cookie, zipOf({ 'recipes/forged.json': record('forged', 'My tart', forged, '2001-01-01T00:00:00.000Z') }));
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { recipes: 1 } });
    const row = await env.DB.prepare('SELECT remix_of, remix_of_title, remix_of_creator, provider, created_at FROM recipes WHERE user_id = ?1').bind(owner.userId).first<Record<string, string | null>>();
    expect(row).toMatchObject({ remix_of: null, remix_of_title: null, remix_of_creator: null, provider: 'import' });
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await count('SELECT remixes_count AS n FROM shared_recipes WHERE id = ?1', sharedId)).toBe(0);
    expect(JSON.stringify(await myRecipes(owner.cookie))).not.toContain('verified chef');
  });

  it('an account that already saved the shared recipe keeps its own save\'s credit; the restored copy has none (no 500)', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const { sharedId } = await savedCopy(owner);
    const { bytes } = await downloadExport(owner.cookie);
    const reader = await signIn({ planType: 'monthly' });
    await ok(apiFetch(`/discover/${sharedId}/remix`, { cookie: reader.cookie, json: {} }), 'reader saves');

    const res = await postImport(reader.cookie, bytes);
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { recipes: 1 } });
    expect(await plainCopies(reader.userId, sharedId)).toBe(1);
    const credits = (await myRecipes(reader.cookie)).map((r) => [r.remix_of, r.remix_of_creator]);
    expect(credits.sort()).toEqual([[null, null], [sharedId, 'Rosa Chef']].sort());
  });

  it('importing the same zip twice does not fail and adds nothing; nor into the account that made it', async () => {
    const owner = await signIn({ planType: 'monthly' });
    await refinedFamily(owner);
    const { sharedId } = await savedCopy(owner);
    const { bytes } = await downloadExport(owner.cookie);
    const fresh = await signIn({ planType: 'monthly' });
    expect(await (await postImport(fresh.cookie, bytes)).json()).toMatchObject({ recipes: 4, recipes_skipped: 0 });
    const once = await myRecipes(fresh.cookie);

    const again = await postImport(fresh.cookie, bytes);
    expect({ status: again.status, body: await again.json() }).toMatchObject({ status: 200, body: { recipes: 0, recipes_skipped: 4 } });
    expect(await myRecipes(fresh.cookie)).toEqual(once);
    expect(await plainCopies(fresh.userId, sharedId)).toBe(0);

    const home = await postImport(owner.cookie, bytes);
    expect({ status: home.status, body: await home.json() }).toMatchObject({ status: 200, body: { recipes: 0, recipes_skipped: 4 } });
    expect(await plainCopies(owner.userId, sharedId)).toBe(1);
  });

  it('a dangling parent, a chain and a loop import cleanly; copies of a shared recipe keep no credit', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const { sharedId } = await savedCopy(owner);
    await env.DB.prepare('DELETE FROM recipes WHERE user_id = ?1').bind(owner.userId).run();
    const credit = { remix_of: sharedId, remix_of_title: 'Rosa’s lemon tart', remix_of_creator: 'Rosa Chef' };
    const body = zipOf({
      'recipes/orphan.json': record('orphan', 'Orphan version', { parent_recipe_id: 'not-in-this-zip', refine_instruction: 'Make it vegan' }),
      'recipes/root.json': record('root', 'Root', {}, '2026-01-01T00:00:00.000Z'),
      'recipes/child.json': record('child', 'Child', { parent_recipe_id: 'root', refine_instruction: 'Milder' }, '2026-01-02T00:00:00.000Z'),
      'recipes/grandchild.json': record('grandchild', 'Grandchild', { parent_recipe_id: 'child', refine_instruction: 'Spicier' }, '2026-01-03T00:00:00.000Z'),
      'recipes/loop-a.json': record('loop-a', 'Loop A', { parent_recipe_id: 'loop-b' }),
      'recipes/loop-b.json': record('loop-b', 'Loop B', { parent_recipe_id: 'loop-a' }),
      'recipes/self.json': record('self', 'Self', { parent_recipe_id: 'self' }),
      'recipes/copy-1.json': record('copy-1', 'Copy one', credit),
      'recipes/copy-2.json': record('copy-2', 'Copy two', credit),
      'recipes/copy-1-v.json': record('copy-1-v', 'Copy one, vegan', { ...credit, parent_recipe_id: 'copy-1', refine_instruction: 'Make it vegan' }),
      'recipes/gone.json': record('gone', 'Saved long ago', { remix_of: 'shared-that-never-was', remix_of_title: 'Old tart', remix_of_creator: 'Anonymous' }),
    });
    const res = await postImport(owner.cookie, body);
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { recipes: 11, recipes_skipped: 0 } });

    const byTitle = new Map((await myRecipes(owner.cookie)).map((r) => [r.title, r]));
    const idOf = (title: string) => byTitle.get(title)?.id;
    expect(byTitle.get('Orphan version')).toMatchObject({ parent_recipe_id: null, refine_instruction: null });
    expect(byTitle.get('Child')).toMatchObject({ parent_recipe_id: idOf('Root'), refine_instruction: 'Milder' });
    // The account keeps families one level deep: a version of a version belongs to the first one.
    expect(byTitle.get('Grandchild')).toMatchObject({ parent_recipe_id: idOf('Root'), refine_instruction: 'Spicier' });
    for (const title of ['Root', 'Loop A', 'Loop B', 'Self']) expect(byTitle.get(title)?.parent_recipe_id).toBeNull();
    expect((await versionsOf(owner.cookie, idOf('Grandchild') ?? '')).versions.map((v) => v.title)).toEqual(['Root', 'Child', 'Grandchild']);

    // No credit from an archive (a real save gives one).
    expect(await plainCopies(owner.userId, sharedId)).toBe(0);
    expect([byTitle.get('Copy one')?.remix_of, byTitle.get('Copy two')?.remix_of]).toEqual([null, null]);
    expect(byTitle.get('Copy two')).toMatchObject({ remix_of_title: null, remix_of_creator: null });
    expect(byTitle.get('Copy one, vegan')).toMatchObject({ parent_recipe_id: idOf('Copy one'), remix_of: null });
    expect(byTitle.get('Saved long ago')).toMatchObject({ remix_of: null, remix_of_title: null, remix_of_creator: null });

    // The same file again: nothing added, no constraint broken.
    const again = await postImport(owner.cookie, body);
    expect({ status: again.status, body: await again.json() }).toMatchObject({ status: 200, body: { recipes: 0, recipes_skipped: 11 } });
  });

  it('an export from before family links imports as plain originals', async () => {
    const owner = await signIn({ planType: 'monthly' });
    await refinedFamily(owner);
    const { files } = await downloadExport(owner.cookie);
    const legacy: Zippable = {};
    for (const [name, data] of Object.entries(files)) {
      if (!/^recipes\/.*\.json$/.test(name)) legacy[name] = data;
      else {
        const { recipe, ...rest } = JSON.parse(textOf(files, name)) as { recipe: Record<string, unknown> };
        const { parent_recipe_id: _p, refine_instruction: _r, remix_of: _a, remix_of_title: _b, remix_of_creator: _c, ...old } = recipe;
        legacy[name] = strToU8(JSON.stringify({ ...rest, recipe: old }));
      }
    }
    const fresh = await signIn();
    const res = await postImport(fresh.cookie, zipSync(legacy));
    expect({ status: res.status, body: await res.json() }).toMatchObject({ status: 200, body: { recipes: 3 } });
    expect((await myRecipes(fresh.cookie)).map((r) => r.parent_recipe_id)).toEqual([null, null, null]);
  });
});
