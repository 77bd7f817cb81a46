import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../app';
import { IMAGES, countRows, dataUrl, usageOf } from '../domains/recipes/creator-test-helpers';
import { goodRecipe, qualityRequestBody, unrepairable } from '../domains/recipes/quality-test-helpers';
import { SseReader } from '../domains/recipes/stream-test-helpers';
import { signIn } from '../test/helpers';
import { USER_DATA_CLOSE, USER_DATA_OPEN } from './prompts';
import { interceptChatCompletions, pieces, sseStream } from './provider-test-helpers';

/**
 * A generation through the whole app with AI_PROVIDER=openai, the server's HTTP intercepted:
 * the same schema, quality gate, usage accounting and error shape as with Gemini
 * (docs/decisions/036-model-providers.md).
 */

const BASE = 'http://localhost:11434/v1';
const OPENAI_ENV = { AI_PROVIDER: 'openai', OPENAI_BASE_URL: BASE, OPENAI_MODEL: 'llama3.2', OPENAI_API_KEY: '', OPENAI_IMAGE_MODEL: '' };

interface ChatBody {
  messages: Array<{ role: string; content: string | Array<{ type: string; image_url?: { url: string } }> }>;
  response_format: { type: string };
  stream?: boolean;
}

const { calls, answers } = interceptChatCompletions<ChatBody>(BASE);

function post(path: string, cookie: string, json: unknown, extraEnv: Record<string, string> = OPENAI_ENV, accept?: string) {
  return app.request(
    `http://localhost/api${path}`,
    {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json', ...(accept ? { accept } : {}) },
      body: JSON.stringify(json),
    },
    { ...env, GEMINI_API_KEY: '', ...extraEnv },
  );
}

const whole = (recipe: object) => () => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify(recipe) } }] });
const streamed = (recipe: object) => () =>
  new Response(
    sseStream([...pieces(JSON.stringify(recipe), 13).map((content) => JSON.stringify({ choices: [{ delta: { content } }] })), '[DONE]']),
    { headers: { 'content-type': 'text/event-stream' } },
  );
const userData = (body: ChatBody) => {
  const text = String(body.messages[1]!.content);
  return JSON.parse(text.slice(text.indexOf(USER_DATA_OPEN) + USER_DATA_OPEN.length, text.indexOf(USER_DATA_CLOSE))) as Record<string, unknown>;
};

describe('generation with AI_PROVIDER=openai, through the app', () => {
  it('saves a sound recipe and says which model wrote it', async () => {
    const { cookie } = await signIn();
    answers.push(whole(goodRecipe));
    const res = await post('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(200);
    const { recipe } = await res.json<{ recipe: Record<string, unknown> }>();
    expect(recipe).toMatchObject({ title: goodRecipe.title, provider: 'openai', model: 'llama3.2 via OpenAI-compatible server' });
    expect(calls[0]!.response_format.type).toBe('json_schema');
    expect((await usageOf(cookie)).used).toBe(1);
  });

  it('holds its output to the quality gate: retried once naming the findings, then 502, nothing saved, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    const before = await usageOf(cookie);
    answers.push(whole(unrepairable), whole(unrepairable));
    const res = await post('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed' });
    expect(calls).toHaveLength(2);
    expect(userData(calls[0]!)).not.toHaveProperty('qualityToFix');
    expect(userData(calls[1]!)).toHaveProperty('qualityToFix');
    expect(await countRows('recipes', userId)).toBe(0);
    expect(await usageOf(cookie)).toEqual(before);
  });

  it('holds its output to the schema: two answers of the wrong shape are a 502 with the unit given back', async () => {
    const { cookie, userId } = await signIn();
    answers.push(whole({ ...goodRecipe, difficulty: 'extreme' }), whole({ title: 'Soup' }));
    const res = await post('/generate-recipe', cookie, qualityRequestBody);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'upstream_failed' });
    expect(await countRows('recipes', userId)).toBe(0);
    expect((await usageOf(cookie)).used).toBe(0);
  });

  it('streams: meta names openai, the lines arrive, the done recipe is saved once', async () => {
    const { cookie, userId } = await signIn();
    answers.push(streamed(goodRecipe));
    const res = await post('/generate-recipe', cookie, qualityRequestBody, OPENAI_ENV, 'text/event-stream');
    expect(res.status).toBe(200);
    const events = await new SseReader(res).all();
    expect(events[0]).toEqual({ event: 'meta', data: { provider: 'openai', attempt: 1 } });
    expect(events.find((e) => e.event === 'line')).toEqual({ event: 'line', data: { section: 'title', text: goodRecipe.title } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.recipe).toMatchObject({ provider: 'openai', title: goodRecipe.title });
    expect(calls[0]!.stream).toBe(true);
    expect(await countRows('recipes', userId)).toBe(1);
  });

  it('detects ingredients from a photo sent as an image_url part', async () => {
    const { cookie } = await signIn();
    answers.push(whole({ ingredients: ['tomatoes', 'basil'] }));
    const res = await post('/detect-ingredients', cookie, { imageBase64: dataUrl('image/png', IMAGES.png), language: 'en' });
    expect(res.status).toBe(200);
    expect((await res.json<{ ingredients: string[] }>()).ingredients).toEqual(['tomatoes', 'basil']);
    const content = calls[0]!.messages[1]!.content;
    expect(Array.isArray(content) && content[1]?.image_url?.url).toBe(dataUrl('image/png', IMAGES.png));
  });

  it('without OPENAI_BASE_URL: a 503 in the error shape, no call, nothing saved, the unit given back', async () => {
    const { cookie, userId } = await signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await post('/generate-recipe', cookie, qualityRequestBody, { ...OPENAI_ENV, OPENAI_BASE_URL: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'internal_error', error: expect.stringContaining('not set up') });
    expect(calls).toHaveLength(0);
    expect(await countRows('recipes', userId)).toBe(0);
    expect((await usageOf(cookie)).used).toBe(0);
  });
});
