import {
  detectedIngredientsSchema,
  modelRecipeSchema,
  nutritionEstimateSchema,
} from '#core/schemas/recipe';
import { detectTask, nutritionTask, picturePrompt, recipeTask, withShapeRule, type JsonTask } from './chat-prompts';
import {
  DEFAULT_TIMEOUT_MS,
  PICTURE_TIMEOUT_MS,
  deadline,
  describeFailure,
  fromBase64,
  generateJson,
  sniffImageType,
  untilAborted,
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
 * Workers AI through the `AI` binding (docs/decisions/036-model-providers.md): chat messages with
 * JSON Mode (`response_format` `json_schema`, the schema itself), a vision model for photos
 * (`image_url` data-URL parts), `stream: true` for the streamed recipe (JSON Mode does not
 * stream, so the shape goes into the instructions there), and a text-to-image model for pictures.
 */
export const DEFAULT_WORKERS_AI_TEXT_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';
export const DEFAULT_WORKERS_AI_VISION_MODEL = '@cf/meta/llama-4-scout-17b-16e-instruct';
export const DEFAULT_WORKERS_AI_IMAGE_MODEL = '@cf/black-forest-labs/flux-1-schnell';

/** Room for a whole recipe: many catalogue models stop at 256 tokens unless told otherwise. */
const MAX_TOKENS = 2048;

/** The one method of the binding used here (the generated `Ai` type has many overloads). */
export interface AiBinding {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface WorkersAiOptions {
  ai: AiBinding;
  textModel?: string;
  visionModel?: string;
  timeoutMs?: number;
}

/** A model's call through the binding; whatever it throws (capacity, 429, timeout) is a 502. */
async function runModel(ai: AiBinding, model: string, inputs: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
  try {
    return await untilAborted(ai.run(model, inputs, { signal }), signal);
  } catch (err) {
    // JSON Mode's own refusal is output that missed the schema: worth the one retry.
    if (!signal.aborted && err instanceof Error && /JSON Mode couldn't be met/i.test(err.message)) throw new MalformedOutput(err.message);
    throw upstreamFailed(describeFailure(signal.aborted ? signal.reason : err));
  }
}

/**
 * The text of an answer: `{ response }` (a string, or an object JSON Mode parsed already), or an
 * OpenAI-shaped `{ choices: [{ message: { content } }] }` from the newer catalogue models.
 */
function answerOf(output: unknown): unknown {
  if (typeof output === 'string') return output;
  if (typeof output !== 'object' || output === null) throw new MalformedOutput('the binding answered nothing');
  const { response, choices } = output as { response?: unknown; choices?: Array<{ message?: { content?: unknown } }> };
  if (response !== undefined && response !== null) return response;
  const content = choices?.[0]?.message?.content;
  if (content !== undefined && content !== null) return content;
  throw new MalformedOutput('the answer has no response');
}

/** The text one stream event adds (`{ response }` or an OpenAI-shaped delta). */
function deltaOf(data: string): string {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new MalformedOutput('a stream event is not JSON');
  }
  const { response, choices } = event as { response?: unknown; choices?: Array<{ delta?: { content?: unknown } }> };
  if (typeof response === 'string') return response;
  const content = choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

export function createWorkersAiProvider(options: WorkersAiOptions): ModelProvider {
  const textModel = options.textModel || DEFAULT_WORKERS_AI_TEXT_MODEL;
  const visionModel = options.visionModel || DEFAULT_WORKERS_AI_VISION_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function json(model: string, task: JsonTask): Promise<unknown> {
    const timer = deadline(timeoutMs);
    try {
      const output = await runModel(
        options.ai,
        model,
        {
          messages: withShapeRule(task),
          response_format: { type: 'json_schema', json_schema: task.schema },
          max_tokens: MAX_TOKENS,
          temperature: 0.7,
        },
        timer.signal,
      );
      return answerOf(output);
    } finally {
      timer.done();
    }
  }

  function streamRecipe(input: GenerateRecipeInput, signal?: AbortSignal): RecipeStream {
    return streamChatRecipe(timeoutMs, signal, async (aborted) => {
      const stream = await runModel(
        options.ai,
        textModel,
        { messages: withShapeRule(recipeTask(input)), stream: true, max_tokens: MAX_TOKENS, temperature: 0.7 },
        aborted,
      );
      if (!(stream instanceof ReadableStream)) throw new MalformedOutput('the binding sent no stream');
      return stream as ReadableStream<Uint8Array>;
    }, deltaOf);
  }

  return {
    name: 'workers-ai',
    model: textModel,

    async detectIngredients(input) {
      const result = await generateJson(() => json(visionModel, detectTask(input)), detectedIngredientsSchema);
      return [...new Set(result.ingredients)];
    },

    generateRecipe: (input) => generateJson(() => json(textModel, recipeTask(input)), modelRecipeSchema),

    refineRecipe: (input) => generateJson(() => json(textModel, refineTask(input)), modelRecipeSchema),

    streamRecipe,

    estimateNutrition: (input) => generateJson(() => json(textModel, nutritionTask(input)), nutritionEstimateSchema),

    readRecipePages: (input) => generateJson(() => json(visionModel, readPagesTask(input)), pagesRecipeSchema),

    translateRecipe: (input) => generateJson(() => json(textModel, translateTask(input)), translatedRecipeSchema),
  };
}

/** Dish pictures from a text-to-image model (Flux answers `{ image }`, base64 JPEG). */
export function createWorkersAiImageProvider(options: { ai: AiBinding; model?: string; timeoutMs?: number }): ImageProvider {
  const model = options.model || DEFAULT_WORKERS_AI_IMAGE_MODEL;
  return {
    name: 'workers-ai',
    model,
    async generatePicture(input) {
      const timer = deadline(options.timeoutMs ?? PICTURE_TIMEOUT_MS);
      let output: unknown;
      try {
        output = await runModel(options.ai, model, { prompt: picturePrompt(input), steps: 4 }, timer.signal);
      } finally {
        timer.done();
      }
      const image = (output as { image?: unknown } | null)?.image;
      const bytes = typeof image === 'string' ? fromBase64(image) : null;
      if (!bytes) throw upstreamFailed('The image model answered no picture');
      return { bytes, mimeType: sniffImageType(bytes) ?? 'image/jpeg' };
    },
  };
}
