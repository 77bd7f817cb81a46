import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAPH_PAGE } from '#core/reading/recipe-extract.fixtures';
import { createDb } from '../../db/client';
import { outboundFetch } from '../../lib/outbound-fetch';
import { signIn, type SignedIn } from '../../test/helpers';
import { countRows, fakeWeb, html, pngImage, redirect } from './import-test-helpers';
import { importFromUrl } from './import.service';

let user: SignedIn;
beforeEach(async () => {
  user = await signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The FIXTURE_WEB binding of the local e2e server, answering from a table and recording each URL. */
function fixtureWeb(pages: Record<string, () => Response>) {
  const seen: string[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL) => {
      const url = String(input);
      seen.push(url);
      return pages[url]?.() ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/html' } });
    },
  } as unknown as Fetcher;
  return { fetch: outboundFetch({ DEV_LOGIN: 'true', FIXTURE_WEB: binding }), seen };
}

const deps = (signal?: AbortSignal) => ({
  db: createDb(env.DB),
  bucket: env.BUCKET,
  userId: user.userId,
  planType: 'free' as const,
  now: new Date(),
  ...(signal ? { signal } : {}),
});

describe('importFromUrl', () => {
  it('a page that does not answer before the time limit: 502 upstream_failed, nothing saved', async () => {
    const timeout = new AbortController();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      // The time limit fires while the request is open; fetch rejects as it does on abort.
      timeout.abort(new DOMException('timed out', 'TimeoutError'));
      expect(init?.signal?.aborted).toBe(true);
      throw new DOMException('The operation was aborted', 'AbortError');
    });
    await expect(importFromUrl(deps(timeout.signal), 'https://slow.example.com/')).rejects.toMatchObject({
      status: 502,
      code: 'upstream_failed',
      details: 'The address did not answer in time',
    });
    expect(await countRows('recipes', user.userId)).toBe(0);
  });

  it('an image on a private address is never fetched; the recipe is saved without one', async () => {
    const page = GRAPH_PAGE.replace('https://cdn.example.com/soup.png', 'http://169.254.169.254/latest/meta-data/x.png');
    const { requested } = fakeWeb({ 'https://blog.example.com/soup': html(page), 'http://169.254.169.254/latest/meta-data/x.png': pngImage });
    const { recipe } = await importFromUrl(deps(), 'https://blog.example.com/soup');
    expect(recipe.image_url).toBeNull();
    expect(requested).toEqual(['https://blog.example.com/soup']);
    expect(await countRows('images', user.userId)).toBe(0);
  });

  it('with the local fixture web switched on, loopback and metadata addresses are still refused and never reach it', async () => {
    const { requested } = fakeWeb({});
    const web = fixtureWeb({
      'https://recipes.example/soup': html(GRAPH_PAGE),
      'https://recipes.example/go': redirect('http://127.0.0.1/admin'),
      'https://recipes.example/meta': redirect('http://169.254.169.254/latest/meta-data/'),
    });
    const local = { ...deps(), fetch: web.fetch };
    for (const url of ['http://127.0.0.1/', 'http://localhost/', 'https://recipes.example/go', 'https://recipes.example/meta']) {
      await expect(importFromUrl(local, url)).rejects.toMatchObject({ status: 400, code: 'url_not_allowed' });
    }
    expect(web.seen).toEqual(['https://recipes.example/go', 'https://recipes.example/meta']);
    expect(requested).toEqual([]);
    // The same switch does serve an allowed fixture address (its picture, on cdn.example.com, goes to the internet).
    const { recipe } = await importFromUrl(local, 'https://recipes.example/soup');
    expect(recipe).toMatchObject({ title: 'Tomato & Basil Soup', source_url: 'https://recipes.example/soup' });
    expect(requested).toEqual(['https://cdn.example.com/soup.png']);
    expect(await countRows('recipes', user.userId)).toBe(1);
  });
});
