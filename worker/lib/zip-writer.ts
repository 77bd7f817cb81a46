import { deflateSync, strToU8 } from 'fflate';

/**
 * A streaming zip writer whose every local header carries the entry's CRC and sizes (no data
 * descriptors). fflate's streaming `Zip` always writes data descriptors, and a streaming reader
 * (fflate's `Unzip`) then finds an entry's end by scanning for the descriptor's signature, which
 * can occur inside photo bytes and cut the photo short. Here each entry is in memory while it is
 * written (a photo is at most 10 MB), never the archive: chunks go to `write` as they are made.
 * No zip64: at most 65,535 entries and 4 GiB.
 */
const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i += 1) c = (CRC_TABLE[(c ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
const UTF8_FLAG = 0x0800;

function dosTime(date: Date): number {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107) - 1980;
  return (
    ((year << 25) | ((date.getUTCMonth() + 1) << 21) | (date.getUTCDate() << 16) | (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1)) >>> 0
  );
}

interface Entry {
  name: Uint8Array;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function header(entry: Entry, time: number, central: boolean): Uint8Array {
  const fixed = central ? 46 : 30;
  const out = new Uint8Array(fixed + entry.name.length);
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (v: number) => (view.setUint16(at, v, true), (at += 2));
  const u32 = (v: number) => (view.setUint32(at, v, true), (at += 4));
  u32(central ? 0x02014b50 : 0x04034b50);
  if (central) u16(20); // made by
  u16(20); // needed to extract
  u16(UTF8_FLAG);
  u16(entry.method);
  u32(time);
  u32(entry.crc);
  u32(entry.compressed);
  u32(entry.size);
  u16(entry.name.length);
  u16(0); // extra
  if (central) {
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(entry.offset);
  }
  out.set(entry.name, at);
  return out;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly time: number;

  constructor(
    private readonly write: (chunk: Uint8Array) => Promise<void>,
    mtime: Date,
  ) {
    this.time = dosTime(mtime);
  }

  /** Adds one file: `deflate` for text, stored as-is for photos (already compressed). */
  async add(name: string, data: Uint8Array | string, deflate: boolean): Promise<void> {
    if (this.entries.length >= MAX_ENTRIES) throw new Error('zip: too many entries');
    const raw = typeof data === 'string' ? strToU8(data) : data;
    const packed = deflate ? deflateSync(raw, { level: 6 }) : raw;
    const stored = !deflate || packed.length >= raw.length;
    const entry: Entry = {
      name: strToU8(name),
      method: stored ? 0 : 8,
      crc: crc32(raw),
      compressed: stored ? raw.length : packed.length,
      size: raw.length,
      offset: this.offset,
    };
    const local = header(entry, this.time, false);
    if (this.offset + local.length + entry.compressed > MAX_OFFSET) throw new Error('zip: larger than 4 GiB');
    this.entries.push(entry);
    this.offset += local.length + entry.compressed;
    await this.write(local);
    await this.write(stored ? raw : packed);
  }

  /** Writes the central directory and the end record. */
  async finish(): Promise<void> {
    const start = this.offset;
    let size = 0;
    for (const entry of this.entries) {
      const central = header(entry, this.time, true);
      size += central.length;
      await this.write(central);
    }
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, this.entries.length, true);
    view.setUint16(10, this.entries.length, true);
    view.setUint32(12, size, true);
    view.setUint32(16, start, true);
    await this.write(end);
  }
}
