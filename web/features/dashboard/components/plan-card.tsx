import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

interface PlanCardProps {
  planType: 'free' | 'pro';
  billingPeriod: 'weekly' | 'monthly' | 'yearly' | null;
}

/** The current plan, with upgrade (free) or manage-plan (Pro; billing management is not built yet). */
export function PlanCard({ planType, billingPeriod }: PlanCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="flex flex-col p-5" data-testid="plan-card">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Crown className="size-4" aria-hidden />
        {t('plan.title')}
      </h2>
      <p className="mt-2 text-xl font-bold sm:text-3xl">
        {planType === 'free' ? t('plan.free') : t('plan.pro', { period: t(`plan.periods.${billingPeriod ?? 'monthly'}`) })}
      </p>
      <div className="mt-auto pt-3">
        {planType === 'free' ? (
          <Link to="/pricing" className={buttonClass('primary', 'sm')}>
            {t('plan.upgrade')}
          </Link>
        ) : (
          <Button variant="outline" size="sm" disabled className="h-auto min-h-8 flex-wrap py-1">
            <span>{t('plan.manage')}</span>
            <span className="text-xs">({t('plan.comingSoon')})</span>
          </Button>
        )}
      </div>
    </Card>
  );
}
