import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/** Uploaded photos in R2. The key is immutable: `u/{userId}/{uuid}.{ext}`. */
export const images = sqliteTable(
  'images',
  {
    key: text('key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('images_user_idx').on(t.userId)],
);
