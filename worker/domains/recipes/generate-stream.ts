import type { SSEStreamingApi } from 'hono/streaming';
import type { StreamMeta } from '#core/recipe/recipe-stream';
import type { ModelProvider } from '../../ai/provider';
import { ApiError } from '../../lib/errors';
import type { RecipeRow } from './create-recipe.service';
import type { GenerationEvent } from './recipe-checks';
import { toRecipeDto } from './recipe.dto';

/** Whether the client asked for the streamed answer (`Accept: text/event-stream`). */
export const wantsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '');

/** The `error` event's data: the one error shape, plus the status the JSON answer would have had. */
function errorData(err: unknown, requestId: string) {
  if (err instanceof ApiError) {
    return { error: err.message, code: err.code, ...(err.details ? { details: err.details } : {}), ...err.extra, status: err.status };
  }
  console.error(JSON.stringify({ level: 'error', requestId, path: '/api/generate-recipe', message: String(err) }));
  return {
    error: 'Something went wrong on our side. Please try again.',
    code: 'internal_error',
    details: `Request id ${requestId}`,
    status: 500,
  };
}

/**
 * Writes one streamed generation as Server-Sent Events (docs/decisions/025-streaming-generation.md): `meta` first (and again, with `restart`, when an attempt is thrown away), a
 * `line` per title, description, ingredient and step, then `done` with the saved recipe or
 * `error`. A client that goes away aborts `controller`, which stops the model; the run then ends
 * without saving and gives the unit back.
 */
export async function sendGeneration(
  stream: SSEStreamingApi,
  run: AsyncGenerator<GenerationEvent, RecipeRow, void>,
  options: { provider: ModelProvider['name']; controller: AbortController; requestId: string },
): Promise<void> {
  const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
  stream.onAbort(() => options.controller.abort(new Error('The client closed the stream')));
  try {
    await send('meta', { provider: options.provider, attempt: 1 } satisfies StreamMeta);
    for (let step = await run.next(); ; step = await run.next()) {
      if (step.done) {
        await send('done', { recipe: toRecipeDto(step.value) });
        return;
      }
      const event = step.value;
      if (event.type === 'line') await send('line', event.line);
      else await send('meta', { provider: options.provider, attempt: event.attempt, restart: event.reason } satisfies StreamMeta);
    }
  } catch (err) {
    if (!stream.aborted) await send('error', errorData(err, options.requestId));
  }
}
