import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiErrorBody } from '#core/kernel/errors';
import { isRecipeLine, isStreamMeta, type RecipeLine, type StreamMeta } from '#core/recipe/recipe-stream';
import type { GenerateRecipeRequest } from '#core/schemas/recipe';
import { api, ApiRequestError, errorExtra, unwrap } from '../../../lib/api';
import { readSse } from '../../../lib/sse';
import type { CreatedRecipe } from './use-generate-recipe';
import { sharedKeys } from '../../../lib/query-keys';

/** What the creator is told while the recipe is written. */
export type StreamUpdate = ({ type: 'meta' } & StreamMeta) | ({ type: 'line' } & RecipeLine);

const lostConnection = () => new ApiRequestError(0, 'network_error', 'Network error');

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** An `error` event as the same ApiRequestError a JSON answer gives. */
function streamError(data: unknown): ApiRequestError {
  if (!isApiErrorBody(data)) return new ApiRequestError(500, 'internal_error', 'Request failed');
  const status: unknown = Reflect.get(data, 'status');
  return new ApiRequestError(typeof status === 'number' ? status : 500, data.code, data.error, data.details, errorExtra(data));
}

/**
 * `POST /api/generate-recipe` with `Accept: text/event-stream` (docs/decisions/025-streaming-generation.md): calls `onUpdate` for each `meta` and `line` event and resolves with the saved
 * recipe from `done`. Errors before the stream (401, 403, 429, 400) and `error` events throw
 * ApiRequestError as the JSON call does; `signal` cancels (the server then saves nothing and
 * gives the unit back) and rejects with its AbortError.
 */
export async function streamGenerateRecipe(
  input: GenerateRecipeRequest,
  { signal, onUpdate }: { signal: AbortSignal; onUpdate: (update: StreamUpdate) => void },
): Promise<CreatedRecipe> {
  let res: Awaited<ReturnType<(typeof api)['generate-recipe']['$post']>>;
  try {
    res = await api['generate-recipe'].$post({ json: input }, { headers: { accept: 'text/event-stream' }, init: { signal } });
  } catch (err) {
    throw signal.aborted ? err : lostConnection();
  }
  if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    // A JSON answer: an error from before the stream, or a server that does not stream.
    const { recipe } = await unwrap(Promise.resolve(res));
    return recipe;
  }
  try {
    for await (const message of readSse(res.body)) {
      const data = parseData(message.data);
      if (message.event === 'meta' && isStreamMeta(data)) onUpdate({ type: 'meta', ...data });
      else if (message.event === 'line' && isRecipeLine(data)) onUpdate({ type: 'line', section: data.section, text: data.text });
      else if (message.event === 'done') return (data as { recipe: CreatedRecipe }).recipe;
      else if (message.event === 'error') throw streamError(data);
    }
  } catch (err) {
    if (err instanceof ApiRequestError || signal.aborted) throw err;
    throw lostConnection();
  }
  throw lostConnection(); // the stream ended without `done`
}

/** The streamed generation as a mutation; afterwards usage is fetched again, and the recipe list after a success. */
export function useStreamGenerateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: { input: GenerateRecipeRequest; signal: AbortSignal; onUpdate: (update: StreamUpdate) => void }) =>
      streamGenerateRecipe(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.myRecipes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.usage }),
  });
}
