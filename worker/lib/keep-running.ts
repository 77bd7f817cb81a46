/**
 * Lets work finish after the answer is sent (the request's `waitUntil`): a save, a give-back or a
 * picture request would otherwise be cancelled when the client goes. Without an execution context
 * (in-process tests) the promise simply runs to its end.
 */
export function keepRunning(c: { executionCtx: { waitUntil(promise: Promise<unknown>): void } }, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context: nothing to extend.
  }
}
