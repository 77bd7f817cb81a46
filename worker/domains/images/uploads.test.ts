import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { apiFetch, signIn } from '../../test/helpers';
import { IMAGES, countRows, dataUrl, detect, fromBase64, generate, quickRequest, toBase64 } from '../recipes/creator-test-helpers';
import { DAILY_UPLOADS } from './images.service';

/** docs/decisions/014-hardening.md: uploads are capped per day and per minute, and unattached photos expire. */

const today = () => new Date().toISOString().slice(0, 10);

async function setUploadsToday(userId: string, used: number) {
  await env.DB.prepare('INSERT INTO upload_counts (user_id, day, used) VALUES (?1, ?2, ?3)').bind(userId, today(), used).run();
}

async function uploadsToday(userId: string) {
  const row = await env.DB.prepare('SELECT used FROM upload_counts WHERE user_id = ?1 AND day = ?2').bind(userId, today()).first<{ used: number }>();
  return row?.used ?? 0;
}

const runCron = (at: Date) => worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: '*/15 * * * *' }), env);

describe('the daily upload cap', () => {
  it.each([
    ['free', 'free', DAILY_UPLOADS.free],
    ['Pro', 'monthly', DAILY_UPLOADS.pro],
  ] as const)('lets a %s user (%s) reach the cap of %i: the last allowed photo passes, the next answers 429 and stores nothing', async (_label, planType, limit) => {
    expect(limit).toBe(planType === 'free' ? 20 : 200);
    const { cookie, userId } = await signIn({ planType });
    await setUploadsToday(userId, limit - 1);
    const last = await detect(cookie, dataUrl('image/png', IMAGES.png));
    expect(last.status).toBe(200);
    expect(await uploadsToday(userId)).toBe(limit);
    expect(await countRows('images', userId)).toBe(1);

    const objects = async () => (await env.BUCKET.list()).objects.map((o) => o.key).sort();
    const stored = await objects();
    const over = await detect(cookie, dataUrl('image/png', IMAGES.png));
    expect(over.status).toBe(429);
    // Refused before the body is stored: no new R2 object either.
    expect(await objects()).toEqual(stored);
    expect(await over.json()).toEqual({ error: `You have uploaded ${limit} photos today. Please try again tomorrow.`, code: 'rate_limited' });
    expect(await countRows('images', userId)).toBe(1);
    expect(await uploadsToday(userId)).toBe(limit);
  });

  it('does not count refused uploads (bad type) against the cap', async () => {
    const { cookie, userId } = await signIn();
    const res = await detect(cookie, dataUrl('image/png', toBase64(new TextEncoder().encode('<svg/>'))));
    expect(res.status).toBe(415);
    expect(await uploadsToday(userId)).toBe(0);
  });
});

describe('the per-minute upload limit', () => {
  it('answers 429 on the 11th upload within a minute, per user whatever the address', async () => {
    const { cookie, userId } = await signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await apiFetch('/detect-ingredients', {
        cookie,
        json: { imageBase64: dataUrl('image/png', IMAGES.png), language: 'en' },
        headers: { 'cf-connecting-ip': `10.99.0.${i + 1}` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(await res.json()).toMatchObject({ code: 'rate_limited' });
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect(await countRows('images', userId)).toBe(10);
    // Another user is not affected.
    const other = await signIn();
    expect((await detect(other.cookie, dataUrl('image/png', IMAGES.png))).status).toBe(200);
  });
});

describe('photos never attached to a recipe', () => {
  it('are deleted (row and R2 object) by the scheduled handler after 24 hours; attached ones stay', async () => {
    const { cookie, userId } = await signIn();
    const loose = (await (await detect(cookie, dataUrl('image/png', IMAGES.png))).json<{ imageUrl: string }>()).imageUrl;
    const kept = (await (await detect(cookie, dataUrl('image/gif', IMAGES.gif))).json<{ imageUrl: string }>()).imageUrl;
    const saved = await generate(cookie, { ...quickRequest, type: 'quick', userImageUrl: kept });
    expect(saved.status).toBe(200);
    const keyOf = (url: string) => url.replace('/api/images/', '');

    await runCron(new Date(Date.now() + 23 * 3_600_000));
    expect(await countRows('images', userId)).toBe(2);

    await runCron(new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expect(await countRows('images', userId)).toBe(1);
    expect(await env.BUCKET.head(keyOf(loose))).toBeNull();
    expect(await env.BUCKET.head(keyOf(kept))).not.toBeNull();
    expect((await apiFetch(kept, { cookie })).status).toBe(200);
    expect((await apiFetch(loose, { cookie })).status).toBe(404);
  });
});

describe('photos stored before opaque keys (docs/decisions/014-hardening.md) under u/{userId}/...', () => {
  it('get an opaque key by the migration, keep their R2 object, and recipes point at the new key', async () => {
    const { cookie, userId } = await signIn();
    const oldKey = `u/${userId}/${crypto.randomUUID()}.png`;
    await env.BUCKET.put(oldKey, fromBase64(IMAGES.png), { httpMetadata: { contentType: 'image/png' } });
    await env.DB.prepare("INSERT INTO images (key, user_id, content_type, bytes, created_at) VALUES (?1, ?2, 'image/png', 1, ?3)")
      .bind(oldKey, userId, new Date().toISOString())
      .run();
    await env.DB.prepare(
      `INSERT INTO recipes (id, user_id, title, prep_time, cook_time, servings, difficulty, ingredients, instructions,
         image_url, language, generation_type, recipe_type, provider, created_at)
       VALUES ('legacy-photo-recipe', ?1, 'Old', 1, 1, 1, 'easy', 'a', 'b', ?2, 'en', 'image', 'quick', 'offline', ?3)`,
    )
      .bind(userId, `/api/images/${oldKey}`, new Date().toISOString())
      .run();

    // The migration that carries docs/decisions/014-hardening.md's data fix (its custom SQL rewrites the legacy keys).
    const migration = env.TEST_MIGRATIONS.find((m) => m.queries.some((q) => q.includes('opaque public key')));
    const custom = (migration?.queries ?? []).filter((q) => /\bUPDATE `/.test(q));
    expect(custom).toHaveLength(3);
    for (const query of custom) await env.DB.prepare(query).run();

    const row = await env.DB.prepare('SELECT key, object_key FROM images WHERE user_id = ?1').bind(userId).first<{ key: string; object_key: string }>();
    expect(row?.object_key).toBe(oldKey);
    expect(row?.key).toMatch(/^p\/[0-9a-f]{32}\.png$/);
    const recipe = await env.DB.prepare("SELECT image_url FROM recipes WHERE id = 'legacy-photo-recipe'").first<{ image_url: string }>();
    expect(recipe?.image_url).toBe(`/api/images/${row?.key}`);
    expect(recipe?.image_url).not.toContain(userId);

    const served = await apiFetch(recipe?.image_url ?? '', { cookie });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fromBase64(IMAGES.png));
    expect((await apiFetch(`/api/images/${oldKey}`, { cookie })).status).toBe(404);
  });
});
