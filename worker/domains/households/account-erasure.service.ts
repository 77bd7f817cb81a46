import type { BatchItem } from 'drizzle-orm/batch';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { householdInvites, householdMembers, households } from './households.table';

/**
 * What the households domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so households.table.ts stays this domain's.
 */

/** Invites the user used forget them; their memberships and the households they own go. */
export function householdsErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [
    db.update(householdInvites).set({ usedBy: null }).where(eq(householdInvites.usedBy, userId)),
    db.delete(householdMembers).where(eq(householdMembers.userId, userId)),
    db.delete(households).where(eq(households.ownerId, userId)),
  ];
}
