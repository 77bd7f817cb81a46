import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, uploadCounts } from './images.table';

/**
 * What the images domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so images.table.ts stays this domain's.
 */

/** The user's photos: their opaque key and, for photos stored before opaque keys, the R2 object key. */
export function userImagesQuery(db: Db, userId: string) {
  return db.select({ key: images.key, objectKey: images.objectKey }).from(images).where(eq(images.userId, userId));
}

/**
 * Kept as Anonymous: the photos `keys` move to `toUserId` and lose any legacy object key (the
 * caller moved the objects in R2 to their opaque key first). The keys bind as one JSON parameter.
 */
export function imagesHandedOverStatement(db: Db, userId: string, toUserId: string, keys: string[]): BatchItem<'sqlite'> {
  return db
    .update(images)
    .set({ userId: toUserId, objectKey: null })
    .where(and(eq(images.userId, userId), sql`${images.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`));
}

/** The user's photo rows and upload counters. */
export function imagesErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(images).where(eq(images.userId, userId)), db.delete(uploadCounts).where(eq(uploadCounts.userId, userId))];
}
