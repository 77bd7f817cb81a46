import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { MODEL_PROVIDERS } from '#core/recipe/recipe-stream';
import { generateRecipeSchema } from '#core/schemas/recipe';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from '../../ai/prompts';
import { createDb } from '../../db/client';
import { signIn } from '../../test/helpers';
import { countRows, geminiAnswer, requestWithGemini, usageOf } from './creator-test-helpers';
import { createRecipe, prepareGeneration, streamCreateRecipe } from './create-recipe.service';
import { fakeModel, goodRecipe, qualityRequestBody, repairable, unrepairable } from './quality-test-helpers';
import { GeminiStream, SseReader, streamGenerateWithGemini } from './stream-test-helpers';

/**
 * A provider's broken recipe is repaired or refused, never shown, and the unit is given back,
 * whole and streamed, whichever provider wrote it (docs/decisions/039-recipe-quality-gate.md).
 */

const input = generateRecipeSchema.parse(qualityRequestBody);

async function cook() {
  const user = await signIn();
  return { ...user, usageUser: { id: user.userId, planType: 'free' as const } };
}

/** The model providers that are retried; the offline chef is deterministic and answers with the cookbook's offer. */
const MODELS = MODEL_PROVIDERS.filter((name) => name !== 'offline');

// The cookbook is loaded once per isolate on first use (docs/decisions/077-the-cookbook.md).
beforeAll(() => bundledCookbook.size(), 60_000);

describe('the gate holds for every provider (service, stand-in model)', () => {
  it.each(MODELS)('%s: a recipe broken after the retry is refused, unsaved, the unit given back', async (name) => {
    const { cookie, userId, usageUser } = await cook();
    const before = await usageOf(cookie);
    const { model, inputs } = fakeModel(name, [unrepairable, unrepairable]);
    const deps = { db: createDb(env.DB), model, now: new Date() };
    const err = await createRecipe(deps, usageUser, input).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(inputs).toHaveLength(2);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('offline: a recipe of its own that fails the gate is not retried nor answered "try again": 422 dish_not_known with the cookbook\'s dishes, unsaved, the unit given back', async () => {
    const { cookie, userId, usageUser } = await cook();
    const before = await usageOf(cookie);
    const { model, inputs } = fakeModel('offline', [unrepairable, unrepairable]);
    const deps = { db: createDb(env.DB), model, now: new Date() };
    const err = await createRecipe(deps, usageUser, input).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, code: 'dish_not_known' });
    const { alternatives } = (err as { extra: { alternatives: Array<{ dish_id: string; title: string }> } }).extra;
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(5);
    expect(inputs).toHaveLength(1);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('offline: streamed, the same 422 ends the run without a restart or a row and gives the unit back', async () => {
    const { cookie, userId, usageUser } = await cook();
    const before = await usageOf(cookie);
    const { model } = fakeModel('offline', [unrepairable, unrepairable]);
    const deps = { db: createDb(env.DB), model, now: new Date() };
    const prepared = await prepareGeneration(deps, usageUser, input);
    const run = streamCreateRecipe(deps, usageUser, input, prepared, new AbortController().signal);
    const reasons: string[] = [];
    const err = await (async () => {
      for (let step = await run.next(); !step.done; step = await run.next()) if (step.value.type === 'restart') reasons.push(step.value.reason);
    })().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 422, code: 'dish_not_known' });
    expect(reasons).toEqual([]);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it.each(MODELS)('%s: streamed, the same recipe ends without a row and gives the unit back', async (name) => {
    const { cookie, userId, usageUser } = await cook();
    const before = await usageOf(cookie);
    const { model } = fakeModel(name, [unrepairable, unrepairable]);
    const deps = { db: createDb(env.DB), model, now: new Date() };
    const prepared = await prepareGeneration(deps, usageUser, input);
    expect((await usageOf(cookie)).used).toBe(before.used + 1); // reserved while it runs
    const run = streamCreateRecipe(deps, usageUser, input, prepared, new AbortController().signal);
    const reasons: string[] = [];
    const err = await (async () => {
      for (let step = await run.next(); !step.done; step = await run.next()) if (step.value.type === 'restart') reasons.push(step.value.reason);
    })().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'upstream_failed' });
    expect(reasons).toEqual(['quality']);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('saves the recipe as repaired in code, counting one unit', async () => {
    const { cookie, userId, usageUser } = await cook();
    const { model, inputs } = fakeModel('workers-ai', [repairable]);
    const row = await createRecipe({ db: createDb(env.DB), model, now: new Date() }, usageUser, input);
    expect(inputs).toHaveLength(1);
    expect(row).toMatchObject({ title: 'Lemon Chicken with Rice', servings: 2 });
    expect(row.ingredients.split('\n')).toContain('1 egg');
    expect(await countRows('recipes', userId)).toBe(1);
    expect((await usageOf(cookie)).used).toBe(1);
  });
});

interface GeminiBody {
  contents: Array<{ parts: Array<{ text?: string }> }>;
  systemInstruction: { parts: Array<{ text: string }> };
}

let fetchSpy: MockInstance<typeof fetch>;
let answers: Array<() => Response> = [];
const calls: GeminiBody[] = [];

beforeEach(() => {
  answers = [];
  calls.length = 0;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (request, init) => {
    const req = new Request(request, init);
    if (!req.url.startsWith('https://generativelanguage.googleapis.com/')) throw new Error(`unexpected outbound call to ${req.url}`);
    calls.push(await req.json());
    const next = answers.shift();
    if (!next) throw new Error('no Gemini answer queued');
    return next();
  });
});

afterEach(() => fetchSpy.mockRestore());

const whole = (recipe: object) => () => geminiAnswer(JSON.stringify(recipe));
const streamed = (recipe: object) => () => {
  const stream = new GeminiStream(JSON.stringify(recipe));
  stream.release();
  return stream.response;
};

function userData(body: GeminiBody): Record<string, unknown> {
  const text = body.contents[0]!.parts.map((p) => p.text ?? '').join('\n');
  const start = text.indexOf(USER_DATA_OPEN) + USER_DATA_OPEN.length;
  return JSON.parse(text.slice(start, text.indexOf(USER_DATA_CLOSE)).trim()) as Record<string, unknown>;
}

describe('the gate on the route, Gemini answering (fetch intercepted)', () => {
  it('whole: retries once naming the findings, then 502 upstream_failed, nothing saved, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    answers.push(whole(unrepairable), whole(unrepairable));
    const res = await requestWithGemini('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed', details: expect.stringContaining('chop_unchoppable') });
    expect(calls).toHaveLength(2);
    expect(userData(calls[0]!)).not.toHaveProperty('qualityToFix');
    expect(userData(calls[1]!).qualityToFix).toEqual(expect.arrayContaining([expect.stringMatching(/chops soy sauce/)]));
    expect(calls[1]!.systemInstruction.parts[0]!.text).toMatch(/qualityToFix/);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('whole: a clean retry is saved and shown', async () => {
    const { cookie } = await signIn();
    answers.push(whole(unrepairable), whole(goodRecipe));
    const res = await requestWithGemini('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { title: string; ingredients: string } }>();
    expect(recipe).toMatchObject({ title: goodRecipe.title, ingredients: goodRecipe.ingredients.join('\n') });
    expect((await usageOf(cookie)).used).toBe(1);
  });

  it('whole: "for two" written for three, "1 eggs" and the request as title are repaired in code, one call', async () => {
    const { cookie } = await signIn();
    answers.push(whole(repairable));
    const res = await requestWithGemini('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: { title: string; servings: number; ingredients: string } }>();
    expect(recipe).toMatchObject({ title: 'Lemon Chicken with Rice', servings: 2 });
    expect(recipe.ingredients).toMatch(/^1 egg$/m);
    expect(recipe.ingredients).toMatch(/^35 ml soy sauce$/m);
    expect(calls).toHaveLength(1);
  });

  it('streamed: a quality restart, the retry streamed, then an error event; nothing saved, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    answers.push(streamed(unrepairable), streamed(unrepairable));
    const res = await streamGenerateWithGemini(cookie, qualityRequestBody);
    expect(res.status).toBe(200);
    const events = await new SseReader(res).all();
    const metas = events.filter((e) => e.event === 'meta').map((e) => e.data);
    expect(metas).toEqual([
      { provider: 'gemini', attempt: 1 },
      { provider: 'gemini', attempt: 2, restart: 'quality' },
    ]);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'upstream_failed', status: 502 } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('streamed: the done event carries the recipe as repaired, saved once', async () => {
    const { cookie, userId } = await signIn();
    answers.push(streamed(repairable));
    const res = await streamGenerateWithGemini(cookie, qualityRequestBody);
    const events = await new SseReader(res).all();
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.recipe).toMatchObject({ title: 'Lemon Chicken with Rice', servings: 2 });
    expect((done.data.recipe as { ingredients: string }).ingredients).toMatch(/^1 egg$/m);
    expect(await countRows('recipes', userId)).toBe(1);
  });
});
