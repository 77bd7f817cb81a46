import type { GenerateRecipeInput } from './provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DETECT_SCHEMA, RECIPE_SCHEMA } from './chat-prompts';
import { createOpenAiImageProvider, createOpenAiProvider } from './openai.provider';
import { USER_DATA_OPEN } from './prompts';
import {
  PNG_BASE64,
  PNG_BYTES,
  drain,
  failureOf,
  isUpstreamFailed,
  modelRecipe,
  modelRecipeLines,
  pieces,
  sseStream,
} from './provider-test-helpers';
import { MalformedOutput } from './recipe-stream';

/**
 * The OpenAI-compatible provider against intercepted HTTP: the request each call sends, the
 * answers it accepts, and how each failure ends (docs/decisions/036-model-providers.md).
 */

interface Call {
  url: string;
  body: Record<string, unknown> & { messages?: Array<{ role: string; content: unknown }> };
  authorization: string | null;
}

const BASE = 'http://localhost:11434/v1';
let calls: Call[] = [];
let answers: Array<(request: Request) => Response | Promise<Response>> = [];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${BASE}/`)) throw new Error(`unexpected call to ${request.url}`);
    calls.push({ url: request.url, body: await request.clone().json(), authorization: request.headers.get('authorization') });
    const next = answers.shift();
    if (!next) throw new Error('no answer queued');
    return next(request);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chatAnswer = (content: unknown, status = 200) => () =>
  Response.json(status === 200 ? { choices: [{ index: 0, message: { role: 'assistant', content } }] } : { error: { message: String(content) } }, { status });
const streamAnswer = (stream: ReadableStream<Uint8Array>) => () =>
  new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
const deltas = (text: string, size = 9) => pieces(text, size).map((content) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] }));

const provider = (apiKey = '') => createOpenAiProvider({ baseUrl: `${BASE}/`, apiKey, model: 'llama3.2' });
const recipeInput = { ingredients: ['chicken', 'rice'], type: 'quick' as const, generationType: 'prompt' as const, language: 'en' as const } satisfies GenerateRecipeInput;

describe('the OpenAI-compatible provider', () => {
  it('asks Chat Completions for the recipe with a json_schema response_format and no key when none is set', async () => {
    answers.push(chatAnswer(JSON.stringify(modelRecipe)));
    const model = provider();
    const recipe = await model.generateRecipe(recipeInput);
    expect(recipe).toMatchObject({ title: modelRecipe.title, instructions: ['Cook the **rice**.', 'Sear the chicken *until golden*.', 'Serve.'] });
    expect(model).toMatchObject({ name: 'openai', model: 'llama3.2 via OpenAI-compatible server' });

    expect(calls).toHaveLength(1);
    const { url, body, authorization } = calls[0]!;
    expect(url).toBe(`${BASE}/chat/completions`);
    expect(authorization).toBeNull();
    expect(body.model).toBe('llama3.2');
    expect(body.stream).toBeUndefined();
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'recipe', schema: RECIPE_SCHEMA, strict: true } });
    expect(RECIPE_SCHEMA).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['title', 'ingredients']) });
    expect(Object.keys(RECIPE_SCHEMA.properties as object).slice(0, 2)).toEqual(['title', 'description']);
    const [system, user] = body.messages!;
    expect(system).toMatchObject({ role: 'system' });
    expect(String(system!.content)).toContain('English');
    expect(user).toMatchObject({ role: 'user' });
    expect(String(user!.content)).toContain(USER_DATA_OPEN);
  });

  it('sends the key as a bearer token when one is set', async () => {
    answers.push(chatAnswer(JSON.stringify(modelRecipe)));
    await provider('sk-test').generateRecipe(recipeInput);
    expect(calls[0]!.authorization).toBe('Bearer sk-test');
  });

  it('falls back to json_object with the shape in the instructions when the server refuses json_schema, and stays there', async () => {
    answers.push(chatAnswer("response_format 'json_schema' is not supported", 400));
    answers.push(chatAnswer(`Here is the recipe:\n\`\`\`json\n${JSON.stringify(modelRecipe)}\n\`\`\``));
    answers.push(chatAnswer(JSON.stringify({ calories: 120, protein: 8, carbs: 12, fat: 4, fiber: 1, sugar: 2, sodium: 300 })));
    const model = provider();
    expect((await model.generateRecipe(recipeInput)).title).toBe(modelRecipe.title);
    await model.estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['200 g lentils'] });

    expect(calls.map((c) => (c.body.response_format as { type: string }).type)).toEqual(['json_schema', 'json_object', 'json_object']);
    const system = String(calls[1]!.body.messages![0]!.content);
    expect(system).toContain('matching this JSON Schema');
    expect(system).toContain('"instructions"');
  });

  it('sends the photo as an image_url data-URL part and removes repeated ingredients', async () => {
    answers.push(chatAnswer(JSON.stringify({ ingredients: ['tomatoes', 'basil', 'tomatoes'] })));
    const found = await provider().detectIngredients({ image: PNG_BYTES, mimeType: 'image/png', language: 'de' });
    expect(found).toEqual(['tomatoes', 'basil']);
    const { body } = calls[0]!;
    expect(body.response_format).toMatchObject({ json_schema: { name: 'ingredients', schema: DETECT_SCHEMA } });
    const user = body.messages![1]!;
    expect(user.content).toEqual([
      { type: 'text', text: 'List the food ingredients you can see in this photo.' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
    ]);
    expect(String(body.messages![0]!.content)).toContain('German');
  });

  it('estimates nutrition through the same schema check', async () => {
    answers.push(chatAnswer(JSON.stringify({ calories: 151.26, protein: 12, carbs: 10, fat: 7, fiber: 1, sugar: 2, sodium: 300 })));
    const nutrition = await provider().estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['200 g lentils'] });
    expect(nutrition).toEqual({ calories: 151.3, protein: 12, carbs: 10, fat: 7, fiber: 1, sugar: 2, sodium: 300 });
    expect(calls[0]!.body.response_format).toMatchObject({ json_schema: { name: 'nutrition' } });
  });

  it('streams the recipe: every line as soon as it is written, across chunk boundaries, then the validated recipe', async () => {
    const text = JSON.stringify(modelRecipe, null, 1);
    answers.push(streamAnswer(sseStream([...deltas(text), '[DONE]'], 5)));
    const { lines, result, error } = await drain(provider().streamRecipe(recipeInput));
    expect(error).toBeUndefined();
    expect(lines).toEqual(modelRecipeLines);
    expect(result?.instructions[0]).toBe('Cook the **rice**.');
    expect(calls[0]!.body).toMatchObject({ stream: true, response_format: { type: 'json_schema' } });
  });

  it('draws a picture through /images/generations as b64_json', async () => {
    answers.push(() => Response.json({ created: 1, data: [{ b64_json: PNG_BASE64 }] }));
    const painter = createOpenAiImageProvider({ baseUrl: BASE, apiKey: 'sk-test', model: 'dall-e-3' });
    const picture = await painter.generatePicture({ title: 'Paella', ingredients: ['300 g rice', '1 pinch saffron'], language: 'es' });
    expect(picture.mimeType).toBe('image/png');
    expect([...picture.bytes]).toEqual([...PNG_BYTES]);
    const { url, body, authorization } = calls[0]!;
    expect(url).toBe(`${BASE}/images/generations`);
    expect(authorization).toBe('Bearer sk-test');
    expect(body).toMatchObject({ model: 'dall-e-3', n: 1, response_format: 'b64_json' });
    expect(String(body.prompt)).toContain('"Paella"');
    expect(String(body.prompt)).toContain('rice, saffron');
  });

  it('leaves response_format out for the GPT image models, which always answer base64', async () => {
    answers.push(() => Response.json({ data: [{ b64_json: PNG_BASE64 }] }));
    await createOpenAiImageProvider({ baseUrl: BASE, model: 'gpt-image-1' }).generatePicture({ title: 'Soup', ingredients: [], language: 'en' });
    expect(calls[0]!.body).not.toHaveProperty('response_format');
  });
});

describe('OpenAI-compatible failures end as 502 upstream_failed', () => {
  it.each([
    ['429 Too Many Requests', chatAnswer('Rate limit reached', 429)],
    ['500 from the server', chatAnswer('model crashed', 500)],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed: connection refused'))],
  ])('%s: one call, no retry', async (_name, answer) => {
    answers.push(answer);
    const err = await failureOf(provider().generateRecipe(recipeInput));
    expect(isUpstreamFailed(err)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('asks once more after malformed JSON, then gives up', async () => {
    answers.push(chatAnswer('{"title": "Half a recipe",'), chatAnswer('not json at all'));
    const err = await failureOf(provider().generateRecipe(recipeInput));
    expect(isUpstreamFailed(err)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('treats schema-invalid output as malformed: a good second answer is used', async () => {
    answers.push(chatAnswer(JSON.stringify({ ...modelRecipe, difficulty: 'extreme', ingredients: [] })));
    answers.push(chatAnswer(JSON.stringify(modelRecipe)));
    expect((await provider().generateRecipe(recipeInput)).title).toBe(modelRecipe.title);
    expect(calls).toHaveLength(2);
  });

  it('treats an answer without message content, or a body that is not JSON, as malformed', async () => {
    answers.push(() => Response.json({ choices: [] }), () => new Response('<html>gateway</html>', { status: 200 }));
    const err = await failureOf(provider().estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['1 l water'] }));
    expect(isUpstreamFailed(err)).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('aborts a request that runs past the timeout', async () => {
    vi.useFakeTimers();
    answers.push(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const model = createOpenAiProvider({ baseUrl: BASE, model: 'llama3.2', timeoutMs: 30_000 });
    let settled = false;
    const outcome = failureOf(model.generateRecipe(recipeInput)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(isUpstreamFailed(await outcome)).toBe(true);
  });

  it('a stream whose text is not the recipe ends malformed (the pipeline may try once more)', async () => {
    answers.push(streamAnswer(sseStream([...deltas('{"title": "Soup", "servings": "many"}'), '[DONE]'])));
    const { lines, error } = await drain(provider().streamRecipe(recipeInput));
    expect(lines).toEqual([{ section: 'title', text: 'Soup' }]);
    expect(error).toBeInstanceOf(MalformedOutput);
  });

  it('a stream cut midway, or an error event in it, is a 502', async () => {
    const text = JSON.stringify(modelRecipe);
    answers.push(streamAnswer(sseStream(deltas(text).slice(0, 4), 7, new TypeError('network connection lost'))));
    answers.push(streamAnswer(sseStream([...deltas(text).slice(0, 2), JSON.stringify({ error: { message: 'model overloaded' } })])));
    for (let i = 0; i < 2; i++) {
      const { error } = await drain(provider().streamRecipe(recipeInput));
      expect(isUpstreamFailed(error)).toBe(true);
    }
  });

  it('a picture is waited for two minutes, then a 502', async () => {
    vi.useFakeTimers();
    answers.push(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const painter = createOpenAiImageProvider({ baseUrl: BASE, model: 'dall-e-3' });
    const outcome = failureOf(painter.generatePicture({ title: 'Soup', ingredients: [], language: 'en' })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(isUpstreamFailed(await outcome)).toBe(true);
  });

  it('a picture answer without b64_json is a 502', async () => {
    answers.push(() => Response.json({ data: [{ url: 'https://example.com/a.png' }] }));
    const err = await failureOf(createOpenAiImageProvider({ baseUrl: BASE, model: 'dall-e-3' }).generatePicture({ title: 'Soup', ingredients: [], language: 'en' }));
    expect(isUpstreamFailed(err)).toBe(true);
  });
});
