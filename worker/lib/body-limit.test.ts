import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { apiFetch, signIn } from '../test/helpers';
import { BODY_LIMIT_EXCEPTIONS, JSON_BODY_LIMIT_BYTES } from './body-limit';

/**
 * One body limit for every JSON route (a 90 MB field on POST /api/recipes was stored
 * and grew the server's memory by 320 MB), with its exceptions named and bounded by their routes.
 */

/** A body of `bytes` sent as a stream without a declared length (chunked). */
function streamed(bytes: number, head = '{"title":"', tail = '"}') {
  const encoder = new TextEncoder();
  let sent = 0;
  const filler = new Uint8Array(64 * 1024).fill(0x61);
  let state: 'head' | 'fill' | 'tail' | 'done' = 'head';
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state === 'head') {
        controller.enqueue(encoder.encode(head));
        state = 'fill';
      } else if (state === 'fill') {
        const size = Math.min(filler.byteLength, bytes - sent);
        sent += size;
        controller.enqueue(filler.subarray(0, size));
        if (sent >= bytes) state = 'tail';
      } else if (state === 'tail') {
        controller.enqueue(encoder.encode(tail));
        state = 'done';
      } else controller.close();
    },
  });
}

async function ownRecipes(userId: string) {
  return (await env.DB.prepare('SELECT count(*) AS n FROM recipes WHERE user_id = ?1').bind(userId).first<{ n: number }>())?.n;
}

describe('the JSON body limit', () => {
  it('a 20 MB field on POST /api/recipes answers 413 payload_too_large and stores nothing (declared and chunked)', async () => {
    const cook = await signIn();
    const big = 'a'.repeat(20 * 1024 * 1024);
    const declared = await apiFetch('/recipes', { cookie: cook.cookie, json: { title: 'Huge', ingredients: big, instructions: 'Mix.' } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: expect.any(String), code: 'payload_too_large', details: `The limit is ${JSON_BODY_LIMIT_BYTES} bytes` });

    const chunked = await app.fetch(
      new Request('http://localhost/api/recipes', {
        method: 'POST',
        headers: { cookie: cook.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        body: streamed(20 * 1024 * 1024),
        // @ts-expect-error -- `duplex` is required by the fetch spec for stream bodies, not typed here
        duplex: 'half',
      }),
      env,
    );
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await ownRecipes(cook.userId)).toBe(0);
  });

  it('a body just under the limit is read and checked as before', async () => {
    const cook = await signIn();
    const res = await app.fetch(
      new Request('http://localhost/api/recipes', {
        method: 'POST',
        headers: { cookie: cook.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        body: streamed(JSON_BODY_LIMIT_BYTES - 1024, '{"title":"Fine","ingredients":"1 egg","instructions":"', '"}'),
        // @ts-expect-error -- as above
        duplex: 'half',
      }),
      env,
    );
    // Not refused by the limit: the route's own rules answer (a step this long is a validation error or stored).
    expect(res.status).not.toBe(413);
  });

  it('applies to every other JSON route too (PATCH, PUT, DELETE with a body)', async () => {
    const cook = await signIn();
    const json = { note: 'a'.repeat(JSON_BODY_LIMIT_BYTES + 1) };
    for (const [method, path] of [
      ['PATCH', '/recipes/some-id'],
      ['PUT', '/pantry/some-id'],
      ['POST', '/shopping-list'],
      ['POST', '/meal-plans'],
      ['PUT', '/diet-profile'],
      ['POST', '/sessions'],
    ] as const) {
      const res = await apiFetch(path, { cookie: cook.cookie, method, json });
      expect(res.status, `${method} ${path}`).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    }
  });

  it('names its exceptions, which bound their bodies themselves and pass 300 KB to their own checks', async () => {
    expect(BODY_LIMIT_EXCEPTIONS.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/import',
      'POST /api/recipes/import',
      'POST /api/detect-ingredients',
      'POST /api/webhooks/stripe',
    ]);
    const cook = await signIn();
    const padding = 'A'.repeat(300 * 1024);
    // A photo that is no image: the route's own check, not the limit.
    const detect = await apiFetch('/detect-ingredients', { cookie: cook.cookie, json: { imageBase64: padding, language: 'en' } });
    expect(detect.status).not.toBe(413);
    const pages = await apiFetch('/recipes/import', { cookie: cook.cookie, json: { images: [padding], language: 'en' } });
    expect(pages.status).not.toBe(413);
    // Stripe's event: its signature is checked (400 without one), not the size.
    const webhook = await app.request('http://localhost/api/webhooks/stripe', { method: 'POST', body: `{"pad":"${padding}"}`, headers: { 'content-type': 'application/json' } }, env);
    expect(webhook.status).not.toBe(413);
    // The zip import reads up to its own 100 MiB.
    const zip = await app.request(
      'http://localhost/api/import',
      { method: 'POST', body: new Uint8Array(300 * 1024), headers: { cookie: cook.cookie, origin: 'http://localhost', 'content-type': 'application/zip' } },
      env,
    );
    expect(zip.status).not.toBe(413);
  });
});
