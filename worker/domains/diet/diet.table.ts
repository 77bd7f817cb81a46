import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Allergen, Diet } from '#core/diet/allergens';
import { users } from '../users/users.table';

/** One diet and allergy profile per user (absent: no constraints). Lists are JSON arrays. */
export const dietProfiles = sqliteTable('diet_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  diets: text('diets', { mode: 'json' }).$type<Diet[]>().notNull(),
  allergens: text('allergens', { mode: 'json' }).$type<Allergen[]>().notNull(),
  dislikes: text('dislikes', { mode: 'json' }).$type<string[]>().notNull(),
  /** Bumped on every save. */
  version: integer('version').notNull().default(1),
  updatedAt: text('updated_at').notNull(),
});
