import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { USAGE_BAR_CLASS, usageColour, usagePercent } from '../lib/usage-colour';

interface UsageCardProps {
  used: number;
  limit: number;
  credits: number;
}

/** Recipes used this month against the plan's limit; the bar's colour follows the remaining share. */
export function UsageCard({ used, limit, credits }: UsageCardProps) {
  const { t } = useTranslation('dashboard');
  const n = useFormat();
  const colour = usageColour(used, limit);
  const percent = usagePercent(used, limit);
  return (
    <Card className="col-span-2 p-5 sm:col-span-1" data-testid="usage-card">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Gauge className="size-4" aria-hidden />
        {t('usage.title')}
      </h2>
      <p className="mt-2 text-3xl font-bold">
        {n.number(used)} <span className="text-lg font-medium text-muted-foreground">/ {n.number(limit)}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('usage.barLabel', { used: n.number(used), limit: n.number(limit) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-testid="usage-bar"
          data-colour={colour}
          className={cn('h-full rounded-full transition-all', USAGE_BAR_CLASS[colour])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('usage.remaining', { count: Math.max(0, limit - used), n: n.number(Math.max(0, limit - used)) })}
        {credits > 0 ? ` · ${t('usage.credits', { count: credits, n: n.number(credits) })}` : ''}
      </p>
    </Card>
  );
}
