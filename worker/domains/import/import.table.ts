import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/** One row per import attempt that reached a fetch or the splitter: the per-user hourly limit counts them. */
export const importAttempts = sqliteTable(
  'import_attempts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('import_attempts_user_created_idx').on(t.userId, t.createdAt)],
);
