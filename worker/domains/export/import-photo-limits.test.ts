import { env } from 'cloudflare:workers';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { fakeWeb, html } from '../import/import-test-helpers';
import { IMAGES, fromBase64 } from '../recipes/creator-test-helpers';
import { count, postImport } from './export-test-helpers';

/** docs/decisions/032-hardening-second-pass.md: restored and imported photos pass the upload's checks and daily cap. */

const manifest = strToU8(JSON.stringify({ format: 'forkcast-export', version: 1, exported_at: '2026-01-01T00:00:00.000Z' }));
const today = () => new Date().toISOString().slice(0, 10);

const record = (key: string, photo: string | null) =>
  strToU8(
    JSON.stringify({
      source_key: key,
      photo,
      recipe: {
        title: `Soup ${key}`, description: null, cuisine: null, cooking_method: null, prep_time: 5, cook_time: 5, servings: 2, difficulty: 'easy',
        ingredients: 'water', instructions: 'Boil', notes: null, language: 'en', generation_type: 'prompt', recipe_type: 'quick',
        provider: 'manual', nutrition: null, source_url: null, created_at: '2026-01-01T00:00:00.000Z',
      },
    }),
  );

/** A one-pixel PNG whose header claims `width` x `height` (the IHDR fields; no decoder is involved). */
function pngClaiming(width: number, height: number): Uint8Array {
  const bytes = fromBase64(IMAGES.png).slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** An export of `n` recipes, each with its own photo. */
function zipWithPhotos(n: number, photo = fromBase64(IMAGES.png)) {
  const files: Zippable = { 'manifest.json': manifest };
  for (let i = 0; i < n; i += 1) files[`recipes/r${i}.json`] = record(`k${i}`, `photos/r${i}.png`);
  for (let i = 0; i < n; i += 1) files[`photos/r${i}.png`] = photo;
  return zipSync(files, { level: 6 });
}

const usedToday = async (userId: string) =>
  (await env.DB.prepare('SELECT used FROM upload_counts WHERE user_id = ?1 AND day = ?2').bind(userId, today()).first<{ used: number }>())?.used ?? 0;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('photos restored from an export or copied by import count as uploads', { timeout: 60_000 }, () => {
  it('a free user restoring 500 photos stores the day’s 20 and no more; the recipes still arrive', async () => {
    const user = await signIn();
    const body = zipWithPhotos(500);
    expect(body.length).toBeLessThan(400_000);
    const res = await postImport(user.cookie, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recipes: 500, photos: 20, photos_skipped: 480 });
    expect(await count('SELECT count(*) AS n FROM images WHERE user_id = ?1', user.userId)).toBe(20);
    expect(await count("SELECT count(*) AS n FROM recipes WHERE user_id = ?1 AND image_url IS NOT NULL", user.userId)).toBe(20);
    expect(await usedToday(user.userId)).toBe(20);
    const listed = await env.BUCKET.list({ prefix: 'p/' });
    const keys = new Set(listed.objects.map((o) => o.key));
    const { results } = await env.DB.prepare('SELECT key FROM images WHERE user_id = ?1').bind(user.userId).all<{ key: string }>();
    expect(results.every((r) => keys.has(r.key))).toBe(true);
  });

  it('a restored PNG whose header says 100000 x 100000 is refused with a 400 naming it; nothing is stored', async () => {
    const user = await signIn({ planType: 'monthly' });
    const res = await postImport(user.cookie, zipWithPhotos(1, pngClaiming(100_000, 100_000)));
    const json = await res.json<{ code: string; details: string }>();
    expect({ status: res.status, code: json.code }).toEqual({ status: 400, code: 'validation_failed' });
    expect(json.details).toMatch(/photos\/r0\.png: .*too many pixels/i);
    expect(await count('SELECT count(*) AS n FROM images WHERE user_id = ?1', user.userId)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM recipes WHERE user_id = ?1', user.userId)).toBe(0);
  });

  it('the URL import copies a picture only within the daily cap and the pixel limit', async () => {
    const user = await signIn();
    const page = (image: string) =>
      html(`<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Pea soup', image, recipeIngredient: ['1 kg peas'], recipeInstructions: ['Cook the peas.'] })}</script>`);
    const png = (bytes: Uint8Array) => () => new Response(bytes, { headers: { 'content-type': 'image/png' } });
    fakeWeb({
      'https://blog.example.com/huge': page('https://cdn.example.com/huge.png'),
      'https://cdn.example.com/huge.png': png(pngClaiming(100_000, 100_000)),
      'https://blog.example.com/fine': page('https://cdn.example.com/fine.png'),
      'https://cdn.example.com/fine.png': png(fromBase64(IMAGES.png)),
    });
    const importUrl = async (url: string) => {
      const res = await apiFetch('/recipes/import', { cookie: user.cookie, json: { url } });
      expect(res.status).toBe(201);
      return (await res.json<{ recipe: { image_url: string | null } }>()).recipe.image_url;
    };
    expect(await importUrl('https://blog.example.com/huge')).toBeNull();
    expect(await importUrl('https://blog.example.com/fine')).toMatch(/^\/api\/images\/p\//);
    expect(await usedToday(user.userId)).toBe(1);
    await env.DB.prepare('UPDATE upload_counts SET used = 20 WHERE user_id = ?1 AND day = ?2').bind(user.userId, today()).run();
    expect(await importUrl('https://blog.example.com/fine')).toBeNull();
    expect(await count('SELECT count(*) AS n FROM images WHERE user_id = ?1', user.userId)).toBe(1);
  });

  it('POST /api/import is rate limited per user: the 11th within a minute answers 429', async () => {
    const user = await signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await postImport(user.cookie, zipSync({ 'manifest.json': manifest }))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
