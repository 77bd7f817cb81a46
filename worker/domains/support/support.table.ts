import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

/**
 * Every bug report, feature request and contact message, kept whether or not forwarding to
 * SUPPORT_WEBHOOK_URL worked (`forwarded_at` says when it did).
 */
export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bug', 'feature', 'contact'] }).notNull(),
    /** Bug and feature title, or the contact form's subject line ("general", "billing"...). */
    title: text('title').notNull(),
    /** Bug and feature description, or the contact message. */
    body: text('body').notNull(),
    /** Contact form only: the name and reply address the user typed. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    userAgent: text('user_agent'),
    appVersion: text('app_version').notNull(),
    createdAt: text('created_at').notNull(),
    forwardedAt: text('forwarded_at'),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.createdAt)],
);
