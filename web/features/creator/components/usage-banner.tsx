import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoBar } from '../../../components/info-bar';
import { Button, buttonClass } from '../../../components/ui/button';
import { useUsage } from '../../../lib/usage';

/** This month's usage as the server counts it, credits when there are any, the credit store, and an upgrade on free. */
export function UsageBanner({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation('creator');
  const usage = useUsage();
  if (usage.isPending) return <div className="h-14 animate-pulse rounded-xl bg-muted" aria-hidden />;
  if (usage.isError) {
    return <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">{t('usage.loadFailed')}</p>;
  }
  const { used, limit, credits, planType } = usage.data;
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <InfoBar label={t('usage.label')} icon={Sparkles} data-testid="usage-banner">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {t('usage.used', { used, limit })}
          {credits > 0 ? <span className="ml-2 text-success">{t('usage.credits', { count: credits })}</span> : null}
        </p>
        <div
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t('usage.label')}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
        </div>
      </div>
      <div className="flex w-full flex-wrap items-center justify-end gap-2 sm:w-auto">
        <Link to="/credits" className={buttonClass('ghost', 'sm')}>
          {t('billing:plan.buyCredits')}
        </Link>
        {planType === 'free' ? (
          <Button size="sm" variant="outline" onClick={onUpgrade}>
            {t('usage.upgrade')}
          </Button>
        ) : null}
      </div>
    </InfoBar>
  );
}
