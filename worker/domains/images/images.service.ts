import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { isPro, type PlanType } from '#core/kernel/plans';
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../../lib/errors';
import {
  IMAGE_FORMATS,
  imageDimensions,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  sniffImageFormat,
  withinDimensionCaps,
  type ImageFormat,
} from './image-format';
import { images, uploadCounts } from './images.table';
import { nextId, type IdSource } from '../../lib/ids';

/**
 * Uploaded photos: checked by magic bytes, size and pixel count, stored in R2 under an immutable
 * opaque key `p/{random}.{ext}` (never the user id) with a row in `images`, served back under
 * `/api/images/{key}`. Photos stored before opaque keys (docs/decisions/014-hardening.md) keep their R2 object (`object_key`).
 */
export interface ImagesDeps extends IdSource {
  db: Db;
  bucket: R2Bucket;
  now: Date;
}

export const IMAGE_URL_PREFIX = '/api/images/';
const KEY_PATTERN = /^p\/[0-9a-f-]{32,36}\.(?:jpg|png|webp|gif)$/;

/** Photos a user may upload per UTC day (docs/decisions/014-hardening.md): free 20, Pro 200. */
export const DAILY_UPLOADS = { free: 20, pro: 200 } as const;

export const dailyUploadLimit = (planType: PlanType) => (isPro(planType) ? DAILY_UPLOADS.pro : DAILY_UPLOADS.free);

/** Photos never attached to a recipe are deleted after this long. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

export const payloadTooLarge = () =>
  new ApiError(413, 'payload_too_large', 'The image is larger than 10 MB', `The limit is ${MAX_IMAGE_BYTES} bytes`);
export const tooManyPixels = (width: number, height: number) =>
  new ApiError(
    413,
    'payload_too_large',
    'The image has too many pixels',
    `${width} x ${height} px; the limit is ${MAX_IMAGE_SIDE} px a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  );

export const unsupportedMediaType = () =>
  new ApiError(
    415,
    'unsupported_media_type',
    'Please select a valid image file (JPG, PNG, WebP, GIF, SVG)',
    'The server accepts JPEG, PNG, WebP and GIF files; an SVG is converted to PNG before upload',
  );

/** `Uint8Array.fromBase64` (TC39, in workerd) when present: much faster than atob for 10 MB. */
const nativeFromBase64: ((data: string) => Uint8Array) | undefined = Reflect.get(Uint8Array, 'fromBase64');

function decodeBase64(data: string): Uint8Array {
  if (nativeFromBase64) return nativeFromBase64.call(Uint8Array, data);
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface CheckedImage {
  bytes: Uint8Array;
  format: ImageFormat;
}

/**
 * Decodes a data URL (or bare base64) and checks it: 413 over 10 MB (counted on the decoded
 * bytes, before decoding), 415 unless the bytes are a JPEG, PNG, WebP or GIF whose header gives
 * its size, 413 beyond 12,000 px a side or 50 megapixels (read from the header). Pure: writes nothing.
 */
export function decodeAndCheckImage(input: string): CheckedImage {
  const match = /^data:[^,]{0,200},/.exec(input);
  if (match && !match[0].endsWith(';base64,')) throw badRequest('The image must be base64 encoded');
  const data = match ? input.slice(match[0].length) : input;
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
    throw badRequest('The image is not valid base64');
  }
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const size = (data.length / 4) * 3 - padding;
  if (size > MAX_IMAGE_BYTES) throw payloadTooLarge();
  return checkImage(decodeBase64(data));
}

/**
 * Raw bytes as a checked image, by the same rules as an upload (docs/decisions/032-hardening-second-pass.md):
 * 413 over 10 MB, 415 unless a JPEG, PNG, WebP or GIF by magic bytes whose header gives its size,
 * 413 beyond 12,000 px a side or 50 megapixels. Pure: writes nothing.
 */
export function checkImage(bytes: Uint8Array): CheckedImage {
  if (bytes.length > MAX_IMAGE_BYTES) throw payloadTooLarge();
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupportedMediaType();
  const dimensions = imageDimensions(bytes, format);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) throw unsupportedMediaType();
  if (!withinDimensionCaps(dimensions)) throw tooManyPixels(dimensions.width, dimensions.height);
  return { bytes, format };
}

/** `checkImage` for bytes fetched by import: the checked image, or null when any rule refuses it. */
export function checkImageBytes(bytes: Uint8Array): CheckedImage | null {
  try {
    return checkImage(bytes);
  } catch (err) {
    if (err instanceof ApiError) return null;
    throw err;
  }
}

export const imageUrlForKey = (key: string) => `${IMAGE_URL_PREFIX}${key}`;

export function isImageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Stores a checked image in R2 and records it; the R2 object is removed if the row fails. */
export async function storeImage(deps: ImagesDeps, userId: string, image: CheckedImage) {
  const { db, bucket, now } = deps;
  const { ext, contentType } = IMAGE_FORMATS[image.format];
  const key = `p/${nextId(deps)}.${ext}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType } });
  try {
    await db.insert(images).values({
      key,
      userId,
      contentType,
      bytes: image.bytes.length,
      createdAt: now.toISOString(),
    });
  } catch (err) {
    await bucket.delete(key);
    throw err;
  }
  return { key, url: imageUrlForKey(key) };
}

/**
 * What reading an image needs: `isSharedImage` answers whether a shared recipe shows the image at
 * a URL (community/share.service.ts, passed in by the route: the community sits above images).
 */
export interface ImageReadDeps extends Pick<ImagesDeps, 'db' | 'bucket'> {
  isSharedImage: (imageUrl: string) => Promise<boolean>;
}

/**
 * Who may read an image: its owner, and anyone (signed out included) when a shared recipe shows
 * it, since anyone may read a shared recipe.
 */
export async function canReadImage(
  deps: Pick<ImageReadDeps, 'isSharedImage'>,
  input: { image: { key: string; userId: string }; viewerId: string | null },
): Promise<boolean> {
  if (input.viewerId !== null && input.viewerId === input.image.userId) return true;
  return deps.isSharedImage(imageUrlForKey(input.image.key));
}

/**
 * The stored image for a viewer, or null when it is missing or not theirs to read (a 404).
 * With `conditional` request headers (If-None-Match), an unchanged object comes back without
 * a body, for a 304.
 */
export async function readImage(
  deps: ImageReadDeps,
  key: string,
  viewerId: string | null,
  conditional?: Headers,
) {
  if (!isImageKey(key)) return null;
  const image = await deps.db
    .select({ key: images.key, userId: images.userId, contentType: images.contentType, objectKey: images.objectKey })
    .from(images)
    .where(eq(images.key, key))
    .get();
  if (!image || !(await canReadImage(deps, { image, viewerId }))) return null;
  const object = await deps.bucket.get(image.objectKey ?? key, conditional ? { onlyIf: conditional } : undefined);
  if (!object) return null;
  return { object, contentType: image.contentType };
}

/**
 * The key of `url` when it names an image the user uploaded, else null (a recipe may only
 * point at its author's own photo).
 */
export async function findOwnImageKey(deps: Pick<ImagesDeps, 'db'>, userId: string, url: string) {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  if (!isImageKey(key)) return null;
  const row = await deps.db
    .select({ key: images.key })
    .from(images)
    .where(and(eq(images.key, key), eq(images.userId, userId)))
    .get();
  return row?.key ?? null;
}

/**
 * Takes one of today's uploads for the user: one upsert that only counts while `used < limit`
 * (exact under concurrency). False when the day's cap is reached.
 */
export async function reserveUpload(
  deps: Pick<ImagesDeps, 'db' | 'now'>,
  user: { id: string; planType: PlanType },
): Promise<boolean> {
  const limit = dailyUploadLimit(user.planType);
  const rows = await deps.db
    .insert(uploadCounts)
    .values({ userId: user.id, day: deps.now.toISOString().slice(0, 10), used: 1 })
    .onConflictDoUpdate({
      target: [uploadCounts.userId, uploadCounts.day],
      set: { used: sql`${uploadCounts.used} + 1` },
      setWhere: sql`${uploadCounts.used} < ${limit}`,
    })
    .returning({ used: uploadCounts.used });
  return rows.length === 1;
}

/**
 * Stores a checked image that did not come through the upload route (a restored export, an
 * imported page's picture) against the same daily cap: null, and nothing stored, once the
 * day's photos are used up.
 */
export async function storeCountedImage(deps: ImagesDeps, user: { id: string; planType: PlanType }, image: CheckedImage) {
  if (!(await reserveUpload(deps, user))) return null;
  return storeImage(deps, user.id, image);
}

/** How many photos are deleted per cleanup run at most (the Cron Trigger runs every 15 minutes). */
const CLEANUP_BATCH = 500;

/**
 * Deletes photos older than 24 hours that no recipe points at (uploads whose recipe was never
 * saved; a recipe's AI picture counts as pointed at), R2 objects first, and yesterday's and older
 * upload counters. Returns the photos removed. `unshownByRecipes` is the SQL condition that no
 * recipe shows the image at a URL (recipes/recipe-refs.service.ts, passed in by the caller: the
 * recipes sit above images).
 */
export async function deleteUnattachedImages(
  deps: Omit<ImagesDeps, 'newId'> & { unshownByRecipes: (url: SQL) => SQL },
): Promise<number> {
  const cutoff = new Date(deps.now.getTime() - UNATTACHED_TTL_MS).toISOString();
  const { db } = deps;
  const url = sql`${IMAGE_URL_PREFIX} || ${images.key}`;
  const results = await db
    .select({ key: images.key, objectKey: images.objectKey })
    .from(images)
    .where(and(lt(images.createdAt, cutoff), deps.unshownByRecipes(url)))
    .limit(CLEANUP_BATCH);
  const [first, ...rest] = results.map((r) => db.delete(images).where(eq(images.key, r.key)));
  if (first) {
    await deps.bucket.delete(results.map((r) => r.objectKey ?? r.key));
    await db.batch([first, ...rest]);
  }
  const today = deps.now.toISOString().slice(0, 10);
  await deps.db.delete(uploadCounts).where(sql`${uploadCounts.day} < ${today}`);
  return results.length;
}
