import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useVote } from '../api/vote';
import type { VoteState, VoteType } from '../lib/vote-state';

interface VoteButtonsProps {
  sharedRecipeId: string;
  state: VoteState;
  /** The card shows the upvote only; the detail page shows both. */
  showDownvote?: boolean;
  className?: string;
}

const buttonBase =
  'relative z-10 inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/** Upvote (and downvote) buttons with counts; a toast confirms only an added vote. */
export function VoteButtons({ sharedRecipeId, state, showDownvote = false, className }: VoteButtonsProps) {
  const { t, i18n } = useTranslation('community');
  const vote = useVote(sharedRecipeId);

  const cast = (voteType: VoteType) =>
    vote.mutate(voteType, {
      onSuccess: ({ action }) => {
        if (action === 'added') toast('success', t(voteType === 'upvote' ? 'vote.upvoted' : 'vote.downvoted'));
      },
      onError: (err) => {
        toast('error', isApiError(err, 403) ? (err.code === 'forbidden' ? t('vote.ownRecipe') : errorMessage(err, t)) : t('vote.failed'));
      },
    });

  const button = (voteType: VoteType) => {
    const active = state.user_vote === voteType;
    const count = voteType === 'upvote' ? state.upvotes_count : state.downvotes_count;
    const Icon = voteType === 'upvote' ? ThumbsUp : ThumbsDown;
    return (
      <button
        type="button"
        aria-pressed={active}
        aria-label={t(voteType === 'upvote' ? 'vote.upvoteLabel' : 'vote.downvoteLabel', { count })}
        disabled={vote.isPending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          cast(voteType);
        }}
        className={cn(
          buttonBase,
          active
            ? voteType === 'upvote'
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-danger bg-danger text-danger-foreground'
            : 'border-border bg-card hover:bg-muted',
        )}
      >
        <Icon className="size-4" aria-hidden fill={active ? 'currentColor' : 'none'} />
        <span>{formatNumber(count, i18n.resolvedLanguage)}</span>
      </button>
    );
  };

  return (
    <div className={cn('flex items-center gap-2', className)}>
      {button('upvote')}
      {showDownvote ? button('downvote') : null}
    </div>
  );
}

/** Read-only counts for visitors who cannot vote (signed out or free). */
export function VoteCounts({ state, className }: { state: VoteState; className?: string }) {
  const { t, i18n } = useTranslation('community');
  const item = (Icon: typeof ThumbsUp, label: string, count: number) => (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-4" aria-hidden />
      <span aria-hidden>{formatNumber(count, i18n.resolvedLanguage)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
  return (
    <div className={cn('flex items-center gap-3 text-sm text-muted-foreground', className)}>
      {item(ThumbsUp, t('vote.upvotesCount', { count: state.upvotes_count }), state.upvotes_count)}
      {item(ThumbsDown, t('vote.downvotesCount', { count: state.downvotes_count }), state.downvotes_count)}
    </div>
  );
}
