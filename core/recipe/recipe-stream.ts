/**
 * The streamed creator's events (docs/decisions/025-streaming-generation.md), shared by the worker
 * that writes them and the web that reads them. `POST /api/generate-recipe` with
 * `Accept: text/event-stream` sends, as Server-Sent Events:
 * - `meta` first: who writes (`provider`) and `attempt` 1; again with `restart` when an attempt
 *   is thrown away (a diet conflict, a quality finding or malformed output): the lines shown so far are void.
 * - `line` for each title, description, ingredient and step, as soon as it is written.
 * - `done` with `{ recipe }`, the saved recipe (the JSON answer's shape), or `error` with the one
 *   error shape plus `status`, the status the JSON answer would have had.
 */
export type RecipeSection = 'title' | 'description' | 'ingredient' | 'step';

export interface RecipeLine {
  section: RecipeSection;
  text: string;
}

export type RestartReason = 'diet' | 'quality' | 'malformed';

/** Where the AI runs (docs/decisions/036-model-providers.md). */
export const MODEL_PROVIDERS = ['gemini', 'workers-ai', 'openai', 'offline'] as const;
export type ModelProviderName = (typeof MODEL_PROVIDERS)[number];

export interface StreamMeta {
  provider: ModelProviderName;
  attempt: number;
  restart?: RestartReason;
}

export const RECIPE_SECTIONS: readonly RecipeSection[] = ['title', 'description', 'ingredient', 'step'];

export function isRecipeLine(value: unknown): value is RecipeLine {
  if (typeof value !== 'object' || value === null) return false;
  const { section, text } = value as Record<string, unknown>;
  return typeof text === 'string' && (RECIPE_SECTIONS as readonly unknown[]).includes(section);
}

export function isStreamMeta(value: unknown): value is StreamMeta {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, attempt } = value as Record<string, unknown>;
  return (MODEL_PROVIDERS as readonly unknown[]).includes(provider) && typeof attempt === 'number';
}
