/**
 * Image type by magic bytes (DECISIONS.md "Images"): JPEG, PNG, WebP and GIF only, whatever the
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
