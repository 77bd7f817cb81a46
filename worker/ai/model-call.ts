import type { ZodType } from 'zod';
import { ApiError } from '../lib/errors';
import { MalformedOutput } from './recipe-stream';

/**
 * What every real provider shares (docs/decisions/036-model-providers.md): one 502 for a model
 * that failed, the schema check of its output, one retry of malformed output, and a deadline.
 */

/** Attempts per JSON call: the first, plus one retry when the output is malformed. */
export const JSON_ATTEMPTS = 2;
/** Per request, in milliseconds (for a stream: the longest silence between two pieces). */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Per picture: image models take longer than text, and nobody waits for a picture. */
export const PICTURE_TIMEOUT_MS = 120_000;

export const upstreamFailed = (details?: string) =>
  new ApiError(502, 'upstream_failed', 'The recipe model did not answer properly. Please try again.', details);

/** A short, secret-free description of a failure for the error's details and the log. */
export function describeFailure(err: unknown): string | undefined {
  return err instanceof Error ? err.message.slice(0, 300) : undefined;
}

export function toBase64(bytes: Uint8Array): string {
  // `Uint8Array.prototype.toBase64` (TC39, in workerd) when present.
  const native: ((this: Uint8Array) => string) | undefined = Reflect.get(bytes, 'toBase64');
  if (native) return native.call(bytes);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Base64 (standard or URL-safe, padded or not) as bytes; null when it is not base64. */
export function fromBase64(data: string): Uint8Array | null {
  const clean = data.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The image type its first bytes name (PNG, JPEG, WebP), else undefined. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * The JSON a model wrote: as is, or the object inside a code fence or after a sentence of
 * prose (servers that only promise "some JSON" sometimes add them).
 */
function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start < 0 || end <= start) throw new MalformedOutput('answer is not JSON');
    try {
      return JSON.parse(trimmed.slice(start, end + 1));
    } catch {
      throw new MalformedOutput('answer is not JSON');
    }
  }
}

/** A model's answer (JSON text, or an object some bindings parse already) checked with zod. */
export function parseOutput<T>(answer: unknown, schema: ZodType<T>): T {
  if (answer === undefined || answer === null || answer === '') throw new MalformedOutput('empty answer');
  const json = typeof answer === 'string' ? parseJsonText(answer) : answer;
  const result = schema.safeParse(json);
  if (!result.success) throw new MalformedOutput(`answer does not match the schema: ${result.error.message}`);
  return result.data;
}

/**
 * One JSON call: `call` answers the model's output (a failing call throws its own 502 and is not
 * retried: the user waits for one answer); malformed output (from `call` as `MalformedOutput`, or
 * failing the schema) is asked once more, then 502.
 */
export async function generateJson<T>(call: () => Promise<unknown>, schema: ZodType<T>): Promise<T> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= JSON_ATTEMPTS; attempt++) {
    try {
      return parseOutput(await call(), schema);
    } catch (err) {
      if (!(err instanceof MalformedOutput)) throw err;
      lastProblem = err.message;
    }
  }
  throw upstreamFailed(`Malformed model output after ${JSON_ATTEMPTS} attempts (${lastProblem.slice(0, 200)})`);
}

/**
 * A timer that aborts `signal` after `ms` without `reset()`, or when `outer` aborts. `done()`
 * clears it. Plain setTimeout, so tests can run it with fake timers.
 */
export function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const expire = () => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError'));
  let timer = setTimeout(expire, ms);
  const stop = () => controller.abort(outer?.reason);
  if (outer?.aborted) stop();
  outer?.addEventListener('abort', stop);
  return {
    signal: controller.signal,
    reset() {
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', stop);
    },
  };
}

/** `work`, or the signal's reason as soon as it aborts (for calls that may not notice it). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
