import { Crown, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useOpenPortal } from '../../../components/billing-actions';

interface PlanCardProps {
  planType: 'free' | 'pro';
  billingPeriod: 'weekly' | 'monthly' | 'yearly' | null;
}

/** The current plan, with upgrade (free) or manage plan (Pro: the billing portal in a new tab), and credits. */
export function PlanCard({ planType, billingPeriod }: PlanCardProps) {
  const { t } = useTranslation('dashboard');
  const portal = useOpenPortal();
  return (
    <Card className="col-span-2 flex flex-col p-5 sm:col-span-1" data-testid="plan-card">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Crown className="size-4" aria-hidden />
        {t('plan.title')}
      </h2>
      <p className="mt-2 text-xl font-bold sm:text-3xl">
        {planType === 'free' ? t('plan.free') : t('plan.pro', { period: t(`plan.periods.${billingPeriod ?? 'monthly'}`) })}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-3">
        {planType === 'free' ? (
          <Link to="/pricing" className={buttonClass('primary', 'sm')}>
            {t('plan.upgrade')}
          </Link>
        ) : (
          <Button variant="outline" size="sm" className="h-auto min-h-8 py-1" disabled={portal.isPending} onClick={portal.open}>
            <ExternalLink aria-hidden className="size-4 shrink-0" />
            {t('plan.manage')}
            <span className="sr-only"> {t('billing:opensInNewTab')}</span>
          </Button>
        )}
        <Link to="/credits" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('billing:plan.buyCredits')}
        </Link>
      </div>
    </Card>
  );
}
