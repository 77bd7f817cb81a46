import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/**
 * Uploaded photos in R2. `key` is the public, immutable and opaque key `p/{random}.{ext}` (it
 * never names the user); `object_key` is the R2 key of photos stored before opaque keys (docs/decisions/014-hardening.md) under
 * `u/{userId}/...`, served under their new key (null: the object is stored under `key`).
 */
export const images = sqliteTable(
  'images',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectKey: text('object_key'),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('images_user_idx').on(t.userId), index('images_created_idx').on(t.createdAt)],
);

/** Photos uploaded per user per UTC day (`YYYY-MM-DD`), for the daily upload cap. */
export const uploadCounts = sqliteTable(
  'upload_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
