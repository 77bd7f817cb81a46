import type { Context, MiddlewareHandler } from 'hono';
import { drainBody } from './body-drain';

/** The most any JSON route reads (docs/api.md "Limits"): far above a long recipe, far below a worker's memory. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The routes that take larger bodies and bound them themselves, with their own 413s:
 * the zip import (a kitchen's export), a recipe read from page photos, a photo of ingredients
 * and Stripe's events (read raw to check the signature).
 */
export const BODY_LIMIT_EXCEPTIONS: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/import' },
  { method: 'POST', path: '/api/recipes/import' },
  { method: 'POST', path: '/api/detect-ingredients' },
  { method: 'POST', path: '/api/webhooks/stripe' },
];

const isException = (method: string, path: string) => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return BODY_LIMIT_EXCEPTIONS.some((e) => e.method === method && e.path === trimmed);
};

/**
 * One body limit for every API route but the exceptions, checked before any route parses the
 * body: a declared Content-Length over the limit is refused at once, and an undeclared (chunked)
 * body is counted as it is read and refused the moment it passes the limit, so no more than the
 * limit is ever held. 413 `payload_too_large` in the error shape; the unread rest is drained
 * (lib/body-drain.ts).
 */
export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT_BYTES): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    c.json({ error: 'The request body is too large', code: 'payload_too_large', details: `The limit is ${maxSize} bytes` }, 413);
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || c.req.method === 'GET' || c.req.method === 'HEAD' || isException(c.req.method, c.req.path)) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      return Number.parseInt(declared, 10) > maxSize ? tooLarge(c) : next();
    }
    const reader = raw.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        // The rest is read and dropped (up to the drain limit) before the answer leaves, as
        // lib/body-drain.ts does for any early answer: this body already counts as used.
        reader.releaseLock();
        await drainBody(raw.body);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(raw, { body });
    return next();
  };
}
