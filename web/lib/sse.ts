/** One Server-Sent Event: its name (`message` when none) and its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
}

function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith(':')) continue; // a comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a `text/event-stream` body (the EventSource format, for a POST that EventSource cannot
 * make) and yields each event as soon as its blank line has arrived, however the bytes were cut.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage, void, void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
      buffer = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const message = parseBlock(block);
        if (message) yield message;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
