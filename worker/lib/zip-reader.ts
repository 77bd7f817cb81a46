import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { drainBody } from './body-drain';

/**
 * Reads a zip from a request body as a stream (fflate's `Unzip`), answering whole entries one
 * by one while it reads. Caps the compressed bytes read, the number of entries, each entry's
 * size and the total uncompressed size as the bytes inflate (zip bombs), and refuses entry names
 * that could climb out of a folder. Only one entry is held at a time, and an entry the caller
 * does not want is never inflated, so it spends nothing of the total.
 */
export interface ZipLimits {
  maxCompressedBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
  /** The largest uncompressed size allowed for an entry of this name. */
  maxEntryBytes: (name: string) => number;
  /**
   * Whether the reader wants this entry, asked when its header arrives: an entry it does not want
   * is never inflated (its compressed bytes pass by) and is not answered. Default: every entry.
   */
  wanted?: (name: string) => boolean;
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

/** An entry as the reader holds it: named, then (when wanted) inflating, then whole. */
interface Held {
  file: UnzipFile;
  state: 'pending' | 'inflating' | 'whole';
  entry?: ZipEntry;
}

class EntryCollector {
  /** Entries in archive order; the first is answered (or skipped) before any later one. */
  readonly queue: Held[] = [];
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
    // Not started yet: whether it is wanted is asked once the entries before it were answered
    // (fflate keeps its compressed bytes until then, and inflates nothing it is not asked to).
    this.queue.push({ file, state: 'pending' });
  }

  /** Inflates a wanted entry: now, from the bytes read so far, and on as more arrive. */
  private start(held: Held) {
    const { file } = held;
    const max = this.limits.maxEntryBytes(file.name);
    if (file.originalSize !== undefined && file.originalSize > max) this.fail('too_large', `${file.name} is larger than ${max} bytes`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    held.state = 'inflating';
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
        held.state = 'whole';
        held.entry = { name: file.name, data: concat(chunks, size) };
      }
    };
    file.start();
  }

  /**
   * The whole entries at the head of the queue, in order. An entry is asked about (`wanted`) only
   * when it reaches the head, so the caller has taken every entry before it: a photo can be wanted
   * because a recipe read just before names it.
   */
  *ready(): Generator<ZipEntry> {
    for (;;) {
      const head = this.queue[0];
      if (!head) return;
      if (head.state === 'pending') {
        if (this.limits.wanted && !this.limits.wanted(head.file.name)) {
          this.queue.shift();
          continue;
        }
        this.start(head);
      }
      if (head.state !== 'whole' || !head.entry) return; // still arriving
      this.queue.shift();
      yield head.entry;
    }
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
  /** The whole entries so far; starting one may inflate at once, so its failures are mapped too. */
  function* answer(): Generator<ZipEntry> {
    const entries = collector.ready();
    for (;;) {
      let next: IteratorResult<ZipEntry>;
      try {
        next = entries.next();
      } catch (err) {
        if (err instanceof ZipRejected) throw err;
        throw collector.error ?? new ZipRejected('invalid', `The file is not a readable zip: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (next.done) return;
      yield next.value;
    }
  }
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read += value.byteLength;
      if (read > limits.maxCompressedBytes) throw new ZipRejected('too_large', `The file is larger than ${limits.maxCompressedBytes} bytes`);
      push(value, false);
      yield* answer();
    }
    finished = true;
    push(new Uint8Array(0), true);
    yield* answer();
    if (collector.open > 0 || collector.queue.length > 0) throw new ZipRejected('invalid', 'The zip ends in the middle of a file');
  } finally {
    reader.releaseLock();
    // An early answer still reads the body (up to the drain limit): see lib/body-drain.ts.
    if (!finished) await drainBody(body);
  }
}
