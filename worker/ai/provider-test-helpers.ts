import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError } from '../lib/errors';

/** Shared by the provider tests: answers, streams and the recipe a model writes. */

export const modelRecipe = {
  title: 'Crème fraîche chicken with rice',
  description: 'A bright weeknight dish.',
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  difficulty: 'easy',
  ingredients: ['300 g chicken', '150 g rice', '100 ml crème fraîche'],
  instructions: ['1. Cook the **rice**.', 'Sear the chicken *until golden*.', 'Serve.'],
};

/** The lines a stream of `modelRecipe` shows, in order. */
export const modelRecipeLines = [
  { section: 'title', text: modelRecipe.title },
  { section: 'description', text: modelRecipe.description },
  ...modelRecipe.ingredients.map((text) => ({ section: 'ingredient', text })),
  ...modelRecipe.instructions.map((text) => ({ section: 'step', text })),
];

/** A tiny real PNG (1x1). */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** `text` cut into pieces of `size` characters. */
export function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/**
 * SSE bytes as a stream cut every `cut` bytes (so events, lines and UTF-8 characters fall across
 * chunk boundaries), then closed, or errored when `fail` is given.
 */
export function sseStream(events: string[], cut = 7, fail?: Error): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(events.map((e) => `data: ${e}\n\n`).join(''));
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += cut) chunks.push(bytes.slice(i, i + cut));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else if (fail) controller.error(fail);
      else controller.close();
    },
  });
}

/** What a call rejected with, for assertions on the error. */
export async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

/** Drains a recipe stream: its lines and its return value (or the error it threw). */
export async function drain<L, R>(stream: AsyncGenerator<L, R, void>): Promise<{ lines: L[]; result?: R; error?: unknown }> {
  const lines: L[] = [];
  try {
    for (;;) {
      const next = await stream.next();
      if (next.done) return { lines, result: next.value };
      lines.push(next.value);
    }
  } catch (error) {
    return { lines, error };
  }
}

export const isUpstreamFailed = (err: unknown) => err instanceof ApiError && err.status === 502 && err.code === 'upstream_failed';

/**
 * Intercepts an OpenAI-compatible server's Chat Completions for the tests of one file: each
 * request body lands in `calls`, each answer is taken from `answers` in order; any other outbound
 * call fails the test. Both arrays are emptied before every test.
 */
export function interceptChatCompletions<Body>(base: string) {
  const calls: Body[] = [];
  const answers: Array<() => Response> = [];
  beforeEach(() => {
    calls.length = 0;
    answers.length = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== `${base}/chat/completions`) throw new Error(`unexpected outbound call to ${request.url}`);
      calls.push(await request.json());
      const next = answers.shift();
      if (!next) throw new Error('no answer queued');
      return next();
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return { calls, answers };
}
