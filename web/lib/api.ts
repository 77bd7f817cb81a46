import { hc } from 'hono/client';
import type { ErrorCode } from '#core/kernel/errors';
import { isApiErrorBody } from '#core/kernel/errors';
import type { AppType } from '../../worker/app';

/** The typed API client: the only way the web talks to the worker. */
export const api = hc<AppType>('/api', {
  init: { credentials: 'same-origin' },
});

/** A failed API call, carrying the one error shape (and its other fields, e.g. `ingredient`, `alternatives`, in `extra`). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly details?: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Awaits a typed-client call and returns its JSON, or throws ApiRequestError with the server's
 * `{ error, code, details }` (or a generic one when the body is not that shape).
 */
export async function unwrap<T>(call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<Exclude<T, { error: string; code: string }>> {
  let res: Awaited<typeof call>;
  try {
    res = await call;
  } catch {
    throw new ApiRequestError(0, 'network_error', 'Network error');
  }
  if (res.ok) return (await res.json()) as Exclude<T, { error: string; code: string }>;
  const body: unknown = await res.json().catch(() => null);
  if (isApiErrorBody(body)) {
    throw new ApiRequestError(res.status, body.code, body.error, body.details, errorExtra(body));
  }
  throw new ApiRequestError(res.status, 'internal_error', `Request failed (${res.status})`);
}

/** The fields of an error body beside `error`, `code`, `details` (and a streamed error's `status`). */
export function errorExtra(body: object): Record<string, unknown> {
  const { error: _error, code: _code, details: _details, status: _status, ...extra } = body as Record<string, unknown>;
  return extra;
}

export function isApiError(err: unknown, status?: number): err is ApiRequestError {
  return err instanceof ApiRequestError && (status === undefined || err.status === status);
}
