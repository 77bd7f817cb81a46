import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ShoppingCategory, Unit } from '#core/kernel/kitchen-options';
import type { MergeDimension } from '#core/kitchen/shopping-merge';
import { users } from '../users/users.table';

/**
 * Shopping items (docs/product.md "What the app keeps"). `name_key` and `dimension` are how core/kitchen/shopping-merge matches
 * an item: a pending item is unique per owner, key and dimension (inserts are conditional).
 * `sources` are the plan lines already on the item, so generating again adds nothing.
 */
export const shoppingItems = sqliteTable(
  'shopping_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    dimension: text('dimension').$type<MergeDimension>().notNull(),
    quantity: real('quantity'),
    unit: text('unit').$type<Unit>(),
    category: text('category').$type<ShoppingCategory>().notNull(),
    notes: text('notes'),
    isPurchased: integer('is_purchased', { mode: 'boolean' }).notNull().default(false),
    recipes: text('recipes', { mode: 'json' }).$type<string[]>().notNull(),
    sources: text('sources', { mode: 'json' }).$type<string[]>().notNull(),
    /** Bumped by every change; merges update only the version they read. */
    version: integer('version').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('shopping_items_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('shopping_items_owner_key_idx').on(t.ownerId, t.nameKey, t.isPurchased),
  ],
);

/**
 * Answers to shopping-list writes sent with an `Idempotency-Key` header (the offline queue's
 * retries): the first request claims the key (`status` 0 while it runs), its answer is stored,
 * and a repeat gets that answer back instead of a second add. Kept a day per owner. A key
 * belongs to one user and one request (method, path, body): docs/decisions/032-hardening-second-pass.md.
 */
export const shoppingRequests = sqliteTable(
  'shopping_requests',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who sent the key: each member of a household has their own keys. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, path and body; a repeat must match (else 422). Null on rows from before. */
    fingerprint: text('fingerprint'),
    status: integer('status').notNull().default(0),
    body: text('body', { mode: 'json' }).$type<unknown>(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.userId, t.key] }), index('shopping_requests_owner_created_idx').on(t.ownerId, t.createdAt)],
);
