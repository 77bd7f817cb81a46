import { isSet } from '../env';
import { createGeminiProvider } from './gemini.provider';
import { createOfflineProvider } from './offline.provider';
import type { ModelProvider } from './provider';

export type { ModelProvider } from './provider';

/** Gemini when GEMINI_API_KEY is set, else the offline demo chef (no network). */
export function createModelProvider(env: { GEMINI_API_KEY?: string; GEMINI_MODEL?: string }): ModelProvider {
  if (isSet(env.GEMINI_API_KEY)) {
    return createGeminiProvider({ apiKey: env.GEMINI_API_KEY, model: env.GEMINI_MODEL });
  }
  return createOfflineProvider();
}
