import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRAPH_PAGE } from '../../../core/recipe-extract.fixtures';
import { createDb } from '../../db/client';
import { signIn, type SignedIn } from '../../test/helpers';
import { countRows, fakeWeb, html, pngImage } from './import-test-helpers';
import { importFromUrl } from './import.service';

let user: SignedIn;
beforeEach(async () => {
  user = await signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const deps = (signal?: AbortSignal) => ({
  db: createDb(env.DB),
  bucket: env.BUCKET,
  userId: user.userId,
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
});
