import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from '../users/users.table';

export type HouseholdRole = 'owner' | 'member';

/**
 * Households (docs/decisions/024-households.md): one owner (a Pro user) shares their kitchen (shopping list, pantry, meal
 * plan: the rows whose owner_id is theirs) with the members. A user is in at most one household.
 */
export const households = sqliteTable('households', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: text('created_at').notNull(),
});

/**
 * Everyone in a household, the owner included (role 'owner'). `id` is an opaque random handle:
 * the API names members by it, never by their user id (docs/decisions/014-hardening.md).
 */
export const householdMembers = sqliteTable(
  'household_members',
  {
    id: text('id').primaryKey(),
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<HouseholdRole>().notNull(),
    joinedAt: text('joined_at').notNull(),
  },
  (t) => [uniqueIndex('household_members_user_idx').on(t.userId), index('household_members_household_idx').on(t.householdId, t.joinedAt)],
);

/** Single-use invite links: only the SHA-256 of the token is kept; 7-day expiry. */
export const householdInvites = sqliteTable(
  'household_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('household_invites_household_idx').on(t.householdId)],
);
