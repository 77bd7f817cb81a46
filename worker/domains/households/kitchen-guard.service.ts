import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { householdMembers, households } from './households.table';

/**
 * A condition for the very statement that writes to `ownerId`'s kitchen: true while `user` (an id
 * or a column) is that owner or still a member of their household. A write that carries it cannot
 * land after the member was removed, however the requests interleave (docs/decisions/032-hardening-second-pass.md): each D1 statement runs alone, so it sees the membership before or after the
 * removal's batch, never half of it.
 */
export function inKitchenOf(ownerId: string, user: string | SQLWrapper): SQL {
  return sql`(${user} = ${ownerId} or exists (select 1 from ${householdMembers} inner join ${households} on ${households.id} = ${householdMembers.householdId} where ${householdMembers.userId} = ${user} and ${households.ownerId} = ${ownerId}))`;
}
