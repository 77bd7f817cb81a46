import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devLoginCodes, googleAccounts, sessions } from './auth.table';

/**
 * What the auth domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so auth.table.ts stays this domain's.
 */

/** The user's sessions and Google link (signed out everywhere). */
export function authErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(sessions).where(eq(sessions.userId, userId)), db.delete(googleAccounts).where(eq(googleAccounts.userId, userId))];
}

/** Unused dev sign-in codes name the email (stored lowercase). */
export function devLoginCodesErasureStatement(db: Db, email: string): BatchItem<'sqlite'> {
  return db.delete(devLoginCodes).where(eq(devLoginCodes.email, email.toLowerCase()));
}
