import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { fromBase64, IMAGES } from '../recipes/creator-test-helpers';

/** A fake web for import tests: outbound fetch answered from a table, each requested URL recorded. */
export type Page = () => Response;

export const html = (body: string, type = 'text/html; charset=utf-8'): Page => () =>
  new Response(body, { headers: { 'content-type': type } });
export const redirect = (location: string, status = 302): Page => () =>
  new Response(null, { status, headers: { location } });
export const pngImage: Page = () => new Response(fromBase64(IMAGES.png), { headers: { 'content-type': 'image/png' } });

/** A body streamed in 64 KB chunks without a content-length, `total` bytes long, starting with `head`. */
export const streamed = (head: string, total: number): Page => () => {
  const encoder = new TextEncoder();
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = sent === 0 ? encoder.encode(head) : new Uint8Array(64 * 1024).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
      if (sent >= total) controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/html' } });
};

export function fakeWeb(pages: Record<string, Page>) {
  const requested: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push(url);
    if (init?.redirect !== 'manual') throw new Error(`fetch of ${url} did not set redirect: manual`);
    const page = pages[url];
    return page ? page() : new Response('Not found', { status: 404, headers: { 'content-type': 'text/html' } });
  });
  return { requested, spy };
}

export async function countRows(table: 'recipes' | 'images' | 'import_attempts', userId: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?1`).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}
