import { describe, expect, it } from 'vitest';
import { IMAGES, countRows, dataUrl, detect, fromBase64, toBase64 } from '../recipes/creator-test-helpers';
import { signIn } from '../../test/helpers';
import { ApiError } from '../../lib/errors';
import { imageDimensions, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './image-format';
import { decodeAndCheckImage } from './images.service';

/** docs/decisions/014-hardening.md: at most 12,000 px a side and 50 megapixels, read from the header. */

function png(width: number, height: number): Uint8Array {
  const bytes = fromBase64(IMAGES.png);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function gif(width: number, height: number): Uint8Array {
  const bytes = fromBase64(IMAGES.gif);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

/** The fixture's SOF9 header sits at byte 71: height at +5, width at +7. */
function jpeg(width: number, height: number): Uint8Array {
  const bytes = fromBase64(IMAGES.jpeg);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  view.setUint16(71 + 5, height);
  view.setUint16(71 + 7, width);
  return bytes;
}

/** An extended WebP (VP8X) header declaring the canvas size. */
function webpX(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(30);
  const view = new DataView(bytes.buffer);
  const enc = new TextEncoder();
  bytes.set(enc.encode('RIFF'), 0);
  view.setUint32(4, 22, true);
  bytes.set(enc.encode('WEBPVP8X'), 8);
  view.setUint32(16, 10, true);
  const put24 = (offset: number, value: number) => {
    bytes[offset] = value & 255;
    bytes[offset + 1] = (value >> 8) & 255;
    bytes[offset + 2] = (value >> 16) & 255;
  };
  put24(24, width - 1);
  put24(27, height - 1);
  return bytes;
}

const status = (bytes: Uint8Array) => {
  try {
    decodeAndCheckImage(toBase64(bytes));
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
};

describe('image dimension caps', () => {
  it('reads the size from every format’s header', () => {
    expect(imageDimensions(png(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(gif(321, 123), 'gif')).toEqual({ width: 321, height: 123 });
    expect(imageDimensions(jpeg(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(imageDimensions(webpX(5000, 2000), 'webp')).toEqual({ width: 5000, height: 2000 });
    expect(imageDimensions(fromBase64(IMAGES.webp), 'webp')).toEqual({ width: 1, height: 1 });
  });

  it.each([
    ['PNG at 12,000 px wide', png(MAX_IMAGE_SIDE, 1), 200],
    ['PNG at 12,001 px wide', png(MAX_IMAGE_SIDE + 1, 1), 413],
    ['PNG at 12,001 px high', png(1, MAX_IMAGE_SIDE + 1), 413],
    ['PNG of 7071 x 7071 (just under 50 MP)', png(7071, 7071), 200],
    ['PNG of 8000 x 6251 (just over 50 MP)', png(8000, 6251), 413],
    ['GIF at 12,001 px wide', gif(MAX_IMAGE_SIDE + 1, 1), 413],
    ['GIF of 0 x 1', gif(0, 1), 415],
    ['JPEG at 12,001 px high', jpeg(1, MAX_IMAGE_SIDE + 1), 413],
    ['JPEG of 10,000 x 5,001', jpeg(10_000, 5_001), 413],
    ['JPEG of 10,000 x 5,000', jpeg(10_000, 5_000), 200],
    ['WebP of 16,383 x 16,383', webpX(16_383, 16_383), 413],
    ['WebP of 7000 x 7000', webpX(7000, 7000), 200],
  ])('%s answers %i', (_name, bytes, expected) => {
    expect(status(bytes)).toBe(expected);
  });

  it('counts megapixels exactly at the limit', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(status(png(10_000, 5_000))).toBe(200);
    expect(status(png(10_000, 5_001))).toBe(413);
  });

  it('refuses a tiny file declaring a huge canvas with 413 over HTTP, storing nothing', async () => {
    const { cookie, userId } = await signIn();
    const res = await detect(cookie, dataUrl('image/png', toBase64(png(12_000, 12_000))));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large', details: expect.stringContaining('12000 x 12000') });
    expect(await countRows('images', userId)).toBe(0);
  });
});
