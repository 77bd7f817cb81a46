import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { IMAGE_URL_PREFIX, isImageKey } from './images.service';
import { images } from './images.table';

/** A user's stored photo as the data export reads it. */
export interface OwnedImage {
  key: string;
  /** Where the bytes are in R2 (legacy photos keep their old object key). */
  objectKey: string;
  contentType: string;
  bytes: number;
}

/** The key of an image URL (`/api/images/p/...`), or null when it is not one of ours. */
export function imageKeyOfUrl(url: string | null): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isImageKey(key) ? key : null;
}

/** The user's own photos among `urls`, by key, in one query (images primary key). */
export async function ownedImagesOf({ db }: { db: Db }, userId: string, urls: Array<string | null>): Promise<Map<string, OwnedImage>> {
  const keys = [...new Set(urls.map(imageKeyOfUrl).filter((key): key is string => key !== null))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: images.key, objectKey: images.objectKey, contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(and(eq(images.userId, userId), inArray(images.key, keys)));
  return new Map(rows.map((row) => [row.key, { ...row, objectKey: row.objectKey ?? row.key }]));
}

/** Deletes photos the user stored moments ago for an import that then failed (R2 first, then rows). */
export async function deleteOwnImages(deps: { db: Db; bucket: R2Bucket }, userId: string, keys: string[]) {
  for (let i = 0; i < keys.length; i += 90) {
    const slice = keys.slice(i, i + 90);
    await deps.bucket.delete(slice);
    await deps.db.delete(images).where(and(eq(images.userId, userId), inArray(images.key, slice)));
  }
}
