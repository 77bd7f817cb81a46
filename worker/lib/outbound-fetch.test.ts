import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboundFetch } from './outbound-fetch';

/** A stand-in for the FIXTURE_WEB service binding that records what reached it. */
function fixtureWeb() {
  const seen: string[] = [];
  const binding = {
    fetch: async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response('fixture');
    },
  } as unknown as Fetcher;
  return { binding, seen };
}

const internet: string[] = [];
beforeEach(() => {
  internet.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    internet.push(String(input));
    return new Response('internet');
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const send = async (fetcher: ReturnType<typeof outboundFetch>, url: string) => (await fetcher(url, {})).text();

describe('outboundFetch', () => {
  it('the worker tests run like production: no FIXTURE_WEB binding', () => {
    expect('FIXTURE_WEB' in env).toBe(false);
  });

  it('without FIXTURE_WEB every address, .example included, goes to the platform fetch', async () => {
    const fetcher = outboundFetch({ DEV_LOGIN: 'true' });
    expect(await send(fetcher, 'https://recipes.example/shakshuka')).toBe('internet');
    expect(internet).toEqual(['https://recipes.example/shakshuka']);
  });

  it('FIXTURE_WEB is ignored unless the worker runs with the local defaults (DEV_LOGIN "true")', async () => {
    const { binding, seen } = fixtureWeb();
    for (const devLogin of ['false', '', 'TRUE']) {
      expect(await send(outboundFetch({ DEV_LOGIN: devLogin, FIXTURE_WEB: binding }), 'https://recipes.example/a')).toBe('internet');
    }
    expect(seen).toEqual([]);
  });

  it.each([
    ['https://recipes.example/shakshuka', 'fixture'],
    ['https://img.recipes.example/shakshuka.png', 'fixture'],
    ['https://recipes.example.com/shakshuka', 'internet'],
    ['https://example/', 'internet'],
    ['https://api.stripe.com/v1/prices', 'internet'],
    ['not a url', 'internet'],
  ])('local defaults with FIXTURE_WEB: %s goes to the %s', async (url, where) => {
    const { binding } = fixtureWeb();
    expect(await send(outboundFetch({ DEV_LOGIN: 'true', FIXTURE_WEB: binding }), url)).toBe(where);
  });
});
