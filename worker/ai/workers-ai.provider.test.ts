import type { GenerateRecipeInput } from './provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETECT_SCHEMA, RECIPE_SCHEMA } from './chat-prompts';
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
import {
  DEFAULT_WORKERS_AI_IMAGE_MODEL,
  DEFAULT_WORKERS_AI_TEXT_MODEL,
  DEFAULT_WORKERS_AI_VISION_MODEL,
  createWorkersAiImageProvider,
  createWorkersAiProvider,
  type AiBinding,
} from './workers-ai.provider';

/**
 * The Workers AI provider against a fake `AI` binding: what each call asks `run()` for, the
 * answers it accepts (text, an object JSON Mode parsed already, an SSE stream, base64 images),
 * and how failures end (docs/decisions/036-model-providers.md).
 */

interface Run {
  model: string;
  inputs: Record<string, unknown> & { messages?: Array<{ role: string; content: unknown }> };
}

/** A binding answering `answers` in order; each call is recorded. */
function fakeAi(...answers: Array<(signal?: AbortSignal) => unknown>) {
  const runs: Run[] = [];
  const ai: AiBinding = {
    async run(model, inputs, options) {
      runs.push({ model, inputs: inputs as Run['inputs'] });
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next(options?.signal);
    },
  };
  return { ai, runs };
}

afterEach(() => {
  vi.useRealTimers();
});

const recipeInput = { ingredients: ['chicken', 'rice'], type: 'quick' as const, generationType: 'prompt' as const, language: 'es' as const } satisfies GenerateRecipeInput;
const responseDeltas = (text: string) => pieces(text, 11).map((response) => JSON.stringify({ response, p: 'abcdef' }));

describe('the Workers AI provider', () => {
  it('asks the text model for the recipe with JSON Mode and room for a whole recipe', async () => {
    const { ai, runs } = fakeAi(() => ({ response: JSON.stringify(modelRecipe), usage: { total_tokens: 900 } }));
    const model = createWorkersAiProvider({ ai });
    const recipe = await model.generateRecipe(recipeInput);
    expect(recipe.instructions[0]).toBe('Cook the **rice**.');
    expect(model).toMatchObject({ name: 'workers-ai', model: DEFAULT_WORKERS_AI_TEXT_MODEL });
    const [{ model: used, inputs }] = runs as [Run];
    expect(used).toBe('@cf/meta/llama-3.3-70b-instruct-fp8-fast');
    expect(inputs.response_format).toEqual({ type: 'json_schema', json_schema: RECIPE_SCHEMA });
    expect(inputs.max_tokens).toBeGreaterThanOrEqual(2048);
    expect(String(inputs.messages![0]!.content)).toContain('Spanish');
  });

  it('accepts the object JSON Mode already parsed, and a configured model', async () => {
    const { ai, runs } = fakeAi(() => ({ response: modelRecipe }));
    const model = createWorkersAiProvider({ ai, textModel: '@cf/mistralai/mistral-small-3.1-24b-instruct' });
    expect((await model.generateRecipe(recipeInput)).title).toBe(modelRecipe.title);
    expect(runs[0]!.model).toBe('@cf/mistralai/mistral-small-3.1-24b-instruct');
    expect(model.model).toBe('@cf/mistralai/mistral-small-3.1-24b-instruct');
  });

  it('sends the photo to the vision model as an image_url data-URL part', async () => {
    const { ai, runs } = fakeAi(() => ({ response: { ingredients: ['tomates', 'albahaca', 'tomates'] } }));
    const found = await createWorkersAiProvider({ ai }).detectIngredients({ image: PNG_BYTES, mimeType: 'image/png', language: 'es' });
    expect(found).toEqual(['tomates', 'albahaca']);
    const { model, inputs } = runs[0]!;
    expect(model).toBe(DEFAULT_WORKERS_AI_VISION_MODEL);
    expect(inputs.response_format).toEqual({ type: 'json_schema', json_schema: DETECT_SCHEMA });
    expect(inputs.messages![1]!.content).toEqual([
      { type: 'text', text: 'List the food ingredients you can see in this photo.' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_BASE64}` } },
    ]);
  });

  it('estimates nutrition, also from an OpenAI-shaped answer', async () => {
    const nutrition = { calories: 120, protein: 8, carbs: 12, fat: 4, fiber: 1, sugar: 2, sodium: 300 };
    const { ai } = fakeAi(() => ({ choices: [{ message: { content: JSON.stringify(nutrition) } }] }));
    expect(await createWorkersAiProvider({ ai }).estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['200 g lentils'] })).toEqual(nutrition);
  });

  it('streams the recipe from the binding’s SSE stream, with the shape in the instructions', async () => {
    const text = JSON.stringify(modelRecipe, null, 1);
    const { ai, runs } = fakeAi(() => sseStream([...responseDeltas(text), '[DONE]'], 6));
    const { lines, result, error } = await drain(createWorkersAiProvider({ ai }).streamRecipe(recipeInput));
    expect(error).toBeUndefined();
    expect(lines).toEqual(modelRecipeLines);
    expect(result?.title).toBe(modelRecipe.title);
    const { inputs } = runs[0]!;
    expect(inputs.stream).toBe(true);
    expect(inputs.response_format).toBeUndefined();
    expect(String(inputs.messages![0]!.content)).toContain('matching this JSON Schema');
  });

  it('draws a picture with the text-to-image model: base64 image to bytes', async () => {
    const { ai, runs } = fakeAi(() => ({ image: PNG_BASE64 }));
    const painter = createWorkersAiImageProvider({ ai });
    const picture = await painter.generatePicture({ title: 'Tortilla de patatas', ingredients: ['4 huevos', '500 g patatas'], language: 'es' });
    expect([...picture.bytes]).toEqual([...PNG_BYTES]);
    expect(picture.mimeType).toBe('image/png');
    expect(painter).toMatchObject({ name: 'workers-ai', model: DEFAULT_WORKERS_AI_IMAGE_MODEL });
    expect(runs[0]!.model).toBe('@cf/black-forest-labs/flux-1-schnell');
    expect(String(runs[0]!.inputs.prompt)).toContain('"Tortilla de patatas"');
  });
});

describe('Workers AI failures end as 502 upstream_failed', () => {
  it('an error the binding throws (capacity, rate limit) is a 502 at once', async () => {
    const { ai, runs } = fakeAi(() => Promise.reject(new Error('3040: Capacity temporarily exceeded, please try again.')));
    const err = await failureOf(createWorkersAiProvider({ ai }).generateRecipe(recipeInput));
    expect(isUpstreamFailed(err)).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it('malformed output is asked once more, then a 502', async () => {
    const { ai, runs } = fakeAi(
      () => ({ response: 'Sure! Here is a lovely recipe.' }),
      () => ({ response: { ...modelRecipe, servings: 'two' } }),
    );
    const err = await failureOf(createWorkersAiProvider({ ai }).generateRecipe(recipeInput));
    expect(isUpstreamFailed(err)).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it("JSON Mode's refusal counts as malformed: the second answer is used", async () => {
    const { ai, runs } = fakeAi(
      () => Promise.reject(new Error("5024: JSON Mode couldn't be met")),
      () => ({ response: modelRecipe }),
    );
    expect((await createWorkersAiProvider({ ai }).generateRecipe(recipeInput)).title).toBe(modelRecipe.title);
    expect(runs).toHaveLength(2);
  });

  it('a binding that never answers is given up after the timeout', async () => {
    vi.useFakeTimers();
    const { ai } = fakeAi(() => new Promise(() => undefined));
    let settled = false;
    const outcome = failureOf(createWorkersAiProvider({ ai, timeoutMs: 30_000 }).estimateNutrition({ title: 'Soup', servings: 2, ingredients: ['1 l water'] })).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(isUpstreamFailed(await outcome)).toBe(true);
  });

  it('a stream that breaks is a 502; one that is not a recipe is malformed', async () => {
    const text = JSON.stringify(modelRecipe);
    const { ai } = fakeAi(
      () => sseStream(responseDeltas(text).slice(0, 3), 7, new Error('network connection lost')),
      () => sseStream([...responseDeltas('{"title": "Soup"}'), '[DONE]']),
    );
    const model = createWorkersAiProvider({ ai });
    expect(isUpstreamFailed((await drain(model.streamRecipe(recipeInput))).error)).toBe(true);
    expect((await drain(model.streamRecipe(recipeInput))).error).toBeInstanceOf(MalformedOutput);
  });

  it('an image answer that is not base64 is a 502', async () => {
    const { ai } = fakeAi(() => ({ image: '%%% not base64 %%%' }));
    const err = await failureOf(createWorkersAiImageProvider({ ai }).generatePicture({ title: 'Soup', ingredients: [], language: 'en' }));
    expect(isUpstreamFailed(err)).toBe(true);
  });
});
