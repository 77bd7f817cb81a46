import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { apiFetch, signIn } from '../test/helpers';
import { DRAIN_LIMIT_BYTES, drainBody } from './body-drain';

/**
 * docs/decisions/014-hardening.md: every early answer leaves the request body consumed, so the next request on
 * the connection does not fail in local workerd. The loop against `npm start` is
 * scripts/bench/unread-body.ts; here each kind of early answer is checked on the request itself.
 */

/** A request whose body stream reports whether it was read to the end. */
function tracked(path: string, init: { method?: string; headers?: Record<string, string>; bytes: number }) {
  let finished = false;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= init.bytes) {
        finished = true;
        controller.close();
        return;
      }
      const size = Math.min(64 * 1024, init.bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x7b));
    },
  });
  const request = new Request(`http://localhost${path}`, {
    method: init.method ?? 'POST',
    headers: { origin: 'http://localhost', ...init.headers },
    body,
    // @ts-expect-error -- `duplex` is required by the fetch spec for stream bodies, not typed here
    duplex: 'half',
  });
  return { request, wasRead: () => finished };
}

/** A body under the JSON body limit (lib/body-limit.ts), so the answer named is the one sent. */
const UNDER_LIMIT = 200 * 1024;

describe('the body-drain middleware', () => {
  it('reads the body before a 413 from the JSON body limit (a chunked 1 MB body)', async () => {
    const { cookie } = await signIn();
    const { request, wasRead } = tracked('/api/recipes', { headers: { cookie, 'content-type': 'application/json' }, bytes: 1024 * 1024 });
    const res = await app.fetch(request, env);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(wasRead()).toBe(true);
  });

  it.each([
    ['401 signed out', '/api/detect-ingredients', {}, 401],
    ['403 cross-site', '/api/leaderboard/settings', { 'sec-fetch-site': 'cross-site' }, 403],
    ['404 unknown route', '/api/no-such-route', {}, 404],
    ['415 not JSON', '/api/sessions', { 'content-type': 'text/plain' }, 415],
  ])('reads the whole body before a %s answer (2 B and 200 KB)', async (_name, path, headers, status) => {
    for (const bytes of [2, UNDER_LIMIT]) {
      const { request, wasRead } = tracked(path, { headers, bytes });
      const res = await app.fetch(request, env);
      expect(res.status).toBe(status);
      await res.arrayBuffer();
      expect(wasRead()).toBe(true);
    }
  });

  it('reads the body before a 413 sent on the declared length alone', async () => {
    const { cookie } = await signIn();
    const bytes = 14 * 1024 * 1024;
    const { request, wasRead } = tracked('/api/detect-ingredients', {
      headers: { cookie, 'content-type': 'application/json', 'content-length': String(bytes) },
      bytes,
    });
    const res = await app.fetch(request, env);
    expect(res.status).toBe(413);
    expect(wasRead()).toBe(true);
  });

  it('reads the body before a 429 (the rate limit answers before the route reads it)', async () => {
    const refuse = { limit: async () => ({ success: false }) };
    for (const bytes of [2, UNDER_LIMIT]) {
      const { request, wasRead } = tracked('/api/sessions', { headers: { 'content-type': 'application/json' }, bytes });
      const res = await app.fetch(request, { ...env, AUTH_LIMITER: refuse });
      expect(res.status).toBe(429);
      expect(wasRead()).toBe(true);
    }
  });

  it('reads the body before a validation 400 that the path alone decides', async () => {
    for (const bytes of [2, UNDER_LIMIT]) {
      const { request, wasRead } = tracked(`/api/discover/${'x'.repeat(101)}/review`, { headers: { 'content-type': 'application/json' }, bytes });
      const res = await app.fetch(request, env);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
      expect(wasRead()).toBe(true);
    }
  });

  it('stops reading past the drain limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    await drainBody(endless, 4 * 1024 * 1024);
    expect(pulled).toBeLessThanOrEqual(6 * 1024 * 1024);
    expect(DRAIN_LIMIT_BYTES).toBeGreaterThan(13.4 * 1024 * 1024);
  });

  it('leaves bodies the route read alone', async () => {
    const { cookie } = await signIn();
    const res = await apiFetch('/leaderboard/settings', { cookie, json: { show_real_name: true } });
    expect(res.status).toBe(200);
  });
});
