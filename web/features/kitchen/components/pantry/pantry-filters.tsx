import { useTranslation } from 'react-i18next';
import { PANTRY_FILTERS, type PantryFilter } from '#core/kernel/kitchen-options';
import type { FreshnessSummary } from '#core/kitchen/freshness';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';

const COUNT_OF: Record<PantryFilter, keyof FreshnessSummary> = {
  all: 'total',
  fresh: 'fresh',
  expiring_soon: 'expiring_soon',
  expired: 'expired',
};

/** The four filters with their counts, as a group of toggle buttons (one pressed). */
export function PantryFilters({
  value,
  onChange,
  counts,
}: {
  value: PantryFilter;
  onChange: (filter: PantryFilter) => void;
  counts: FreshnessSummary;
}) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  return (
    <div role="group" aria-label={t('pantry.filtersLabel')} className="flex flex-wrap gap-2" data-testid="pantry-filters">
      {PANTRY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            value === filter ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
          )}
        >
          {t(`pantry.filters.${filter}`)}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs tabular-nums',
              value === filter ? 'bg-primary-foreground/20' : 'bg-muted',
            )}
          >
            {number(counts[COUNT_OF[filter]])}
          </span>
        </button>
      ))}
    </div>
  );
}
