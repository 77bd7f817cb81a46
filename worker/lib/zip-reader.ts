import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { drainBody } from './body-drain';

/**
 * Reads a zip from a request body as a stream (fflate's `Unzip`), answering whole entries one
 * by one while it reads. Caps the compressed bytes read, the number of entries, each entry's
 * size and the total uncompressed size as the bytes inflate (zip bombs), and refuses entry names
 * that could climb out of a folder. Only one entry is held at a time.
 */
export interface ZipLimits {
  maxCompressedBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
  /** The largest uncompressed size allowed for an entry of this name. */
  maxEntryBytes: (name: string) => number;
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export class ZipRejected extends Error {
  constructor(
    readonly reason: 'too_large' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'ZipRejected';
  }
}

/** A name that stays inside the archive's folder: relative, forward slashes, no `..`, no control characters. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(name) || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return false;
  return name.split('/').every((part) => part !== '..' && part !== '.');
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

class EntryCollector {
  readonly done: ZipEntry[] = [];
  error: ZipRejected | null = null;
  open = 0;
  entries = 0;
  total = 0;

  constructor(private readonly limits: ZipLimits) {}

  fail(reason: ZipRejected['reason'], message: string): never {
    this.error ??= new ZipRejected(reason, message);
    throw this.error;
  }

  onFile(file: UnzipFile) {
    if (file.name.endsWith('/')) return; // a folder entry holds nothing
    if (!isSafeEntryName(file.name)) this.fail('invalid', `The zip holds an unsafe file name: ${JSON.stringify(file.name.slice(0, 80))}`);
    this.entries += 1;
    if (this.entries > this.limits.maxEntries) this.fail('too_large', `The zip holds more than ${this.limits.maxEntries} files`);
    const max = this.limits.maxEntryBytes(file.name);
    if (file.originalSize !== undefined && file.originalSize > max) this.fail('too_large', `${file.name} is larger than ${max} bytes`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    this.open += 1;
    file.ondata = (err, data, final) => {
      if (err) this.fail('invalid', `${file.name} could not be read: ${err.message}`);
      size += data.length;
      this.total += data.length;
      if (size > max) this.fail('too_large', `${file.name} is larger than ${max} bytes`);
      if (this.total > this.limits.maxTotalBytes) this.fail('too_large', `The zip unpacks to more than ${this.limits.maxTotalBytes} bytes`);
      if (data.length > 0) chunks.push(data);
      if (final) {
        this.open -= 1;
        this.done.push({ name: file.name, data: concat(chunks, size) });
      }
    };
    file.start();
  }
}

/** The entries of the zip in `body`, in archive order. Throws `ZipRejected` for a hostile or broken zip. */
export async function* readZipEntries(body: ReadableStream<Uint8Array>, limits: ZipLimits): AsyncGenerator<ZipEntry> {
  const collector = new EntryCollector(limits);
  const unzip = new Unzip((file) => collector.onFile(file));
  unzip.register(UnzipInflate);
  const reader = body.getReader();
  let read = 0;
  let finished = false;
  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch (err) {
      if (err instanceof ZipRejected) throw err;
      throw collector.error ?? new ZipRejected('invalid', `The file is not a readable zip: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > limits.maxCompressedBytes) throw new ZipRejected('too_large', `The file is larger than ${limits.maxCompressedBytes} bytes`);
      push(value, false);
      yield* collector.done.splice(0);
    }
    finished = true;
    push(new Uint8Array(0), true);
    yield* collector.done.splice(0);
    if (collector.open > 0) throw new ZipRejected('invalid', 'The zip ends in the middle of a file');
  } finally {
    reader.releaseLock();
    // An early answer still reads the body (up to the drain limit): see lib/body-drain.ts.
    if (!finished) await drainBody(body);
  }
}
