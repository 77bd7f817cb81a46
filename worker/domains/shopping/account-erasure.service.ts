import type { BatchItem } from 'drizzle-orm/batch';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shoppingItems, shoppingRequests } from './shopping.table';

/**
 * What the shopping domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so shopping.table.ts stays this domain's.
 */

/** Requests the user made or received. */
export function shoppingRequestsErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(shoppingRequests).where(or(eq(shoppingRequests.ownerId, userId), eq(shoppingRequests.userId, userId)))];
}

/** The user's shopping list. */
export function shoppingErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(shoppingItems).where(eq(shoppingItems.ownerId, userId))];
}
