import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, insertRecipe, share } from './test-helpers';
import { signIn } from '../../test/helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a shared recipe image', () => {
  it('is readable by anyone once shared, only by its owner otherwise', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const other = await signIn({ planType: 'free' });
    const key = `p/${crypto.randomUUID()}.png`;
    await env.BUCKET.put(key, PNG, { httpMetadata: { contentType: 'image/png' } });
    await env.DB.prepare("INSERT INTO images (key, user_id, content_type, bytes, created_at) VALUES (?1, ?2, 'image/png', ?3, '2026-01-01T00:00:00Z')")
      .bind(key, owner.userId, PNG.length)
      .run();
    const recipeId = await insertRecipe(owner.userId, { imageUrl: `/api/images/${key}` });
    const status = async (cookie?: string) => {
      const res = await apiFetch(`/images/${key}`, cookie ? { cookie } : {});
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(owner.cookie)).toBe(200);
    expect(await status()).toBe(404);
    expect(await status(other.cookie)).toBe(404);

    const id = await share(owner, recipeId);
    const card = await (await apiFetch(`/discover/${id}`)).json<{ image_url: string }>();
    expect(card.image_url).toBe(`/api/images/${key}`);
    expect(await status()).toBe(200);
    expect(await status(other.cookie)).toBe(200);

    await apiFetch(`/recipes/${recipeId}/share`, { method: 'DELETE', cookie: owner.cookie });
    expect(await status()).toBe(404);
    expect(await status(owner.cookie)).toBe(200);
  });
});
