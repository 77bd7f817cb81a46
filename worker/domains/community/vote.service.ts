import { and, eq, sql } from 'drizzle-orm';
import type { VoteType } from '#core/schemas/community';
import { insertSelect } from '../../db/insert-select';
import { forbidden, notFound } from '../../lib/errors';
import { leaderboardChangedStatement, votesReceivedStatements } from '../leaderboard/leaderboard.service';
import { recipeVotes, sharedRecipes } from './community.table';
import { isVoteType, type CommunityDeps } from './community.types';
import { trendingScoreStatement } from './trending.service';

export interface VoteResult {
  action: 'added' | 'removed' | 'changed';
  upvotes_count: number;
  downvotes_count: number;
  user_vote: VoteType | null;
}

interface SharedHead {
  id: string;
  user_id: string;
  shared_at: string;
}

/** The shared recipe's id, creator and date, or 404. */
export async function sharedHead(deps: Pick<CommunityDeps, 'db'>, id: string): Promise<SharedHead> {
  const row = await deps.db
    .select({ id: sharedRecipes.id, user_id: sharedRecipes.userId, shared_at: sharedRecipes.sharedAt })
    .from(sharedRecipes)
    .where(eq(sharedRecipes.id, id))
    .get();
  if (!row) throw notFound('Recipe not found');
  return row;
}

/**
 * Votes with the toggle of docs/product.md "Vote": no vote adds, the same vote removes, the other vote changes.
 * One batch (one transaction): the deltas are computed inside SQL from the stored vote row, so
 * concurrent votes stay exact; the counts, net_votes and the creator's user_stats move in the
 * same batch. The trending score (core/kernel/trending.ts, the one place its formula is written) is then
 * stored for the counts the batch answered, only while the row still has them (a later vote
 * stores its own; the Cron refresh catches any write lost in between). Voting on your own recipe is refused (403).
 */
export async function vote(deps: CommunityDeps, userId: string, id: string, voteType: VoteType): Promise<VoteResult> {
  const head = await sharedHead(deps, id);
  if (head.user_id === userId) throw forbidden('You cannot vote on your own recipe');
  const { db } = deps;
  const other: VoteType = voteType === 'upvote' ? 'downvote' : 'upvote';
  const mine = and(eq(recipeVotes.sharedRecipeId, id), eq(recipeVotes.userId, userId));
  const prior = sql`(SELECT ${recipeVotes.voteType} FROM ${recipeVotes} WHERE ${mine})`;
  // Deltas of the chosen and the other count, given the stored vote.
  const dSame = sql`(CASE WHEN ${prior} = ${voteType} THEN -1 ELSE 1 END)`;
  const dOther = sql`(CASE WHEN ${prior} = ${other} THEN -1 ELSE 0 END)`;
  const dUp = voteType === 'upvote' ? dSame : dOther;
  const dDown = voteType === 'upvote' ? dOther : dSame;
  const [priorRows, , , counted] = await db.batch([
    db.select({ prior: recipeVotes.voteType }).from(recipeVotes).where(mine),
    ...votesReceivedStatements(db, head.user_id, dUp, dDown),
    db
      .update(sharedRecipes)
      .set({
        upvotesCount: sql`${sharedRecipes.upvotesCount} + ${dUp}`,
        downvotesCount: sql`${sharedRecipes.downvotesCount} + ${dDown}`,
        netVotes: sql`${sharedRecipes.netVotes} + ${dUp} - ${dDown}`,
      })
      .where(eq(sharedRecipes.id, id))
      .returning({
        id: sharedRecipes.id,
        sharedAt: sharedRecipes.sharedAt,
        upvotesCount: sharedRecipes.upvotesCount,
        downvotesCount: sharedRecipes.downvotesCount,
        viewsCount: sharedRecipes.viewsCount,
      }),
    db.delete(recipeVotes).where(and(mine, eq(recipeVotes.voteType, voteType))),
    // Added or changed when the delete removed nothing (the same vote again is a removal).
    db
      .insert(recipeVotes)
      .select(
        insertSelect(
          recipeVotes,
          { sharedRecipeId: id, userId, voteType, createdAt: deps.now.toISOString() },
          sql`WHERE changes() = 0`,
        ),
      )
      .onConflictDoUpdate({
        target: [recipeVotes.sharedRecipeId, recipeVotes.userId],
        set: { voteType: sql`excluded.vote_type`, createdAt: sql`excluded.created_at` },
      }),
    leaderboardChangedStatement(db),
  ]);
  const before = priorRows[0]?.prior ?? null;
  const counts = counted[0];
  if (!counts) throw notFound('Recipe not found');
  await trendingScoreStatement(db, counts, deps.now);
  const action = !isVoteType(before) ? 'added' : before === voteType ? 'removed' : 'changed';
  return {
    action,
    upvotes_count: counts.upvotesCount,
    downvotes_count: counts.downvotesCount,
    user_vote: action === 'removed' ? null : voteType,
  };
}
