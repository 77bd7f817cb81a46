/**
 * Image type by magic bytes (docs/product.md "Photos"): JPEG, PNG, WebP and GIF only, whatever the
 * file name or the declared type says. SVG, HTML and anything truncated are refused.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const IMAGE_FORMATS: Record<ImageFormat, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  gif: { ext: 'gif', contentType: 'image/gif' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((b, i) => bytes[offset + i] === b);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function uint32BE(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, false);
}

function uint32LE(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, true);
}

/** Signature, a complete IHDR chunk (13 bytes, non-zero size) and the IEND chunk at the end. */
function isPng(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 8 + 25 + PNG_IEND.length) return false;
  if (uint32BE(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR') return false;
  if (uint32BE(bytes, 16) === 0 || uint32BE(bytes, 20) === 0) return false;
  return startsWith(bytes, PNG_IEND, bytes.length - PNG_IEND.length);
}

/** Start of image, a marker, and the end-of-image marker somewhere after it. */
function isJpeg(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff]) || bytes.length < 8) return false;
  for (let i = bytes.length - 2; i >= 3; i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}

/** RIFF container of type WEBP with a VP8 / VP8L / VP8X chunk, as long as it says it is. */
function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))) return false;
  return uint32LE(bytes, 4) + 8 <= bytes.length;
}

/** GIF87a / GIF89a header, a logical screen descriptor and the trailer byte. */
function isGif(bytes: Uint8Array): boolean {
  const header = ascii(bytes, 0, 6);
  if ((header !== 'GIF87a' && header !== 'GIF89a') || bytes.length < 14) return false;
  return bytes[bytes.length - 1] === 0x3b;
}

/** The format the bytes really are, or null for anything else (including empty input). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (isPng(bytes)) return 'png';
  if (isJpeg(bytes)) return 'jpeg';
  if (isWebp(bytes)) return 'webp';
  if (isGif(bytes)) return 'gif';
  return null;
}

/** docs/decisions/014-hardening.md: a photo's pixel size is capped whatever its byte size (a small file can decode huge). */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

function uint16BE(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] ?? 0) << 8) | (bytes[offset + 1] ?? 0);
}

function uint16LE(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
}

function uint24LE(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8) | ((bytes[offset + 2] ?? 0) << 16);
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic); not DHT/JPG/DAC. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the JPEG segments up to the first start-of-frame and reads its height and width. */
function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (JPEG_SOF.has(marker)) return { height: uint16BE(bytes, i + 5), width: uint16BE(bytes, i + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data before any frame header
    i += 2 + uint16BE(bytes, i + 2);
  }
  return null;
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: uint24LE(bytes, 24) + 1, height: uint24LE(bytes, 27) + 1 };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = uint32LE(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: uint16LE(bytes, 26) & 0x3fff, height: uint16LE(bytes, 28) & 0x3fff };
  }
  return null;
}

/** The pixel size the image's header declares, or null when the header does not say. */
export function imageDimensions(bytes: Uint8Array, format: ImageFormat): ImageDimensions | null {
  switch (format) {
    case 'png':
      return { width: uint32BE(bytes, 16), height: uint32BE(bytes, 20) };
    case 'gif':
      return { width: uint16LE(bytes, 6), height: uint16LE(bytes, 8) };
    case 'webp':
      return webpDimensions(bytes);
    case 'jpeg':
      return jpegDimensions(bytes);
  }
}

/** At most 12,000 px a side and 50 megapixels, and not empty. */
export function withinDimensionCaps({ width, height }: ImageDimensions): boolean {
  return width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}
