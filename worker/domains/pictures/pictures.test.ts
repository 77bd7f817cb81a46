import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { deleteUnattachedImages } from '../images/images.service';
import { unshownByRecipes } from '../recipes/recipe-refs.service';
import { recipes } from '../recipes/recipes.table';
import { call, db } from '../recipes/read-test-helpers';
import { deliver, generateWithPictures, imageModel, PNG, storedImagesOf } from './pictures-test-helpers';
import { MAX_PICTURE_ATTEMPTS, retryDelaySeconds } from './pictures.service';
import { signIn } from '../../test/helpers';

const INDEX = '<!doctype html><html lang="en"><head><title>Forkcast</title></head><body><div id="root"></div></body></html>';
const assets = { fetch: async () => new Response(INDEX, { headers: { 'content-type': 'text/html; charset=utf-8' } }) };
const sharedPage = (id: string) => app.request(`https://forkcast.example/discover/${id}`, {}, { ...env, ASSETS: assets });

async function recipeJson(id: string, cookie: string) {
  const res = await call(`/recipes/${id}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json<{ recipe: { picture_status: string; ai_image_url: string | null; model: string | null } }>()).recipe;
}

describe('the PICTURES queue (docs/decisions/038-dish-pictures-the-ai-picture-queue.md)', () => {
  it('a saved generated recipe is answered at once as pending, then gets its picture, which its owner can see', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    const before = await recipeJson(row.id, user.cookie);
    expect(before).toMatchObject({ picture_status: 'pending', ai_image_url: null, model: 'Offline demo chef' });

    const result = await deliver(imageModel(), [message]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);

    const after = await recipeJson(row.id, user.cookie);
    expect(after.picture_status).toBe('ready');
    expect(after.ai_image_url).toMatch(/^\/api\/images\/p\/[0-9a-f-]{36}\.png$/);
    const image = await call(after.ai_image_url!.slice('/api'.length), { cookie: user.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('a failing image model is retried with growing delays, then the picture is marked failed', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    const failing = imageModel(async () => {
      throw new Error('model refused');
    });
    const first = await deliver(failing, [message], 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([10]);
    const second = await deliver(failing, [message], 2);
    expect(second.delays).toEqual([30]);
    expect((await recipeJson(row.id, user.cookie)).picture_status).toBe('pending');

    const last = await deliver(failing, [message], MAX_PICTURE_ATTEMPTS);
    expect(last.retryMessages).toEqual([]);
    expect(last.explicitAcks).toHaveLength(1);
    expect(await recipeJson(row.id, user.cookie)).toMatchObject({ picture_status: 'failed', ai_image_url: null });
    expect(await storedImagesOf(user.userId)).toEqual([]);
  });

  it('bytes that are not an image are refused like an upload and retried; nothing is stored', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    const svg = imageModel(async () => ({ bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), mimeType: 'image/png' }));
    const result = await deliver(svg, [message], 1);
    expect(result.retryMessages).toHaveLength(1);
    expect(await storedImagesOf(user.userId)).toEqual([]);
    expect((await recipeJson(row.id, user.cookie)).ai_image_url).toBeNull();
  });

  it('a recipe deleted before its turn gets nothing written', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    await db().delete(recipes).where(eq(recipes.id, row.id));
    const result = await deliver(imageModel(), [message]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await storedImagesOf(user.userId)).toEqual([]);
  });

  it('a recipe deleted while its picture is drawn leaves no orphan object or row', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    const listed = async () => (await env.BUCKET.list({ prefix: 'p/' })).objects.map((o) => o.key);
    const objectsBefore = await listed();
    const result = await deliver(
      imageModel(async () => {
        await db().delete(recipes).where(eq(recipes.id, row.id));
        return { bytes: PNG, mimeType: 'image/png' };
      }),
      [message],
    );
    expect(result.explicitAcks).toHaveLength(1);
    expect(await storedImagesOf(user.userId)).toEqual([]);
    expect(await listed()).toEqual(objectsBefore);
  });

  it('a message of an older request writes nothing (only the current request may)', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    await deliver(imageModel(), [{ ...message, requestedAt: '2020-01-01T00:00:00.000Z' }]);
    expect((await recipeJson(row.id, user.cookie)).picture_status).toBe('pending');
    expect(await storedImagesOf(user.userId)).toEqual([]);
  });

  it('retry delays grow and are capped', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelaySeconds)).toEqual([10, 30, 90, 270, 300, 300]);
  });
});

describe('picture privacy and lifetime (like photos)', () => {
  it('only the owner sees the picture until the recipe is shared; then anyone, and the link preview shows it', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'monthly' });
    const { row, message } = await generateWithPictures({ id: owner.userId, planType: 'monthly' });
    // Shared while the picture is still being drawn: the card gets it once it is ready.
    const shareRes = await call(`/recipes/${row.id}/share`, { method: 'POST', cookie: owner.cookie, headers: { origin: 'http://localhost' }, body: JSON.stringify({ share_message: null }) });
    expect(shareRes.status).toBe(200);
    const { shared_recipe_id: sharedId } = await shareRes.json<{ shared_recipe_id: string }>();
    await call(`/recipes/${row.id}/share`, { method: 'DELETE', cookie: owner.cookie, headers: { origin: 'http://localhost' } });

    await deliver(imageModel(), [message]);
    const url = (await recipeJson(row.id, owner.cookie)).ai_image_url!;
    const path = url.slice('/api'.length);
    expect((await call(path, { cookie: owner.cookie })).status).toBe(200);
    expect((await call(path, { cookie: other.cookie })).status).toBe(404);
    expect((await call(path)).status).toBe(404);

    const again = await call(`/recipes/${row.id}/share`, { method: 'POST', cookie: owner.cookie, headers: { origin: 'http://localhost' }, body: JSON.stringify({ share_message: null }) });
    expect(again.status).toBe(200);
    expect((await call(path)).status).toBe(200);
    expect((await call(path, { cookie: other.cookie })).status).toBe(200);
    expect(sharedId).toBeTruthy();
  });

  it('a picture drawn after the recipe was shared becomes the shared card and og:image', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const { row, message } = await generateWithPictures({ id: owner.userId, planType: 'monthly' });
    const shareRes = await call(`/recipes/${row.id}/share`, { method: 'POST', cookie: owner.cookie, headers: { origin: 'http://localhost' }, body: JSON.stringify({ share_message: null }) });
    const { shared_recipe_id: sharedId } = await shareRes.json<{ shared_recipe_id: string }>();
    await deliver(imageModel(), [message]);
    const url = (await recipeJson(row.id, owner.cookie)).ai_image_url!;
    expect((await call(url.slice('/api'.length))).status).toBe(200);
    const html = await (await sharedPage(sharedId)).text();
    expect(html).toContain(`<meta property="og:image" content="https://forkcast.example${url}">`);
  });

  it('deleting the account deletes its pictures (R2 object and row)', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    await deliver(imageModel(), [message]);
    const key = (await recipeJson(row.id, user.cookie)).ai_image_url!.slice('/api/images/'.length);
    expect(await env.BUCKET.head(key)).not.toBeNull();
    const res = await call('/users/me', {
      method: 'DELETE',
      cookie: user.cookie,
      headers: { origin: 'http://localhost' },
      body: JSON.stringify({ confirm_email: user.email }),
    });
    expect(res.ok).toBe(true);
    expect(await env.BUCKET.head(key)).toBeNull();
    expect(await storedImagesOf(user.userId)).toEqual([]);
  });

  it('the daily cleanup of unattached photos keeps a recipe\'s picture', async () => {
    const user = await signIn({ planType: 'free' });
    const { row, message } = await generateWithPictures({ id: user.userId, planType: 'free' });
    await deliver(imageModel(), [message]);
    const later = new Date(Date.now() + 48 * 60 * 60 * 1000);
    await deleteUnattachedImages({ db: db(), bucket: env.BUCKET, now: later, unshownByRecipes });
    const stored = await storedImagesOf(user.userId);
    expect(stored).toEqual([{ key: (await recipeJson(row.id, user.cookie)).ai_image_url!.slice('/api/images/'.length), inR2: true }]);
  });
});
