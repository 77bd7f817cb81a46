import { isSet } from '../env';
import { createGeminiProvider } from './gemini.provider';
import { createOfflineProvider } from './offline.provider';
import type { ImageProvider, ModelProvider } from './provider';

export type { ImageProvider, ModelProvider, Picture, PictureInput } from './provider';

/** Gemini when GEMINI_API_KEY is set, else the offline demo chef (no network). */
export function createModelProvider(env: { GEMINI_API_KEY?: string; GEMINI_MODEL?: string }): ModelProvider {
  if (isSet(env.GEMINI_API_KEY)) {
    return createGeminiProvider({ apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL });
  }
  return createOfflineProvider();
}

/**
 * The model that draws dish pictures, or null when none is configured: the recipe then shows
 * its illustration (docs/decisions.md "Dish pictures"). No provider draws yet; the Gemini,
 * Workers AI and OpenAI-compatible pictures follow (docs/decisions.md "Model providers").
 */
export function createImageProvider(_env: Partial<Env>): ImageProvider | null {
  return null;
}
