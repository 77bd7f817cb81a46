import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings, users } from './users.table';

/**
 * What the users domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so users.table.ts stays this domain's.
 */

/** The owner that recipes kept "as Anonymous" move to (no sign-in, no settings row), made once. */
export function anonymousOwnerStatement(db: Db, owner: { id: string; email: string }, now: Date): BatchItem<'sqlite'> {
  return db
    .insert(users)
    .values({ id: owner.id, email: owner.email, name: '', givenName: '', picture: null, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: users.id });
}

/** The user's settings. */
export function usersErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(userSettings).where(eq(userSettings.userId, userId))];
}

/** The last statement of the deletion batch: the account itself. */
export function userDeletionStatement(db: Db, userId: string): BatchItem<'sqlite'> {
  return db.delete(users).where(eq(users.id, userId));
}
