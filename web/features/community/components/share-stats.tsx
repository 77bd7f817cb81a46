import { Calendar, Eye, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseTimestamp } from '#core/kernel/relative-time';
import { isPro, type PlanType } from '#core/kernel/plans';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber } from '../../../lib/format';
import { useShareStatus } from '../api/get-share';

/** Share statistics of an own recipe (upvotes, views, shared date), shown only while it is shared. */
export function ShareStats({ recipeId, plan, className }: { recipeId: string; plan: PlanType; className?: string }) {
  const { t, i18n } = useTranslation('community');
  const status = useShareStatus(recipeId);
  const data = status.data;
  if (!data || !data.shared) return null;
  const sharedOn = formatDate(parseTimestamp(data.shared_at), i18n.resolvedLanguage);
  return (
    <section aria-labelledby="share-stats-heading" className={cn('rounded-2xl border border-primary/30 bg-primary/5 p-5', className)}
      data-testid="share-stats"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="share-stats-heading" className="text-lg font-semibold">
          {t('shareStats.title')}
        </h2>
        {isPro(plan) ? (
          <Link to={`/discover/${data.shared_recipe_id}`} className="text-sm font-medium text-primary hover:underline">
            {t('shareStats.view')}
          </Link>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl bg-card p-3">
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <ThumbsUp className="size-3.5" aria-hidden />
            {t('shareStats.upvotes')}
          </dt>
          <dd className="text-xl font-bold tabular-nums">{formatNumber(data.upvotes_count, i18n.resolvedLanguage)}</dd>
        </div>
        <div className="rounded-xl bg-card p-3">
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <Eye className="size-3.5" aria-hidden />
            {t('shareStats.views')}
          </dt>
          <dd className="text-xl font-bold tabular-nums">{formatNumber(data.views_count, i18n.resolvedLanguage)}</dd>
        </div>
        <div className="rounded-xl bg-card p-3">
          <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
            <Calendar className="size-3.5" aria-hidden />
            {t('shareStats.sharedOn')}
          </dt>
          {/* A date breaks at its separators, never inside a number ("23.11.202 / 6"). */}
          <dd className="text-xs font-semibold break-normal sm:text-sm">{sharedOn}</dd>
        </div>
      </dl>
    </section>
  );
}
