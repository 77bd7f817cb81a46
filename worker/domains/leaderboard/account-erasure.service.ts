import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, ne, sql, type AnyColumn, type SQL, type Subquery } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userStats } from './leaderboard.table';

/**
 * What the leaderboard domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so leaderboard.table.ts stays this domain's.
 */

/** Votes a deleted user gave, per creator (community/account-erasure.service.ts votesGivenQuery). */
export type VotesGiven = Subquery & { creatorId: AnyColumn; up: SQL.Aliased<number>; down: SQL.Aliased<number> };

/** The votes `userId` gave taken out of their creators' counters (floored at 0), before the votes go. */
export function votesWithdrawnStatement(db: Db, userId: string, votes: VotesGiven): BatchItem<'sqlite'> {
  return db
    .update(userStats)
    .set({
      upvotesReceived: sql`max(0, ${userStats.upvotesReceived} - ${votes.up})`,
      downvotesReceived: sql`max(0, ${userStats.downvotesReceived} - ${votes.down})`,
    })
    .from(votes)
    .where(and(eq(userStats.userId, votes.creatorId), ne(userStats.userId, userId)));
}

/** The user's counters. */
export function leaderboardErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(userStats).where(eq(userStats.userId, userId))];
}
