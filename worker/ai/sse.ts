/**
 * Server-Sent Events as the model servers send them (OpenAI-compatible `chat/completions` with
 * `stream: true`, the Workers AI binding with `stream: true`): the `data` of each event, in
 * order, however the bytes are cut into chunks (an event, a line or a UTF-8 character may span
 * two chunks). `[DONE]` is handed out like any other data; the caller stops there.
 */
export async function* sseData(
  body: ReadableStream<Uint8Array>,
  options: { onChunk?: () => void; signal?: AbortSignal } = {},
): AsyncGenerator<string, void, void> {
  const { onChunk, signal } = options;
  const reader = body.getReader();
  // A source that does not notice the abort itself is cancelled, and the abort's reason thrown.
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop);
  if (signal?.aborted) stop();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (signal?.aborted) throw signal.reason;
      if (done) {
        finished = true;
        break;
      }
      onChunk?.();
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
        if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
        // Comments (": keep-alive"), `event:`, `id:` and `retry:` lines carry nothing needed here.
      }
    }
    buffer = (buffer + decoder.decode()).replace(/\r$/, '');
    if (buffer.startsWith('data:')) data.push(buffer.slice(buffer.startsWith('data: ') ? 6 : 5));
    if (data.length) yield data.join('\n');
  } finally {
    signal?.removeEventListener('abort', stop);
    // A reader that stopped early (the recipe is complete, or the cook left) stops the server too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
