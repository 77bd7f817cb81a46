/** The vote state machine of docs/product.md "Vote", applied to a recipe's counts on the client. */
export type VoteType = 'upvote' | 'downvote';
export type VoteAction = 'added' | 'removed' | 'changed';

export interface VoteState {
  user_vote: VoteType | null;
  upvotes_count: number;
  downvotes_count: number;
}

const countKey = { upvote: 'upvotes_count', downvote: 'downvotes_count' } as const;
const other = { upvote: 'downvote', downvote: 'upvote' } as const;

/** What the server will answer for this vote given the current one (same again removes it). */
export function predictVoteAction(current: VoteType | null | undefined, vote: VoteType): VoteAction {
  if (!current) return 'added';
  return current === vote ? 'removed' : 'changed';
}

/**
 * Applies the server's answer to the counts: added sets the vote and adds one; removed clears it
 * and takes one away; changed sets it, adds one to the new side and takes one from the other.
 */
export function applyVote<T extends VoteState>(state: T, vote: VoteType, action: VoteAction): T {
  const next = { ...state };
  const key = countKey[vote];
  if (action === 'added') {
    next.user_vote = vote;
    next[key] = state[key] + 1;
  } else if (action === 'removed') {
    next.user_vote = null;
    next[key] = Math.max(0, state[key] - 1);
  } else {
    const otherKey = countKey[other[vote]];
    next.user_vote = vote;
    next[key] = state[key] + 1;
    next[otherKey] = Math.max(0, state[otherKey] - 1);
  }
  return next;
}
