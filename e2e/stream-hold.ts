import type { Page } from '@playwright/test';

/**
 * A fixture that holds a streamed generation's end until the test has looked
 * (docs/decisions/025-streaming-generation.md): the page's `fetch` of `POST /api/generate-recipe`
 * with `Accept: text/event-stream` passes every byte through as it arrives, except that from the
 * `done` (or `error`) event on, nothing reaches the app until `release()`. So the draft, its Stop
 * button and its status are on screen for as long as the test needs, however fast the server
 * writes and however loaded the machine is. The app's abort (Stop writing) still ends the stream.
 * Call before the page's first navigation.
 */
export async function holdStreamEnd(page: Page) {
  await page.addInitScript(() => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const state = { holding: false, release };
    Object.assign(window, { __forkcastStreamHold: state });
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const accept = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('accept') ?? '';
      const res = await original(input, init);
      if (!url.includes('/api/generate-recipe') || !accept.includes('text/event-stream') || !res.body) return res;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      const encoder = new TextEncoder();
      let text = '';
      const body = new ReadableStream<Uint8Array>({
        // Each pull enqueues something (or ends): a pull that enqueued nothing might not be called again.
        async pull(controller) {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) {
              if (text) controller.enqueue(encoder.encode(text));
              controller.close();
              return;
            }
            text += decoder.decode(value, { stream: true });
            const end = text.search(/(^|\n)event: ?(done|error)\b/);
            if (end < 0) {
              // Whole lines go through; a line still arriving waits for its end (it may be "event: done").
              const lineEnd = text.lastIndexOf('\n') + 1;
              if (lineEnd === 0) continue;
              controller.enqueue(encoder.encode(text.slice(0, lineEnd)));
              text = text.slice(lineEnd);
              return;
            }
            // Everything before the end goes through now; the end waits for the test.
            if (end > 0) controller.enqueue(encoder.encode(text.slice(0, end)));
            const rest = text.slice(end);
            text = '';
            state.holding = true;
            const aborted = new Promise<never>((_, reject) => {
              const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
              if (signal?.aborted) reject(signal.reason);
              signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
            });
            try {
              await Promise.race([released, aborted]);
            } catch (err) {
              controller.error(err);
              return;
            }
            state.holding = false;
            controller.enqueue(encoder.encode(rest));
            return;
          }
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
  });
  return {
    /** Whether the end of the stream has arrived and is being held. */
    holding: () => page.evaluate(() => (window as unknown as { __forkcastStreamHold: { holding: boolean } }).__forkcastStreamHold.holding),
    /** Lets the held end (and everything after it) through. */
    release: () => page.evaluate(() => (window as unknown as { __forkcastStreamHold: { release: () => void } }).__forkcastStreamHold.release()),
  };
}
