import { modelRecipeSchema } from '#core/schemas/recipe';
import { ApiError } from '../lib/errors';
import { deadline, describeFailure, parseOutput, upstreamFailed } from './model-call';
import { MalformedOutput, RecipeJsonScanner, type RecipeStream } from './recipe-stream';
import { sseData } from './sse';

/**
 * A recipe streamed as chat deltas over Server-Sent Events (OpenAI-compatible servers, the Workers
 * AI binding): each event's text, as the provider's `deltaOf` reads it, goes to the recipe scanner
 * until `[DONE]`; the validated recipe is the return value. The deadline restarts with every
 * chunk. Malformed output and API errors pass through; anything else is a 502 naming its cause.
 */
export async function* streamChatRecipe(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>,
  deltaOf: (data: string) => string,
): RecipeStream {
  const timer = deadline(timeoutMs, signal);
  const scanner = new RecipeJsonScanner();
  let text = '';
  try {
    const body = await open(timer.signal);
    for await (const data of sseData(body, { onChunk: timer.reset, signal: timer.signal })) {
      if (data.trim() === '[DONE]') break;
      const piece = deltaOf(data);
      text += piece;
      yield* scanner.push(piece);
    }
  } catch (err) {
    if (err instanceof MalformedOutput || err instanceof ApiError) throw err;
    throw upstreamFailed(describeFailure(timer.signal.aborted ? timer.signal.reason : err));
  } finally {
    timer.done();
  }
  return parseOutput(text, modelRecipeSchema);
}
