import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiFetch, signIn } from '../test/helpers';
import { countRows, quickRequest, usageOf, validModelRecipe } from '../domains/recipes/creator-test-helpers';
import { GeminiStream, SseReader, streamGenerateWithGemini } from '../domains/recipes/stream-test-helpers';

/**
 * The streamed creator on the real Gemini code path (`generateContentStream`), against
 * intercepted chunked `streamGenerateContent?alt=sse` traffic released by the test.
 */

let fetchSpy: MockInstance<typeof fetch>;
let upstream: GeminiStream[] = [];
const calls: Array<{ url: string; body: { generationConfig: { responseJsonSchema: { propertyOrdering?: string[] } } }; signal: AbortSignal | null }> = [];

beforeEach(() => {
  upstream = [];
  calls.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://generativelanguage.googleapis.com/')) {
      throw new Error(`unexpected outbound call to ${request.url}`);
    }
    calls.push({ url: request.url, body: await request.json(), signal: init?.signal ?? null });
    const next = upstream.shift();
    if (!next) throw new Error('no Gemini stream queued');
    return next.response;
  });
});

afterEach(() => {
  fetchSpy.mockRestore();
});

const recipeText = JSON.stringify(validModelRecipe, null, 1);

describe('Gemini streamed generation', () => {
  it('shows the title before the model has finished, then every line, and saves the validated recipe once', async () => {
    const { cookie, userId } = await signIn();
    const stream = new GeminiStream(recipeText);
    upstream.push(stream);
    const res = await streamGenerateWithGemini(cookie, quickRequest);
    expect(res.status).toBe(200);
    const reader = new SseReader(res);
    expect(await reader.next()).toEqual({ event: 'meta', data: { provider: 'gemini', attempt: 1 } });

    // Only the first two pieces of the answer have arrived: the title is already out.
    stream.release(2);
    expect(await reader.next()).toEqual({ event: 'line', data: { section: 'title', text: 'Lemon chicken with rice' } });
    expect(stream.remaining).toBeGreaterThan(10);
    expect(await countRows('recipes', userId)).toBe(0);

    stream.release();
    const events = await reader.all();
    const lines = events.filter((e) => e.event === 'line').map((e) => e.data);
    expect(lines).toEqual([
      { section: 'title', text: 'Lemon chicken with rice' },
      { section: 'description', text: 'A bright weeknight dish.' },
      ...validModelRecipe.ingredients.map((text) => ({ section: 'ingredient', text })),
      ...validModelRecipe.instructions.map((text) => ({ section: 'step', text })),
    ]);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { recipe } = done.data as { recipe: { id: string; title: string; ingredients: string; instructions: string; provider: string } };
    expect(recipe).toMatchObject({
      title: 'Lemon chicken with rice',
      ingredients: '300 g chicken\n150 g rice\n1 broccoli',
      // The schema's clean-up (a leading "1." dropped) applies to what is saved.
      instructions: 'Cook the **rice**.\nSear the chicken *until golden*.\nServe.',
      provider: 'gemini',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(calls[0]!.body.generationConfig.responseJsonSchema.propertyOrdering?.slice(0, 2)).toEqual(['title', 'description']);
    expect(await countRows('recipes', userId)).toBe(1);
    expect((await usageOf(cookie)).used).toBe(1);
    expect((await apiFetch(`/recipes/${recipe.id}`, { cookie })).status).toBe(200);
  });

  it('a connection lost midway ends with a 502 error event, nothing saved and the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    const stream = new GeminiStream(recipeText);
    upstream.push(stream);
    const reader = new SseReader(await streamGenerateWithGemini(cookie, quickRequest));
    stream.release(9); // up to the first ingredient
    await reader.until((e) => e.data.section === 'ingredient');
    stream.fail();
    const last = (await reader.all()).at(-1)!;
    expect(last).toEqual({ event: 'error', data: expect.objectContaining({ code: 'upstream_failed', status: 502, error: expect.any(String) }) });
    expect(await usageOf(cookie)).toEqual(before);
    expect(await countRows('recipes', userId)).toBe(0);
  });

  it('a client that goes away stops the model call, saves nothing and gives the unit back', async () => {
    const { cookie, userId } = await signIn({ planType: 'monthly' });
    const before = await usageOf(cookie);
    const stream = new GeminiStream(recipeText);
    upstream.push(stream);
    const reader = new SseReader(await streamGenerateWithGemini(cookie, quickRequest));
    stream.release(3);
    await reader.until((e) => e.event === 'line');
    expect((await usageOf(cookie)).used).toBe(before.used + 1); // reserved while it streams
    await reader.cancel();
    await expect.poll(async () => (await usageOf(cookie)).used).toBe(before.used);
    expect(calls[0]!.signal?.aborted).toBe(true);
    stream.release(); // the rest arriving late changes nothing
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('malformed output restarts once (meta with restart) and the second answer is saved', async () => {
    const { cookie, userId } = await signIn();
    const broken = new GeminiStream('{"title": "Half a recipe", "ingredients": ["1 egg"');
    const good = new GeminiStream(recipeText);
    upstream.push(broken, good);
    broken.release();
    good.release();
    const events = await new SseReader(await streamGenerateWithGemini(cookie, quickRequest)).all();
    expect(events.map((e) => e.event === 'line' ? `line:${String(e.data.section)}` : e.event).slice(0, 5)).toEqual([
      'meta',
      'line:title',
      'line:ingredient',
      'meta',
      'line:title',
    ]);
    expect(events[3]!.data).toEqual({ provider: 'gemini', attempt: 2, restart: 'malformed' });
    expect(events.at(-1)!.event).toBe('done');
    expect(await countRows('recipes', userId)).toBe(1);
    expect((await usageOf(cookie)).used).toBe(1);
  });
});

describe('Gemini streamed generation under a diet profile', () => {
  // A pasta asked for with its own ingredients, so the quality gate has nothing to say about it.
  const pastaRequest = { ...quickRequest, ingredients: ['spaghetti', 'garlic'] };
  const pastaSteps = ['Boil the spaghetti for **10 minutes**.', 'Fry the garlic for **2 minutes** and toss it with the spaghetti.', 'Serve.'];
  const withParmesan = { ...validModelRecipe, ingredients: ['200 g spaghetti', '40 g Parmesan, grated', '2 cloves garlic'], instructions: pastaSteps };
  const clean = { ...validModelRecipe, ingredients: ['200 g spaghetti', '3 tbsp olive oil', '2 cloves garlic'], instructions: pastaSteps };

  async function dairyFreeCook() {
    const user = await signIn();
    const res = await apiFetch('/diet-profile', { method: 'PUT', cookie: user.cookie, json: { diets: ['dairy_free'], allergens: [], dislikes: [] } });
    expect(res.status).toBe(200);
    return user;
  }

  it('never shows the conflicting line: the attempt stops there, restarts with the finding and saves the clean recipe', async () => {
    const { cookie, userId } = await dairyFreeCook();
    const first = new GeminiStream(JSON.stringify(withParmesan));
    const second = new GeminiStream(JSON.stringify(clean));
    upstream.push(first, second);
    first.release();
    second.release();
    const events = await new SseReader(await streamGenerateWithGemini(cookie, pastaRequest)).all();
    const texts = events.filter((e) => e.event === 'line').map((e) => e.data.text);
    expect(texts.join('\n')).not.toMatch(/parmesan/i);
    const restartAt = events.findIndex((e) => e.event === 'meta' && e.data.attempt === 2);
    expect(events[restartAt]!.data).toEqual({ provider: 'gemini', attempt: 2, restart: 'diet' });
    // Before the restart: the title, the description and the one clean ingredient line.
    expect(events.slice(1, restartAt).map((e) => e.data.text)).toEqual([validModelRecipe.title, validModelRecipe.description, '200 g spaghetti']);
    expect(calls[0]!.signal?.aborted).toBe(true); // the first answer was not read to its end
    const { recipe } = events.at(-1)!.data as { recipe: { ingredients: string } };
    expect(events.at(-1)!.event).toBe('done');
    expect(recipe.ingredients).toBe(clean.ingredients.join('\n'));
    expect(await countRows('recipes', userId)).toBe(1);
    expect((await usageOf(cookie)).used).toBe(1);
  });

  it('a second conflict ends with a diet_conflict error event naming the ingredient, nothing saved or counted', async () => {
    const { cookie, userId } = await dairyFreeCook();
    const attempts = [new GeminiStream(JSON.stringify(withParmesan)), new GeminiStream(JSON.stringify(withParmesan))];
    upstream.push(...attempts);
    attempts.forEach((a) => a.release());
    const events = await new SseReader(await streamGenerateWithGemini(cookie, pastaRequest)).all();
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        error: expect.any(String),
        code: 'diet_conflict',
        details: expect.stringContaining('dairy_free'),
        ingredient: '40 g Parmesan, grated',
        status: 422,
      },
    });
    expect(calls).toHaveLength(2);
    expect((await usageOf(cookie)).used).toBe(0);
    expect(await countRows('recipes', userId)).toBe(0);
  });
});
