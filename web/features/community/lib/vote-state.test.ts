import { describe, expect, it } from 'vitest';
import { applyVote, predictVoteAction, type VoteState } from './vote-state';

const none: VoteState = { user_vote: null, upvotes_count: 5, downvotes_count: 2 };

describe('applyVote (docs/product.md "Vote")', () => {
  it('added: sets the vote and adds one to its count', () => {
    expect(applyVote(none, 'upvote', 'added')).toEqual({ user_vote: 'upvote', upvotes_count: 6, downvotes_count: 2 });
    expect(applyVote(none, 'downvote', 'added')).toEqual({ user_vote: 'downvote', upvotes_count: 5, downvotes_count: 3 });
  });

  it('removed: clears the vote and takes one away', () => {
    const up: VoteState = { user_vote: 'upvote', upvotes_count: 6, downvotes_count: 2 };
    expect(applyVote(up, 'upvote', 'removed')).toEqual({ user_vote: null, upvotes_count: 5, downvotes_count: 2 });
  });

  it('changed: sets the new vote, adds one to it and takes one from the other', () => {
    const down: VoteState = { user_vote: 'downvote', upvotes_count: 5, downvotes_count: 3 };
    expect(applyVote(down, 'upvote', 'changed')).toEqual({ user_vote: 'upvote', upvotes_count: 6, downvotes_count: 2 });
    const up: VoteState = { user_vote: 'upvote', upvotes_count: 6, downvotes_count: 2 };
    expect(applyVote(up, 'downvote', 'changed')).toEqual({ user_vote: 'downvote', upvotes_count: 5, downvotes_count: 3 });
  });

  it('never goes below zero and keeps other fields', () => {
    const odd = { user_vote: 'upvote' as const, upvotes_count: 0, downvotes_count: 0, title: 'Soup' };
    expect(applyVote(odd, 'upvote', 'removed')).toEqual({ user_vote: null, upvotes_count: 0, downvotes_count: 0, title: 'Soup' });
  });
});

describe('predictVoteAction', () => {
  it('follows the toggle: no vote adds, the same removes, the other changes', () => {
    expect(predictVoteAction(null, 'upvote')).toBe('added');
    expect(predictVoteAction('upvote', 'upvote')).toBe('removed');
    expect(predictVoteAction('downvote', 'upvote')).toBe('changed');
  });
});
