import { checkImportUrl } from '#core/reading/import-url';
import type { OutboundFetch } from './outbound-fetch';

/**
 * Fetches a user-given URL (docs/architecture.md "Fetching user-given URLs"): http/https to public
 * addresses only, redirects followed by hand with each hop re-checked, the body read as a stream
 * and cut off past `maxBytes`, the whole exchange bounded by `signal` (a timeout).
 */
export type FetchRefusal = 'url' | 'redirects' | 'status' | 'type' | 'too_large' | 'timeout' | 'network';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  /** Aborts the whole exchange, e.g. `AbortSignal.timeout(10_000)`. */
  signal: AbortSignal;
  /** Whether a response's media type (lower case, no parameters) is wanted. */
  accept: (mediaType: string) => boolean;
  acceptHeader: string;
  maxRedirects?: number;
  /** Sends each already-checked hop; default the platform's `fetch` (see outbound-fetch.ts). */
  fetch?: OutboundFetch;
}

export interface FetchedBody {
  url: URL;
  mediaType: string;
  charset: string | null;
  bytes: Uint8Array;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new FetchRefused('too_large', `The response is larger than ${maxBytes} bytes`);
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FetchRefused('too_large', `The response is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function fetchHop(url: URL, options: SafeFetchOptions): Promise<Response> {
  const send = options.fetch ?? ((href: string, init: RequestInit) => fetch(href, init));
  try {
    return await send(url.href, {
      redirect: 'manual',
      signal: options.signal,
      headers: { accept: options.acceptHeader, 'user-agent': 'ForkcastRecipeImport/1.0' },
    });
  } catch {
    throw options.signal.aborted
      ? new FetchRefused('timeout', 'The address did not answer in time')
      : new FetchRefused('network', 'The address could not be reached');
  }
}

/** The final response body, or a FetchRefused naming why not. Nothing is fetched for a refused URL. */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedBody> {
  let check = checkImportUrl(input);
  for (let hop = 0; ; hop++) {
    if (!check.ok) throw new FetchRefused('url', `The address is not allowed (${check.reason})`);
    const url = check.url;
    const res = await fetchHop(url, options);
    if (REDIRECTS.has(res.status)) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (!location) throw new FetchRefused('status', `The address answered ${res.status} without a location`);
      if (hop >= (options.maxRedirects ?? 5)) throw new FetchRefused('redirects', 'The address redirected too many times');
      check = checkImportUrl(location, url.href);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new FetchRefused('status', `The address answered ${res.status}`);
    }
    const [type = '', ...params] = (res.headers.get('content-type') ?? '').split(';');
    const mediaType = type.trim().toLowerCase();
    if (!options.accept(mediaType)) {
      await res.body?.cancel();
      throw new FetchRefused('type', `The address answered ${mediaType || 'no content type'}`);
    }
    const charset = params.map((p) => /^\s*charset\s*=\s*"?([\w-]+)/i.exec(p)?.[1]).find(Boolean) ?? null;
    try {
      return { url, mediaType, charset, bytes: await readCapped(res, options.maxBytes) };
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      throw new FetchRefused(options.signal.aborted ? 'timeout' : 'network', 'The response could not be read');
    }
  }
}

/** The body as text in its declared charset (UTF-8 when none or unknown). */
export function decodeBody(body: FetchedBody): string {
  try {
    return new TextDecoder(body.charset ?? 'utf-8').decode(body.bytes);
  } catch {
    return new TextDecoder().decode(body.bytes);
  }
}
