import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch } from '../../test/helpers';
import { etagMatches, parseRange } from './radio.service';

/** A fake 1000-byte "track" per number, each byte its index mod 251 plus the track number. */
const track = (n: number) => Uint8Array.from({ length: 1000 }, (_, i) => (i % 251) + n);

beforeAll(async () => {
  for (let n = 1; n <= 6; n += 1) {
    await env.BUCKET.put(`radio/${n}`, track(n), { httpMetadata: { contentType: 'audio/wav' } });
  }
  await env.BUCKET.put('radio/7', track(7), { httpMetadata: { contentType: 'audio/wav' } });
  await env.BUCKET.put('secret', new TextEncoder().encode('not for you'));
});

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /api/radio/{n}', () => {
  it.each([1, 2, 3, 4, 5, 6])('streams track %i whole with an audio type, ranges and long caching', async (n) => {
    const res = await apiFetch(`/radio/${n}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}/);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await bytes(res)).toEqual(track(n));
  });

  it('answers 304 with no body when the browser already holds this copy (If-None-Match), 200 once it changed', async () => {
    const first = await apiFetch('/radio/2');
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await apiFetch('/radio/2', { headers: { 'if-none-match': header } });
      expect(again.status, header).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toMatch(/^public, max-age=/);
      expect((await bytes(again)).length).toBe(0);
    }
    const stale = await apiFetch('/radio/2', { headers: { 'if-none-match': '"an-old-copy"' } });
    expect(stale.status).toBe(200);
    expect(await bytes(stale)).toEqual(track(2));
    // A new upload of the track has a new ETag: the old copy is not "not modified" any more.
    await env.BUCKET.put('radio/2', track(12), { httpMetadata: { contentType: 'audio/wav' } });
    const changed = await apiFetch('/radio/2', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await bytes(changed)).toEqual(track(12));
    await env.BUCKET.put('radio/2', track(2), { httpMetadata: { contentType: 'audio/wav' } });
  });

  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abcd"', '"abc"', false],
    ['', '"abc"', false],
  ])('If-None-Match %s against %s matches: %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-10', 990, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers Range %s with 206, Content-Range and exactly those bytes', async (range, start, end) => {
    const res = await apiFetch('/radio/3', { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(await bytes(res)).toEqual(track(3).subarray(start, end + 1));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const res = await apiFetch('/radio/2', { headers: { range: 'bytes=1000-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it.each([
    ['track 7 (stored, but not a radio track)', '/api/radio/7'],
    ['track 0', '/api/radio/0'],
    ['../', '/api/radio/../secret'],
    ['encoded ../', '/api/radio/..%2Fsecret'],
    ['encoded dots', '/api/radio/%2e%2e%2fsecret'],
    ['a nested path', '/api/radio/1/../../secret'],
    ['01', '/api/radio/01'],
    ['1.wav', '/api/radio/1.wav'],
  ])('answers 404 for %s', async (_name, path) => {
    const res = await apiFetch(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('parseRange', () => {
  it.each([
    [null, null],
    ['items=0-1', null],
    ['bytes=0-1,5-6', null],
    ['bytes=-', null],
    ['bytes=5-2', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-5000', { offset: 0, length: 1000 }],
    ['bytes=0-0', { offset: 0, length: 1 }],
  ] as const)('%s -> %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
