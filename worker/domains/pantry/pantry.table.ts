import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { PantryCategory, Unit } from '#core/kernel/kitchen-options';
import { users } from '../users/users.table';

/** Pantry items (docs/product.md "What the app keeps"). `owner_id` is the user today; a household later. */
export const pantryItems = sqliteTable(
  'pantry_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: real('quantity'),
    unit: text('unit').$type<Unit>(),
    category: text('category').$type<PantryCategory>(),
    /** YYYY-MM-DD or null. */
    expiryDate: text('expiry_date'),
    /** True when Forkcast estimated the expiry (moved in from the list) and the cook has not set it. */
    expiryEstimated: integer('expiry_estimated', { mode: 'boolean' }).notNull().default(false),
    location: text('location'),
    notes: text('notes'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('pantry_items_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('pantry_items_owner_expiry_idx').on(t.ownerId, t.expiryDate),
  ],
);
