import { Flame, Sparkles, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { DISCOVER_SORTS, type DiscoverSort } from '../lib/feed-paging';

const sortIcons = { trending: TrendingUp, popular: Flame, recent: Sparkles } as const;

/** Trending / Most popular / Most recent as a group of toggle buttons (one pressed). */
export function SortSelector({ sort, onChange }: { sort: DiscoverSort; onChange: (sort: DiscoverSort) => void }) {
  const { t } = useTranslation('community');
  return (
    <div role="group" aria-label={t('feed.sortLabel')} className="flex w-full rounded-xl border border-border bg-card p-1 sm:w-auto">
      {DISCOVER_SORTS.map((option) => {
        const Icon = sortIcons[option];
        const active = option === sort;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-center text-[13px] leading-tight font-medium transition-colors sm:flex-none sm:px-3 sm:text-sm sm:whitespace-nowrap',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              active ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
            )}
          >
            <Icon className="hidden size-4 shrink-0 sm:block" aria-hidden />
            {t(`feed.sort.${option}`)}
          </button>
        );
      })}
    </div>
  );
}
