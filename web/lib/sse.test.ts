import { describe, expect, it } from 'vitest';
import { readSse, type SseMessage } from './sse';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(chunks: string[]): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const message of readSse(bodyOf(chunks))) out.push(message);
  return out;
}

const stream = 'event: meta\ndata: {"attempt":1}\n\n: keep-alive\n\nevent: line\ndata: {"text":"Crème brûlée"}\n\ndata: first\ndata: second\n\n';
const expected = [
  { event: 'meta', data: '{"attempt":1}' },
  { event: 'line', data: '{"text":"Crème brûlée"}' },
  { event: 'message', data: 'first\nsecond' },
];

describe('readSse', () => {
  it('reads named events, skips comments and joins multi-line data', async () => {
    expect(await all([stream])).toEqual(expected);
  });

  it('gives the same events however the bytes are cut, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(stream);
    for (const size of [1, 2, 5, 13]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
          controller.close();
        },
      });
      const out: SseMessage[] = [];
      for await (const message of readSse(body)) out.push(message);
      expect(out, `cut every ${size} bytes`).toEqual(expected);
    }
  });

  it('accepts CRLF line endings and a last event without its blank line at the end', async () => {
    expect(await all(['event: done\r\ndata: {}\r\n\r\n', 'event: x\ndata: 1'])).toEqual([
      { event: 'done', data: '{}' },
      { event: 'x', data: '1' },
    ]);
  });
});
