import { env } from 'cloudflare:workers';
import { app } from '../../app';
import { apiFetch } from '../../test/helpers';
import { quickRequest } from './creator-test-helpers';

/** Test helpers for the streamed creator: SSE reading and Gemini's streamed (`alt=sse`) answers. */

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

const EVENT_STREAM = { accept: 'text/event-stream' };

/** `POST /api/generate-recipe` asking for the stream, through the worker (offline chef). */
export function streamGenerate(cookie: string, body: Record<string, unknown> = quickRequest, init: RequestInit = {}) {
  return apiFetch('/generate-recipe', { cookie, json: body, headers: EVENT_STREAM, ...init });
}

/** The same with GEMINI_API_KEY set, so the real Gemini provider runs (fetch intercepted). */
export function streamGenerateWithGemini(cookie: string, body: Record<string, unknown>) {
  return app.request(
    'http://localhost/api/generate-recipe',
    {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json', ...EVENT_STREAM },
      body: JSON.stringify(body),
    },
    { ...env, GEMINI_API_KEY: 'test-key', GEMINI_MODEL: 'gemini-2.5-flash' },
  );
}

/** Reads SSE events one at a time from a response body. */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  readonly seen: SseEvent[] = [];

  constructor(res: Response) {
    if (!res.body) throw new Error('no body');
    this.reader = res.body.getReader();
  }

  /** The next event, or null at the end of the stream. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message';
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        const parsed = { event, data: JSON.parse(data) as Record<string, unknown> };
        this.seen.push(parsed);
        return parsed;
      }
      const { done, value } = await this.reader.read();
      if (done) return null;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** Reads until an event matches, returning it (throws at the end of the stream). */
  async until(match: (e: SseEvent) => boolean): Promise<SseEvent> {
    for (let e = await this.next(); e; e = await this.next()) if (match(e)) return e;
    throw new Error(`stream ended without the event; saw ${JSON.stringify(this.seen)}`);
  }

  async all(): Promise<SseEvent[]> {
    while (await this.next());
    return this.seen;
  }

  cancel() {
    return this.reader.cancel();
  }
}

/** One `streamGenerateContent?alt=sse` event carrying `text`; the last one has the finish reason. */
export function geminiSseEvent(text: string, last = false): string {
  const candidate = { content: { role: 'model', parts: [{ text }] }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) };
  const body = {
    candidates: [candidate],
    modelVersion: 'gemini-2.5-flash',
    ...(last ? { usageMetadata: { promptTokenCount: 310, candidatesTokenCount: 180, totalTokenCount: 490 } } : {}),
  };
  return `data: ${JSON.stringify(body)}\r\n\r\n`;
}

/** The model's JSON text cut into pieces of `size` characters, as Gemini sends a few tokens at a time. */
export function textPieces(text: string, size = 24): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/**
 * A chunked upstream answer the test releases by hand: `release(n)` sends the next n SSE events
 * (split across network chunks mid-event, as TCP may), `fail()` breaks the connection midway.
 */
export class GeminiStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly encoder = new TextEncoder();
  private sent = 0;
  readonly events: string[];
  readonly response: Response;

  constructor(text: string, size = 24) {
    const pieces = textPieces(text, size);
    this.events = pieces.map((piece, i) => geminiSseEvent(piece, i === pieces.length - 1));
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    this.response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }

  get remaining() {
    return this.events.length - this.sent;
  }

  release(n = this.remaining) {
    for (const event of this.events.slice(this.sent, this.sent + n)) {
      const bytes = this.encoder.encode(event);
      const cut = Math.floor(bytes.length / 2);
      this.controller.enqueue(bytes.slice(0, cut));
      this.controller.enqueue(bytes.slice(cut));
    }
    this.sent = Math.min(this.events.length, this.sent + n);
    if (this.remaining === 0) this.controller.close();
  }

  fail() {
    this.controller.error(new TypeError('network connection lost'));
  }
}
