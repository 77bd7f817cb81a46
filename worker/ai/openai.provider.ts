import {
  detectedIngredientsSchema,
  modelRecipeSchema,
  nutritionEstimateSchema,
} from '#core/schemas/recipe';
import { ApiError } from '../lib/errors';
import { detectTask, nutritionTask, picturePrompt, recipeTask, withShapeRule, type JsonTask } from './chat-prompts';
import {
  DEFAULT_TIMEOUT_MS,
  PICTURE_TIMEOUT_MS,
  deadline,
  describeFailure,
  fromBase64,
  generateJson,
  sniffImageType,
  upstreamFailed,
} from './model-call';
import type { GenerateRecipeInput, ImageProvider, ModelProvider } from './provider';
import { pagesRecipeSchema, readPagesTask } from './read-pages';
import { translatedRecipeSchema } from '#core/recipe/recipe-translation';
import { translateTask } from './translate-prompts';
import { refineTask } from './refine-prompts';
import { MalformedOutput, type RecipeStream } from './recipe-stream';
import { streamChatRecipe } from './chat-stream';

/**
 * Any OpenAI-compatible server (docs/decisions/036-model-providers.md): Ollama, vLLM, LM Studio,
 * OpenRouter, OpenAI. Chat Completions with `response_format` `json_schema` (one fallback to
 * `json_object`, with the shape in the instructions, when the server answers 400 to it), photos
 * as `image_url` data-URL parts, `stream: true` for the streamed recipe, and
 * `POST {base}/images/generations` for pictures.
 */
export interface OpenAiOptions {
  /** OPENAI_BASE_URL, e.g. `http://localhost:11434/v1`. */
  baseUrl: string;
  /** OPENAI_API_KEY; empty for a local server (no Authorization header is sent then). */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** How the recipe says which model wrote it. */
export const openAiModelLabel = (model: string) => `${model} via OpenAI-compatible server`;

function openAiClient(options: OpenAiOptions) {
  const base = options.baseUrl.trim().replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** One POST; a network failure, a timeout or a non-2xx answer is a 502 (400 is the caller's). */
  async function post(path: string, body: unknown, signal: AbortSignal, allow400 = false): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    if (options.apiKey?.trim()) headers.authorization = `Bearer ${options.apiKey.trim()}`;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (err) {
      throw upstreamFailed(describeFailure(err));
    }
    if (response.ok || (allow400 && response.status === 400)) return response;
    const text = await response.text().catch(() => '');
    throw upstreamFailed(`${response.status} ${text.slice(0, 200)}`);
  }

  return { post, timeoutMs };
}

export function createOpenAiProvider(options: OpenAiOptions): ModelProvider {
  const { post, timeoutMs } = openAiClient(options);
  /** False once the server refused `json_schema`: later calls ask for `json_object` at once. */
  let structured = true;

  /**
   * The chat request of one JSON task, with the fallback: a 400 to `json_schema` asks again
   * with `json_object` and the shape written into the instructions.
   */
  async function chat(task: JsonTask, signal: AbortSignal, stream: boolean): Promise<Response> {
    for (;;) {
      const useSchema = structured;
      const body = {
        model: options.model,
        messages: useSchema ? task.messages : withShapeRule(task),
        temperature: 0.7,
        response_format: useSchema
          ? { type: 'json_schema', json_schema: { name: task.name, schema: task.schema, strict: true } }
          : { type: 'json_object' },
        ...(stream ? { stream: true } : {}),
      };
      const response = await post('/chat/completions', body, signal, useSchema);
      if (response.status !== 400) return response;
      await response.body?.cancel();
      structured = false;
    }
  }

  /** One non-streamed JSON answer: the message content, or malformed. */
  async function answer(task: JsonTask): Promise<string> {
    const timer = deadline(timeoutMs);
    try {
      const response = await chat(task, timer.signal, false);
      let json: unknown;
      try {
        json = await response.json();
      } catch (err) {
        if (timer.signal.aborted) throw upstreamFailed(describeFailure(timer.signal.reason));
        throw new MalformedOutput(`the server's answer is not JSON (${describeFailure(err)})`);
      }
      const content = (json as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new MalformedOutput('the answer has no message content');
      return content;
    } finally {
      timer.done();
    }
  }

  function streamRecipe(input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream {
    return streamChatRecipe(timeoutMs, signal, async (aborted) => {
      const response = await chat(recipeTask(input), aborted, true);
      if (!response.body) throw new MalformedOutput('the server sent no stream');
      return response.body;
    }, deltaOf);
  }

  return {
    name: 'openai',
    model: openAiModelLabel(options.model),

    async detectIngredients(input) {
      const result = await generateJson(() => answer(detectTask(input)), detectedIngredientsSchema);
      return [...new Set(result.ingredients)];
    },

    generateRecipe: (input) => generateJson(() => answer(recipeTask(input)), modelRecipeSchema),

    refineRecipe: (input) => generateJson(() => answer(refineTask(input)), modelRecipeSchema),

    streamRecipe,

    estimateNutrition: (input) => generateJson(() => answer(nutritionTask(input)), nutritionEstimateSchema),

    readRecipePages: (input) => generateJson(() => answer(readPagesTask(input)), pagesRecipeSchema),

    translateRecipe: (input) => generateJson(() => answer(translateTask(input)), translatedRecipeSchema),
  };
}

/** The text one stream event adds; an `error` event is a 502, an unreadable event is malformed. */
function deltaOf(data: string): string {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new MalformedOutput('a stream event is not JSON');
  }
  const { error, choices } = event as { error?: { message?: string }; choices?: Array<{ delta?: { content?: unknown } }> };
  if (error) throw upstreamFailed(String(error.message ?? 'stream error').slice(0, 200));
  const content = choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

export interface OpenAiImageOptions extends Omit<OpenAiOptions, 'model'> {
  /** OPENAI_IMAGE_MODEL, e.g. `gpt-image-1` or `dall-e-3`. */
  model: string;
}

/** Dish pictures through `POST {base}/images/generations`, answered as base64 (`b64_json`). */
export function createOpenAiImageProvider(options: OpenAiImageOptions): ImageProvider {
  const { post } = openAiClient(options);
  return {
    name: 'openai',
    model: openAiModelLabel(options.model),
    async generatePicture(input) {
      const timer = deadline(options.timeoutMs ?? PICTURE_TIMEOUT_MS);
      let json: { data?: Array<{ b64_json?: unknown }> };
      try {
        const response = await post(
          '/images/generations',
          {
            model: options.model,
            prompt: picturePrompt(input),
            n: 1,
            size: '1024x1024',
            // The GPT image models always answer base64 and refuse the parameter.
            ...(options.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
          },
          timer.signal,
        );
        json = await response.json();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw upstreamFailed(describeFailure(timer.signal.aborted ? timer.signal.reason : err));
      } finally {
        timer.done();
      }
      const b64 = json.data?.[0]?.b64_json;
      const bytes = typeof b64 === 'string' ? fromBase64(b64) : null;
      if (!bytes) throw upstreamFailed('The image model answered no picture');
      return { bytes, mimeType: sniffImageType(bytes) ?? 'image/png' };
    },
  };
}
