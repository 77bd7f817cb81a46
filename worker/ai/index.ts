import { MODEL_PROVIDERS } from '#core/recipe/recipe-stream';
import { isSet } from '../env';
import { ApiError } from '../lib/errors';
import { createGeminiImageProvider } from './gemini-image.provider';
import { createGeminiProvider } from './gemini.provider';
import { createOfflineProvider } from './offline.provider';
import { createOpenAiImageProvider, createOpenAiProvider } from './openai.provider';
import type { ImageProvider, ModelProvider, ProviderName } from './provider';
import { createWorkersAiImageProvider, createWorkersAiProvider, type AiBinding } from './workers-ai.provider';

export type { ImageProvider, ModelProvider, Picture } from './provider';

/**
 * Where the AI runs (docs/decisions/036-model-providers.md): AI_PROVIDER picks the text model,
 * AI_IMAGE_PROVIDER the picture model. A provider chosen without its settings still answers, but
 * every call fails at request time with a 503 in the error shape and a log line naming what is
 * missing; nothing crashes at start-up.
 */
export interface ProviderEnv {
  AI_PROVIDER?: string;
  AI_IMAGE_PROVIDER?: string;
  GEMINI_API_KEY?: string;
  GEMINI_MODEL?: string;
  GEMINI_IMAGE_MODEL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  OPENAI_IMAGE_MODEL?: string;
  WORKERS_AI_TEXT_MODEL?: string;
  WORKERS_AI_VISION_MODEL?: string;
  WORKERS_AI_IMAGE_MODEL?: string;
  /** The Workers AI binding (`[ai] binding = "AI"`, README "Workers AI"). */
  AI?: unknown;
}

const isProviderName = (value: string): value is ProviderName => (MODEL_PROVIDERS as readonly string[]).includes(value);

/** AI_PROVIDER, or unset: gemini with a key, else openai with a base URL, else offline. */
function textChoice(env: ProviderEnv): string {
  const chosen = env.AI_PROVIDER?.trim().toLowerCase();
  if (chosen) return chosen;
  if (isSet(env.GEMINI_API_KEY)) return 'gemini';
  if (isSet(env.OPENAI_BASE_URL)) return 'openai';
  return 'offline';
}

function aiBinding(env: ProviderEnv): AiBinding | null {
  const ai = env.AI as Partial<AiBinding> | undefined;
  return ai && typeof ai.run === 'function' ? (ai as AiBinding) : null;
}

/** What a chosen provider lacks, or null when it has its settings. */
function missingSetting(env: ProviderEnv, name: string, forPictures: boolean): string | null {
  switch (name) {
    case 'gemini':
      return isSet(env.GEMINI_API_KEY) ? null : 'GEMINI_API_KEY is empty';
    case 'openai':
      if (!isSet(env.OPENAI_BASE_URL)) return 'OPENAI_BASE_URL is empty';
      if (forPictures) return isSet(env.OPENAI_IMAGE_MODEL) ? null : 'OPENAI_IMAGE_MODEL is empty';
      return isSet(env.OPENAI_MODEL) ? null : 'OPENAI_MODEL is empty';
    case 'workers-ai':
      return aiBinding(env) ? null : 'the AI binding is missing (uncomment [ai] in wrangler.toml)';
    default:
      return null;
  }
}

function notSetUp(variable: string, value: string, problem: string): ApiError {
  console.error(JSON.stringify({ level: 'error', message: 'ai_provider_not_set_up', variable, value, problem }));
  return new ApiError(503, 'internal_error', 'The AI model of this server is not set up. Its operator can see why in the log.');
}

/** A provider whose every call fails as `notSetUp` (at request time, not at start-up). */
function unusableProvider(name: ProviderName, value: string, problem: string): ModelProvider {
  const fail = () => notSetUp('AI_PROVIDER', value, problem);
  return {
    name,
    model: 'not set up',
    detectIngredients: () => Promise.reject(fail()),
    generateRecipe: () => Promise.reject(fail()),
    refineRecipe: () => Promise.reject(fail()),
    // eslint-disable-next-line require-yield -- fails before its first line
    async *streamRecipe() {
      throw fail();
    },
    estimateNutrition: () => Promise.reject(fail()),
    translateRecipe: () => Promise.reject(fail()),
  };
}

/** The text model: detect, recipe, stream, nutrition. */
export function createModelProvider(env: ProviderEnv): ModelProvider {
  const choice = textChoice(env);
  if (!isProviderName(choice)) {
    return unusableProvider('offline', choice, `AI_PROVIDER must be one of ${MODEL_PROVIDERS.join(', ')}`);
  }
  const missing = missingSetting(env, choice, false);
  if (missing) return unusableProvider(choice, choice, `AI_PROVIDER=${choice} but ${missing}`);
  switch (choice) {
    case 'gemini':
      return createGeminiProvider({ apiKey: env.GEMINI_API_KEY!, model: env.GEMINI_MODEL });
    case 'openai':
      return createOpenAiProvider({ baseUrl: env.OPENAI_BASE_URL!, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL!.trim() });
    case 'workers-ai':
      return createWorkersAiProvider({
        ai: aiBinding(env)!,
        textModel: env.WORKERS_AI_TEXT_MODEL?.trim(),
        visionModel: env.WORKERS_AI_VISION_MODEL?.trim(),
      });
    case 'offline':
      return createOfflineProvider();
  }
}

function buildImageProvider(env: ProviderEnv, name: 'gemini' | 'openai' | 'workers-ai'): ImageProvider {
  switch (name) {
    case 'gemini':
      return createGeminiImageProvider({ apiKey: env.GEMINI_API_KEY!, model: env.GEMINI_IMAGE_MODEL?.trim() });
    case 'openai':
      return createOpenAiImageProvider({ baseUrl: env.OPENAI_BASE_URL!, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_IMAGE_MODEL!.trim() });
    case 'workers-ai':
      return createWorkersAiImageProvider({ ai: aiBinding(env)!, model: env.WORKERS_AI_IMAGE_MODEL?.trim() });
  }
}

/**
 * The model that draws dish pictures, or null for none (the recipe shows its illustration;
 * docs/decisions/038-dish-pictures-the-ai-picture-queue.md). AI_IMAGE_PROVIDER: a provider, `none` (or `offline`, which
 * cannot draw), or unset: the text provider when it can draw (Gemini and Workers AI can; an
 * OpenAI-compatible server when OPENAI_IMAGE_MODEL is set), else none.
 */
export function createImageProvider(env: ProviderEnv): ImageProvider | null {
  const chosen = env.AI_IMAGE_PROVIDER?.trim().toLowerCase();
  if (!chosen) {
    const text = textChoice(env);
    if (text !== 'gemini' && text !== 'openai' && text !== 'workers-ai') return null;
    return missingSetting(env, text, true) ? null : buildImageProvider(env, text);
  }
  if (chosen === 'none' || chosen === 'offline') return null;
  if (chosen !== 'gemini' && chosen !== 'openai' && chosen !== 'workers-ai') {
    return unusableImageProvider(chosen, 'AI_IMAGE_PROVIDER must be one of gemini, workers-ai, openai, none');
  }
  const missing = missingSetting(env, chosen, true);
  if (missing) return unusableImageProvider(chosen, `AI_IMAGE_PROVIDER=${chosen} but ${missing}`);
  return buildImageProvider(env, chosen);
}

function unusableImageProvider(value: string, problem: string): ImageProvider {
  return {
    name: value === 'gemini' || value === 'openai' || value === 'workers-ai' ? value : 'gemini',
    model: 'not set up',
    generatePicture: () => Promise.reject(notSetUp('AI_IMAGE_PROVIDER', value, problem)),
  };
}
