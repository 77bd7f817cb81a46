import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from './png';

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Chunks of a PNG: type, data, and whether the stored CRC matches. */
function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset);
  const out: Array<{ type: string; data: Uint8Array; crcOk: boolean }> = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    out.push({ type, data, crcOk: view.getUint32(at + 8 + length) === crc32(png, at + 4, at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('knows the standard CRC-32 check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes a palette PNG whose chunks check out and whose pixels decode back', async () => {
    const pixels = new Uint8Array([0, 1, 2, 2, 1, 0]);
    const png = await encodePng({ width: 3, height: 2, palette: [[0, 0, 0], [255, 0, 0], [0, 0, 255]], pixels });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(parts.every((c) => c.crcOk)).toBe(true);
    const header = new DataView(parts[0]!.data.buffer, parts[0]!.data.byteOffset);
    expect([header.getUint32(0), header.getUint32(4), header.getUint8(8), header.getUint8(9)]).toEqual([3, 2, 8, 3]);
    expect([...parts[1]!.data]).toEqual([0, 0, 0, 255, 0, 0, 0, 0, 255]);
    expect([...(await inflate(parts[2]!.data))]).toEqual([0, 0, 1, 2, 0, 2, 1, 0]);
  });

  it('refuses a pixel count that does not match the size', async () => {
    await expect(encodePng({ width: 2, height: 2, palette: [[0, 0, 0]], pixels: new Uint8Array(3) })).rejects.toThrow();
  });
});
