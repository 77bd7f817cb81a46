import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isSafeEntryName, readZipEntries, ZipRejected, type ZipLimits } from './zip-reader';
import { crc32, ZipWriter } from './zip-writer';

const limits: ZipLimits = { maxCompressedBytes: 1_000_000, maxTotalBytes: 10_000, maxEntries: 5, maxEntryBytes: () => 4_000 };

function streamOf(bytes: Uint8Array, chunk = 97): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
      controller.close();
    },
  });
}

async function readAll(bytes: Uint8Array, with_ = limits) {
  const out: Record<string, Uint8Array> = {};
  for await (const entry of readZipEntries(streamOf(bytes), with_)) out[entry.name] = entry.data;
  return out;
}

async function rejection(bytes: Uint8Array, with_ = limits): Promise<ZipRejected> {
  try {
    await readAll(bytes, with_);
  } catch (err) {
    if (err instanceof ZipRejected) return err;
    throw err;
  }
  throw new Error('the zip was accepted');
}

async function written(files: Array<[string, Uint8Array | string, boolean]>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk), new Date('2026-03-04T05:06:08Z'));
  for (const [name, data, deflate] of files) await zip.add(name, data, deflate);
  await zip.finish();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

describe('zip writer and streaming reader', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('writes zips other readers open, and reads them back in order, byte for byte, across any chunking', async () => {
    // Photo bytes holding the data-descriptor and directory signatures: a scanning reader would cut them.
    const photo = new Uint8Array(3000).map((_, i) => (i * 31) & 255);
    photo.set([0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x01, 0x02], 100);
    const bytes = await written([
      ['manifest.json', '{"format":"x"}', true],
      ['recipes/süß.md', '# Süß\n'.repeat(50), true],
      ['photos/a.png', photo, false],
    ]);
    expect(Object.keys(unzipSync(bytes))).toEqual(['manifest.json', 'recipes/süß.md', 'photos/a.png']);
    const read = await readAll(bytes);
    expect(Object.keys(read)).toEqual(['manifest.json', 'recipes/süß.md', 'photos/a.png']);
    expect(read['photos/a.png']).toEqual(photo);
    expect(new TextDecoder().decode(read['recipes/süß.md'])).toBe('# Süß\n'.repeat(50));
  });

  it('refuses too many entries, an entry past its cap, a total past the cap and too many compressed bytes', async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect(await rejection(many)).toMatchObject({ reason: 'too_large', message: expect.stringMatching(/more than 5 files/) });
    const big = zipSync({ 'a.json': new Uint8Array(5_000) });
    expect(await rejection(big)).toMatchObject({ reason: 'too_large', message: expect.stringMatching(/a\.json is larger than 4000/) });
    const total = zipSync({ 'a.json': new Uint8Array(3_500), 'b.json': new Uint8Array(3_500), 'c.json': new Uint8Array(3_500) });
    expect(await rejection(total)).toMatchObject({ reason: 'too_large', message: expect.stringMatching(/unpacks to more than 10000/) });
    expect(await rejection(total, { ...limits, maxCompressedBytes: 50 })).toMatchObject({ reason: 'too_large' });
  });

  it.each([
    ['../x', false],
    ['a/../../x', false],
    ['/etc/passwd', false],
    ['C:/x', false],
    ['a\\..\\x', false],
    ['a/./b', false],
    ['', false],
    ['recipes/tart.json', true],
    ['photos/tart-1.png', true],
  ])('%j is safe: %s', (name, safe) => {
    expect(isSafeEntryName(name)).toBe(safe);
  });
});
