import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { count, downloadExport, postImport, seedKitchen } from './export-test-helpers';

const manifest = (version = 1, format = 'forkcast-export') => strToU8(JSON.stringify({ format, version, exported_at: '2026-01-01T00:00:00.000Z' }));

const record = (key: string, title = 'Hostile soup') =>
  strToU8(
    JSON.stringify({
      source_key: key,
      photo: null,
      recipe: {
        title, description: null, cuisine: null, cooking_method: null, prep_time: 5, cook_time: 5, servings: 2, difficulty: 'easy',
        ingredients: 'water', instructions: 'Boil', notes: null, language: 'en', generation_type: 'prompt', recipe_type: 'quick',
        provider: 'manual', nutrition: null, source_url: null, created_at: '2026-01-01T00:00:00.000Z',
      },
    }),
  );

/** A zip whose entries are in the given order (fflate keeps insertion order). */
const zip = (files: Zippable) => zipSync(files, { level: 6 });

async function expectRefused(body: Uint8Array | string, status: number, code: string, detail?: RegExp, type?: string) {
  const user = await signIn();
  const res = await postImport(user.cookie, body, type);
  const json = await res.json<{ code: string; details?: string }>();
  expect({ status: res.status, code: json.code }).toEqual({ status, code });
  if (detail) expect(json.details).toMatch(detail);
  expect(await count('SELECT count(*) AS n FROM recipes WHERE user_id = ?1', user.userId)).toBe(0);
  expect(await count('SELECT count(*) AS n FROM images WHERE user_id = ?1', user.userId)).toBe(0);
  // The connection still serves the next request (the body was read before the answer).
  expect((await apiFetch('/users/me', { cookie: user.cookie })).status).toBe(200);
}

describe('POST /api/import refuses bad files with a 4xx and writes nothing', { timeout: 30_000 }, () => {
  it('is 401 signed out and 415 for a body that is not sent as a zip', async () => {
    const res = await apiFetch('/import', { method: 'POST', body: zip({ 'manifest.json': manifest() }), headers: { 'content-type': 'application/zip' } });
    expect(res.status).toBe(401);
    await expectRefused(JSON.stringify({ recipes: [] }), 415, 'unsupported_media_type', undefined, 'application/json');
  });

  it.each([
    ['bytes that are not a zip', strToU8('just some text, certainly not a zip file'.repeat(20)), /manifest\.json must be the first file/],
    ['an empty body', new Uint8Array(0), /manifest\.json must be the first file/],
    ['a zip without a manifest first', zip({ 'recipes/a.json': record('a'), 'manifest.json': manifest() }), /manifest\.json must be the first/],
    ['another format', zip({ 'manifest.json': manifest(1, 'other-app') }), /Unknown format/],
    ['a newer format version', zip({ 'manifest.json': manifest(2) }), /Format version 2/],
    ['a path that climbs out of its folder', zip({ 'manifest.json': manifest(), '../../etc/passwd': strToU8('x') }), /unsafe file name/],
    ['an absolute path', zip({ 'manifest.json': manifest(), '/recipes/a.json': record('a') }), /unsafe file name/],
    ['a recipe that is not JSON', zip({ 'manifest.json': manifest(), 'recipes/a.json': strToU8('{oops') }), /recipes\/a\.json: not valid JSON/],
    ['a recipe with a bad field', zip({ 'manifest.json': manifest(), 'recipes/a.json': strToU8(JSON.stringify({ source_key: 'a', photo: null, recipe: { title: '' } })) }), /recipes\/a\.json: recipe/],
    [
      'a photo that is not an image',
      zip({ 'manifest.json': manifest(), 'recipes/a.json': strToU8(JSON.stringify({ ...JSON.parse(new TextDecoder().decode(record('a'))), photo: 'photos/a.png' })), 'photos/a.png': strToU8('<svg/>') }),
      /photos\/a\.png: not a JPEG/,
    ],
    // docs/decisions/014-hardening.md: the text of an import is held to the API's rule on control characters.
    ['a recipe title with a bidi override', zip({ 'manifest.json': manifest(), 'recipes/a.json': record('a', 'invoice\u202Egnp.exe') }), /recipes\/a\.json: recipe\.title: Control characters/],
    ['a recipe title with a NUL', zip({ 'manifest.json': manifest(), 'recipes/a.json': record('a', 'nul\u0000soup') }), /recipes\/a\.json: recipe\.title: Control characters/],
    [
      'a pantry item with a bidi isolate',
      zip({ 'manifest.json': manifest(), 'kitchen/pantry.json': strToU8(JSON.stringify({ items: [{ name: '\u2066rice\u2069', quantity: null, unit: null, category: null, expiry_date: null, location: null, notes: null, created_at: '2026-01-01T00:00:00.000Z' }] })) }),
      /kitchen\/pantry\.json: items\.0\.name: Control characters/,
    ],
    ['a truncated zip', zip({ 'manifest.json': manifest(), 'recipes/a.json': record('a') }).subarray(0, 200), /ends in the middle|not a readable zip/],
  ])('400 for %s', async (_label, body, detail) => {
    await expectRefused(body, 400, 'validation_failed', detail);
  });

  it('413 for a zip bomb: a small entry that inflates past its cap', async () => {
    const bomb = zip({ 'manifest.json': manifest(), 'kitchen/pantry.json': new Uint8Array(8 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefused(bomb, 413, 'payload_too_large', /kitchen\/pantry\.json is larger than/);
  });

  it('413 for a declared body larger than the limit', async () => {
    const user = await signIn();
    const res = await apiFetch('/import', {
      method: 'POST',
      cookie: user.cookie,
      body: zip({ 'manifest.json': manifest() }),
      headers: { 'content-type': 'application/zip', 'content-length': String(200 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it('writes no recipe and keeps no photo when a later file of the zip is bad', async () => {
    const { owner } = await seedKitchen();
    const { files } = await downloadExport(owner.cookie);
    const broken = zip({ ...files, 'kitchen/pantry.json': strToU8('{"items": [{"name": ""}]}') });
    await expectRefused(broken, 400, 'validation_failed', /kitchen\/pantry\.json: items\.0/);
  });
});
