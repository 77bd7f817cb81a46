import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { ApiError } from '../lib/errors';
import { countRows, geminiAnswer, quickRequest, usageOf, validModelRecipe } from '../domains/recipes/creator-test-helpers';
import { signIn } from '../test/helpers';
import { createGeminiProvider } from './gemini.provider';

/**
 * docs/decisions/014-hardening.md: a non-default GEMINI_MODEL reaches the request URL, and Gemini timeouts, 429
 * and network failures give a clean 502 with the usage unit given back.
 */

function generateWith(cookie: string, model: string) {
  return app.request(
    'http://localhost/api/generate-recipe',
    { method: 'POST', headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify(quickRequest) },
    { ...env, GEMINI_API_KEY: 'test-key', GEMINI_MODEL: model },
  );
}

/** Intercepts Gemini with `answer`; every other outbound call fails the test. Returns the URLs called. */
function interceptGemini(answer: (request: Request) => Promise<Response>) {
  const urls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://generativelanguage.googleapis.com/')) throw new Error(`unexpected call to ${request.url}`);
    urls.push(request.url);
    return answer(request);
  });
  return urls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('GEMINI_MODEL', () => {
  it('reaches the request URL when it is not the default', async () => {
    const { cookie } = await signIn();
    const urls = interceptGemini(async () => geminiAnswer(JSON.stringify(validModelRecipe)));
    const res = await generateWith(cookie, 'gemini-2.5-pro');
    expect(res.status).toBe(200);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('/models/gemini-2.5-pro:generateContent');
    expect(urls[0]).not.toContain('gemini-2.5-flash');
  });
});

describe('Gemini failures', () => {
  const timeout = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  const tooMany = () => Promise.resolve(geminiAnswer('Resource has been exhausted (e.g. check quota).', 429));
  const network = () => Promise.reject(new TypeError('fetch failed: network unreachable'));

  it.each([
    ['a timeout', timeout],
    ['429 Too Many Requests', tooMany],
    ['a network failure', network],
  ])('%s answers a clean 502 upstream_failed and gives the unit back', async (_name, answer) => {
    const { cookie, userId } = await signIn();
    const urls = interceptGemini(answer);
    const res = await generateWith(cookie, 'gemini-2.5-flash');
    expect(urls).toHaveLength(1); // not retried: the user waits for one answer
    expect(res.status).toBe(502);
    const body = await res.json<{ error: string; code: string }>();
    expect(body).toMatchObject({ code: 'upstream_failed', error: 'The recipe model did not answer properly. Please try again.' });
    expect(JSON.stringify(body)).not.toMatch(/test-key|stack|\.ts:\d+/);
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(0);
  });

  it('aborts a request that runs past the timeout and answers 502', async () => {
    vi.useFakeTimers();
    interceptGemini(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const provider = createGeminiProvider({ apiKey: 'test-key', timeoutMs: 30_000 });
    const call = provider.estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['200 g lentils'] });
    let settled = false;
    const outcome = call.then(
      () => null,
      (err: unknown) => err,
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const err = await outcome;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
  });
});
