import type { MiddlewareHandler } from 'hono';

/**
 * How much of an unread request body is read before an answer: the largest body any route
 * accepts (a 10 MB photo as base64 in JSON is about 13.4 MB) with room to spare. Beyond it the
 * rest is cancelled rather than read.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Reads and discards a body up to `limit` bytes, then cancels whatever is left. */
export async function drainBody(body: ReadableStream<Uint8Array>, limit = DRAIN_LIMIT_BYTES): Promise<void> {
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // A client that went away: nothing left to drain.
  } finally {
    reader.releaseLock();
  }
}

/**
 * Every request body is consumed before the answer leaves: an early answer (401, 403, 404, 413,
 * 415, 429, a validation 400) that left the body unread would break the next request on the
 * same keep-alive connection in local workerd (workerd#1741, workers-sdk#13065: the next request
 * fails with 500 "fetch failed"). Mount first, around everything.
 */
export function drainUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    const original = c.req.raw;
    try {
      await next();
    } finally {
      // A middleware (bodyLimit) may have wrapped the request: drain whichever is still unread.
      for (const request of new Set([c.req.raw, original])) {
        if (request.body && !request.bodyUsed && !request.body.locked) await drainBody(request.body);
      }
    }
  };
}
