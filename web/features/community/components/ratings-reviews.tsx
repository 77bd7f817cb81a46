import type { TFunction } from 'i18next';
import { MessageSquare, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { useRatings } from '../api/get-ratings';
import { useReviews } from '../api/get-reviews';
import { useRate } from '../api/rate';
import { useSubmitReview } from '../api/review';
import { formatAverage } from '../lib/reviews';
import { CommunityPrompt, type CommunityAccess } from './community-prompt';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { StarDisplay, StarRatingInput } from './stars';

interface RatingsReviewsProps {
  sharedRecipeId: string;
  access: CommunityAccess;
  /** The reader created this recipe: they may review it but not rate it. */
  isOwn: boolean;
}

/** A refused rating or review says why in the reader's language (web/lib/errors.ts); a 403 here is the cook's own recipe. */
function failureText(err: unknown, fallback: string, t: TFunction) {
  if (!isApiError(err) || err.status < 400 || err.status >= 500) return fallback;
  return err.code === 'forbidden' ? t('ratings.ownRecipe') : errorMessage(err, t, fallback);
}

/** Ratings and reviews of a shared recipe (docs/product.md "Shared recipe"). */
export function RatingsReviews({ sharedRecipeId, access, isOwn }: RatingsReviewsProps) {
  const { t } = useTranslation('community');
  const ratings = useRatings(sharedRecipeId);
  const reviews = useReviews(sharedRecipeId);
  const rate = useRate(sharedRecipeId);
  const review = useSubmitReview(sharedRecipeId);

  const own = ratings.data
    ? (ratings.data.user_rating ?? ratings.data.ratings.find((r) => r.is_own)?.rating ?? null)
    : null;
  const ownReview = reviews.data?.find((r) => r.is_own)?.review_text;

  const submitRating = (rating: number) =>
    rate.mutate(rating, {
      onSuccess: () => toast('success', t('ratings.submitted')),
      onError: (err) => toast('error', failureText(err, t('ratings.failed'), t)),
    });

  const submitReview = (text: string) =>
    review.mutateAsync(text, {
      onSuccess: () => toast('success', t('reviews.submitted')),
      onError: (err) => toast('error', failureText(err, t('reviews.failed'), t)),
    });

  return (
    <section aria-labelledby="ratings-heading" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id="ratings-heading" className="flex items-center gap-2 text-xl font-bold">
        <Star className="size-5 text-amber-400" aria-hidden />
        {t('ratings.title')}
      </h2>

      <RatingSummary average={ratings.data?.average_rating ?? 0} total={ratings.data?.total_ratings ?? 0} />

      <div className="mt-6 flex flex-col gap-6">
        {access === 'pro' ? (
          <>
            {isOwn ? (
              <p className="text-sm text-muted-foreground">{t('ratings.ownRecipe')}</p>
            ) : (
              <StarRatingInput value={own} onChange={submitRating} disabled={rate.isPending || ratings.isPending} />
            )}
            {reviews.isPending ? null : (
              <ReviewForm key={ownReview ?? ''} initialText={ownReview ?? ''} onSubmit={submitReview} pending={review.isPending} />
            )}
          </>
        ) : (
          <CommunityPrompt access={access} action="rateAndReview" />
        )}
      </div>

      <h3 className="mt-8 flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="size-5" aria-hidden />
        {t('reviews.title')}
      </h3>
      <div className="mt-3">
        {reviews.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : reviews.isError ? (
          <p className="text-sm text-muted-foreground">{t('reviews.loadFailed')}</p>
        ) : (
          <ReviewList reviews={reviews.data} />
        )}
      </div>
    </section>
  );
}

/** The average with one decimal, its stars and the count (singular or plural). */
function RatingSummary({ average, total }: { average: number; total: number }) {
  const { t, i18n } = useTranslation('community');
  const shown = formatAverage(average, i18n.language);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="rating-summary">
      <span className="text-4xl font-bold">{shown}</span>
      <div className="flex flex-col">
        <StarDisplay value={average} label={t('ratings.averageLabel', { average: shown })} />
        <span className="text-sm text-muted-foreground">{t('ratings.count', { count: total })}</span>
      </div>
    </div>
  );
}
