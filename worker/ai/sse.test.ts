import { describe, expect, it } from 'vitest';
import { sseData } from './sse';

/** The SSE reader under every way a server may cut its bytes (docs/decisions/036-model-providers.md). */

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(chunks: string[]) {
  const out: string[] = [];
  for await (const data of sseData(streamOf(chunks))) out.push(data);
  return out;
}

describe('sseData', () => {
  it.each<[string, string[], string[]]>([
    ['one event per chunk', ['data: {"a":1}\n\n', 'data: [DONE]\n\n'], ['{"a":1}', '[DONE]']],
    ['an event across chunks', ['da', 'ta: {"a"', ':1}\n', '\n'], ['{"a":1}']],
    ['CRLF line ends, the pair cut in two', ['data: x\r', '\n\r', '\ndata: y\r\n\r\n'], ['x', 'y']],
    ['no space after the colon', ['data:x\n\n'], ['x']],
    ['comments, event and id lines ignored', [': keep-alive\n\nevent: message\nid: 3\ndata: x\n\n'], ['x']],
    ['several data lines joined', ['data: a\ndata: b\n\n'], ['a\nb']],
    ['a CRLF cut after its CR is one line end, not two', ['data: a\r', '\ndata: b\r\n\r\n'], ['a\nb']],
    ['a last event without its blank line', ['data: x\n\ndata: y'], ['x', 'y']],
  ])('%s', async (_name, chunks, expected) => {
    expect(await read(chunks)).toEqual(expected);
  });

  it('keeps a UTF-8 character cut between two chunks', async () => {
    const bytes = new TextEncoder().encode('data: crème\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside "è"
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const data of sseData(stream)) out.push(data);
    expect(out).toEqual(['crème']);
  });

  it('an abort cancels a source that never ends, with the abort reason', async () => {
    const controller = new AbortController();
    const endless = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('data: x\n\n')) });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const data of sseData(endless, { signal: controller.signal, onChunk: () => controller.abort(new Error('too slow')) })) seen.push(data);
    })();
    await expect(reading).rejects.toThrow('too slow');
  });
});
