import type { VoteType } from '../../../core/schemas/community';
import { trendingDenominator } from '../../../core/trending';
import { forbidden, notFound } from '../../lib/errors';
import { leaderboardChangedPrepared } from '../leaderboard/leaderboard.service';
import { d1, isVoteType, type CommunityDeps } from './community.types';

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
  const row = await d1(deps.db)
    .prepare('SELECT id, user_id, shared_at FROM shared_recipes WHERE id = ?1')
    .bind(id)
    .first<SharedHead>();
  if (!row) throw notFound('Recipe not found');
  return row;
}

/**
 * Votes with the toggle of docs/product.md "Vote": no vote adds, the same vote removes, the other vote changes.
 * One batch (one transaction): the deltas are computed inside SQL from the stored vote row, so
 * concurrent votes stay exact; the counts, net_votes, trending_score and the creator's
 * user_stats move in the same batch. Voting on your own recipe is refused (403).
 */
export async function vote(deps: CommunityDeps, userId: string, id: string, voteType: VoteType): Promise<VoteResult> {
  const head = await sharedHead(deps, id);
  if (head.user_id === userId) throw forbidden('You cannot vote on your own recipe');
  const db = d1(deps.db);
  const other: VoteType = voteType === 'upvote' ? 'downvote' : 'upvote';
  const prior = '(SELECT vote_type FROM recipe_votes WHERE shared_recipe_id = ?1 AND user_id = ?2)';
  // Deltas of the chosen and the other count, given the stored vote.
  const dSame = `(CASE WHEN ${prior} = ?3 THEN -1 ELSE 1 END)`;
  const dOther = `(CASE WHEN ${prior} = ?4 THEN -1 ELSE 0 END)`;
  const dUp = voteType === 'upvote' ? dSame : dOther;
  const dDown = voteType === 'upvote' ? dOther : dSame;
  const denominator = trendingDenominator(head.shared_at, deps.now);
  const args = [id, userId, voteType, other] as const;
  const results = await db.batch([
    db.prepare(`SELECT ${prior} AS prior`).bind(id, userId),
    db.prepare('INSERT OR IGNORE INTO user_stats (user_id) VALUES (?1)').bind(head.user_id),
    db
      .prepare(
        `UPDATE user_stats SET upvotes_received = upvotes_received + ${dUp},
           downvotes_received = downvotes_received + ${dDown}
         WHERE user_id = ?5`,
      )
      .bind(...args, head.user_id),
    db
      .prepare(
        `UPDATE shared_recipes SET
           upvotes_count = upvotes_count + ${dUp},
           downvotes_count = downvotes_count + ${dDown},
           net_votes = net_votes + ${dUp} - ${dDown},
           trending_score = ((upvotes_count + ${dUp}) - (downvotes_count + ${dDown}) + views_count / 20.0 + 1) / ?5
         WHERE id = ?1 RETURNING upvotes_count, downvotes_count`,
      )
      .bind(...args, denominator),
    db.prepare('DELETE FROM recipe_votes WHERE shared_recipe_id = ?1 AND user_id = ?2 AND vote_type = ?3').bind(id, userId, voteType),
    db
      .prepare(
        `INSERT INTO recipe_votes (shared_recipe_id, user_id, vote_type, created_at)
         SELECT ?1, ?2, ?3, ?4 WHERE changes() = 0
         ON CONFLICT (shared_recipe_id, user_id) DO UPDATE SET vote_type = excluded.vote_type, created_at = excluded.created_at`,
      )
      .bind(id, userId, voteType, deps.now.toISOString()),
    leaderboardChangedPrepared(db),
  ]);
  const before = (results[0]?.results[0] as { prior: string | null } | undefined)?.prior ?? null;
  const counts = results[3]?.results[0] as { upvotes_count: number; downvotes_count: number } | undefined;
  if (!counts) throw notFound('Recipe not found');
  const action = !isVoteType(before) ? 'added' : before === voteType ? 'removed' : 'changed';
  return {
    action,
    upvotes_count: counts.upvotes_count,
    downvotes_count: counts.downvotes_count,
    user_vote: action === 'removed' ? null : voteType,
  };
}
