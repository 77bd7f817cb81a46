import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import type { Review } from '../api/get-reviews';
import { REVIEWS_SHOWN_INITIALLY, visibleReviews } from '../lib/reviews';
import { useRecipeLabels } from './recipe-labels';
import { RelativeTime } from './relative-time';

/** Community reviews: the first 3, then show all (N more) / show less. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation('community');
  const [expanded, setExpanded] = useState(false);
  const labels = useRecipeLabels();
  const { shown, hidden } = visibleReviews(reviews, expanded);
  if (reviews.length === 0) return <p className="text-sm text-muted-foreground">{t('reviews.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" id="community-reviews">
        {shown.map((review) => (
          <li key={review.id} className="rounded-xl border border-border p-4">
            <div className="flex items-center gap-2">
              <Avatar name={labels.avatarName(review.user_name)} picture={review.user_avatar} size="sm" />
              <span className="font-medium">{labels.person(review.user_name)}</span>
              <span className="text-xs text-muted-foreground">
                <RelativeTime value={review.created_at} />
              </span>
            </div>
            <p className="mt-2 text-sm break-words whitespace-pre-line">{review.review_text}</p>
          </li>
        ))}
      </ul>
      {reviews.length > REVIEWS_SHOWN_INITIALLY ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="community-reviews"
          onClick={() => setExpanded((v) => !v)}
          className="self-start rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {expanded ? t('reviews.showLess') : t('reviews.showAll', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
