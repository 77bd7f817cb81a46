import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';
import { apiFetch, signIn } from '../../test/helpers';
import { IMAGES, countRows, dataUrl, detect, fromBase64, toBase64 } from '../recipes/creator-test-helpers';
import { sniffImageFormat } from './image-format';

/** The R2 objects that are the user's photos, plus any object without a row (never expected). */
async function bucketKeys(userId: string): Promise<string[]> {
  const listed = await env.BUCKET.list();
  const keys: string[] = [];
  for (const { key } of listed.objects) {
    const row = await env.DB.prepare('SELECT user_id FROM images WHERE key = ? OR object_key = ?').bind(key, key).first<{ user_id: string }>();
    if (!row || row.user_id === userId) keys.push(key);
  }
  return keys;
}

const enc = new TextEncoder();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('POST /api/detect-ingredients', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('stores a valid %s under an opaque key and answers its URL', async (format, mime, ext) => {
    const { cookie, userId } = await signIn();
    // The declared type is ignored: the bytes decide.
    const res = await detect(cookie, dataUrl('application/octet-stream', IMAGES[format]));
    expect(res.status).toBe(200);
    const body = await res.json<{ ingredients: string[]; imageUrl: string }>();
    expect(body.ingredients).toEqual([]); // the offline chef sees nothing
    const key = body.imageUrl.replace('/api/images/', '');
    expect(key).toMatch(new RegExp(`^p/[0-9a-f-]{36}\\.${ext}$`));
    expect(body.imageUrl).not.toContain(userId);
    expect(await bucketKeys(userId)).toEqual([key]);
    const object = await env.BUCKET.get(key);
    expect(object?.httpMetadata?.contentType).toBe(mime);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(fromBase64(IMAGES[format]));
    const row = await env.DB.prepare('SELECT user_id, content_type, bytes FROM images WHERE key = ?').bind(key).first();
    expect(row).toEqual({ user_id: userId, content_type: mime, bytes: fromBase64(IMAGES[format]).length });
  });

  const png = fromBase64(IMAGES.png);
  const jpeg = fromBase64(IMAGES.jpeg);
  const webp = fromBase64(IMAGES.webp);
  const gif = fromBase64(IMAGES.gif);
  const rejected: Array<[string, string, number]> = [
    ['an SVG', toBase64(enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415],
    ['HTML named .png', toBase64(enc.encode('<!doctype html><html><body>hi</body></html>')), 415],
    ['a PNG signature alone', toBase64(new Uint8Array(PNG_SIGNATURE)), 415],
    ['a PNG cut inside IHDR', toBase64(png.subarray(0, 20)), 415],
    ['a PNG cut before IEND', toBase64(png.subarray(0, png.length - 5)), 415],
    ['a GIF header alone', toBase64(enc.encode('GIF89a')), 415],
    // docs/decisions/014-hardening.md: the truncation cases the mutation audit found untested.
    ['a JPEG cut before its end marker', toBase64(jpeg.subarray(0, jpeg.length - 2)), 415],
    ['a JPEG cut after its frame header', toBase64(jpeg.subarray(0, 90)), 415],
    ['a WebP one byte shorter than its RIFF size', toBase64(webp.subarray(0, webp.length - 1)), 415],
    ['a GIF without its trailer byte', toBase64(gif.subarray(0, gif.length - 1)), 415],
    ['a JPEG without a frame header', toBase64(new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x04, 0x41, 0x42, 0xff, 0xd9])), 415],
    ['0 bytes', '', 415],
  ];
  it.each(rejected)('refuses %s and writes nothing', async (_name, base64, status) => {
    const { cookie, userId } = await signIn();
    const res = await detect(cookie, dataUrl('image/png', base64));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({
      code: 'unsupported_media_type',
      error: 'Please select a valid image file (JPG, PNG, WebP, GIF, SVG)',
    });
    expect(await bucketKeys(userId)).toEqual([]);
    expect(await countRows('images', userId)).toBe(0);
  });

  it('refuses 10 MB plus one byte with 413 and writes nothing; exactly 10 MB is accepted', async () => {
    const { cookie, userId } = await signIn();
    // A structurally valid PNG padded with an ancillary chunk to the exact size.
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(png.subarray(0, 33));
    const chunkLength = MAX_IMAGE_BYTES - 33 - 12 - 12;
    new DataView(exact.buffer).setUint32(33, chunkLength);
    exact.set(enc.encode('tEXt'), 37);
    exact.set(png.subarray(png.length - 12), MAX_IMAGE_BYTES - 12);
    expect(sniffImageFormat(exact)).toBe('png');

    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(exact);
    over.set(png.subarray(png.length - 12), MAX_IMAGE_BYTES + 1 - 12);
    const tooBig = await detect(cookie, dataUrl('image/png', toBase64(over)));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await bucketKeys(userId)).toEqual([]);
    expect(await countRows('images', userId)).toBe(0);

    const fits = await detect(cookie, dataUrl('image/png', toBase64(exact)));
    expect(fits.status).toBe(200);
    expect(await bucketKeys(userId)).toHaveLength(1);
  }, 30_000);

  it('answers 400 for input that is not base64, and 401 when signed out', async () => {
    const { cookie, userId } = await signIn();
    const res = await detect(cookie, 'data:image/png;base64,@@@not-base64@@@');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    const noLanguage = await apiFetch('/detect-ingredients', { cookie, json: { imageBase64: IMAGES.png, language: 'fr' } });
    expect(noLanguage.status).toBe(400);
    expect(await bucketKeys(userId)).toEqual([]);
    const signedOut = await apiFetch('/detect-ingredients', { json: { imageBase64: IMAGES.png, language: 'en' } });
    expect(signedOut.status).toBe(401);
  });
});

describe('GET /api/images/*', () => {
  it('serves the image to its owner only, with immutable caching headers and an ETag', async () => {
    const owner = await signIn();
    const other = await signIn();
    const upload = await detect(owner.cookie, dataUrl('image/webp', IMAGES.webp));
    const { imageUrl } = await upload.json<{ imageUrl: string }>();

    const res = await apiFetch(imageUrl, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(fromBase64(IMAGES.webp));

    const again = await apiFetch(imageUrl, { cookie: owner.cookie, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const stranger = await apiFetch(imageUrl, { cookie: other.cookie });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'not_found' });
    const signedOut = await apiFetch(imageUrl);
    expect(signedOut.status).toBe(404);
  });

  it('answers 404 for unknown and malformed keys', async () => {
    const { cookie, userId } = await signIn();
    for (const path of [
      '/api/images/p/00000000-0000-0000-0000-000000000000.png',
      `/api/images/u/${userId}/00000000-0000-0000-0000-000000000000.png`,
      '/api/images/../secrets',
      `/api/images/u/${userId}/x.svg`,
    ]) {
      const res = await apiFetch(path, { cookie });
      expect(res.status).toBe(404);
    }
  });
});
