import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { deflateSync } from 'node:zlib';

/**
 * The OpenAI-compatible fixture server of the browser suite (docs/decisions/038-dish-pictures-the-ai-picture-queue.md):
 * started by playwright.config.ts beside the app, which draws dish pictures through it
 * (AI_IMAGE_PROVIDER=openai, OPENAI_BASE_URL=http://127.0.0.1:<port>/v1; vite.config.ts) while
 * the text stays with the offline chef. `POST /v1/images/generations` answers a small real PNG
 * in `b64_json`, as OpenAI does; `GET /health` tells Playwright it is up. It listens on the
 * loopback address only and calls nothing.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 160 x 120 RGB PNG: a round plate on a warm table, different for each request number. */
export function dishPng(seed: number, width = 160, height = 120): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (height / 2.4);
      const dy = (y - height / 2) / (height / 2.4);
      const r2 = dx * dx + dy * dy;
      const food = r2 < 0.45;
      const plate = r2 < 1;
      const [r, g, b] = food ? [200 - (seed * 37) % 90, 90 + (seed * 53) % 120, 40] : plate ? [245, 242, 235] : [170, 110 + (y % 12), 60];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the fixture on 127.0.0.1:`port` (the benchmark runs it in-process). */
export function startOpenAiFixture(port: number): Promise<Server> {
  let drawn = 0;
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/health') return send(200, { ok: true });
    if (request.method === 'POST' && request.url === '/v1/images/generations') {
      let raw = '';
      request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
      request.on('end', () => {
        let prompt: string;
        try {
          prompt = String((JSON.parse(raw) as { prompt?: unknown }).prompt ?? '');
        } catch {
          return send(400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
        }
        if (!prompt) return send(400, { error: { message: 'prompt is required', type: 'invalid_request_error' } });
        drawn += 1;
        send(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: dishPng(drawn).toString('base64') }] });
      });
      return;
    }
    send(404, { error: { message: `no fixture for ${request.method} ${request.url}`, type: 'not_found' } });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OPENAI_FIXTURE_PORT ?? 8798);
  const server = await startOpenAiFixture(port);
  console.log(`OpenAI-compatible fixture at http://127.0.0.1:${port}/v1`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
