/**
 * Client-side image preparation before upload (docs/product.md "Photos"): the upload box accepts
 * svg, png, jpeg, jpg, gif and webp up to 10 MB; an SVG is rasterised to PNG (SVG is never sent),
 * and every photo is scaled to at most 1600 px on its longest side and re-encoded as JPEG. The
 * size limit is the server's (core/schemas/recipe.ts).
 */
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

const ACCEPTED_EXTENSIONS = ['svg', 'png', 'jpeg', 'jpg', 'gif', 'webp'] as const;
const ACCEPTED_MIME_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'];

/** The file input's `accept` attribute. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_MIME_TYPES, ...ACCEPTED_EXTENSIONS.map((e) => `.${e}`)].join(',');

export type ImageFileProblem = { kind: 'type' } | { kind: 'size'; sizeMb: string; maxMb: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function isSvg(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'image/svg+xml' || (file.type === '' && extensionOf(file.name) === 'svg');
}

/** Checks the upload box rules; null when the file may be prepared. Type first, then size. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): ImageFileProblem | null {
  const typeOk = file.type
    ? ACCEPTED_MIME_TYPES.includes(file.type)
    : (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return { kind: 'type' };
  if (file.size > MAX_UPLOAD_BYTES) {
    return { kind: 'size', sizeMb: (file.size / (1024 * 1024)).toFixed(2), maxMb: MAX_UPLOAD_MB };
  }
  return null;
}

/** The size that fits within `max` on the longest side, keeping the aspect ratio (never enlarges). */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Raised when the browser cannot decode the chosen file as an image. */
export class ImagePrepError extends Error {
  constructor() {
    super('The image could not be read');
    this.name = 'ImagePrepError';
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ImagePrepError());
    img.src = src;
  });
}

/** An SVG without intrinsic size is drawn at this size. */
const SVG_FALLBACK_SIDE = 1024;

/**
 * Prepares a chosen file for `POST /api/detect-ingredients`: returns a data URL of a PNG (from an
 * SVG) or a JPEG (every other image; transparency over white), at most 1600 px on the longest side.
 */
export async function prepareImage(file: File): Promise<string> {
  const svg = isSvg(file);
  const objectUrl = URL.createObjectURL(file);
  try {
    const img = await loadImage(objectUrl);
    const natural = {
      width: img.naturalWidth || (svg ? SVG_FALLBACK_SIDE : 0),
      height: img.naturalHeight || (svg ? SVG_FALLBACK_SIDE : 0),
    };
    if (natural.width === 0 || natural.height === 0) throw new ImagePrepError();
    const { width, height } = fitWithin(natural.width, natural.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImagePrepError();
    if (!svg) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
    }
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, 0, 0, width, height);
    const dataUrl = svg ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    if (!dataUrl.startsWith('data:image/')) throw new ImagePrepError();
    return dataUrl;
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/** Bytes a data URL carries once decoded (what the server stores). */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
