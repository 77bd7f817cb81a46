import { ExternalLink, LogIn, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLANS, type PaidPlanType } from '#core/kernel/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';
import { dailyCentsCeiling, planPrice } from '../lib/pricing-display';
import { PeriodSwitch } from './period-switch';
import { PlanFeatures, YourPlanBadge } from './plan-features';

const PRO_FEATURES = ['everythingFree', 'customized', 'nutrition', 'community', 'planning'] as const;

/** What the Pro button does: sign in first, buy the period, or manage the plan the user has. */
export type ProAction =
  | { kind: 'loading' }
  | { kind: 'signIn'; onClick: () => void; pending: boolean }
  | { kind: 'checkout'; onClick: () => void; pending: boolean }
  | { kind: 'manage'; onClick: () => void; pending: boolean };

interface ProPlanCardProps {
  period: PaidPlanType;
  onPeriodChange: (period: PaidPlanType) => void;
  current: boolean;
  action: ProAction;
}

function ProButton({ action }: { action: ProAction }) {
  const { t } = useTranslation('pricing');
  const wide = 'w-full text-base';
  switch (action.kind) {
    case 'loading':
      return (
        <Button size="lg" className={wide} disabled>
          {t('pro.cta')}
        </Button>
      );
    case 'signIn':
      return (
        <Button size="lg" className={wide} disabled={action.pending} onClick={action.onClick}>
          <LogIn aria-hidden className="size-5" />
          {t('pro.ctaSignedOut')}
        </Button>
      );
    case 'checkout':
      return (
        <Button size="lg" className={wide} disabled={action.pending} onClick={action.onClick}>
          {action.pending ? t('billing:checkout.redirecting') : t('pro.cta')}
        </Button>
      );
    case 'manage':
      return (
        <Button size="lg" variant="outline" className={wide} disabled={action.pending} onClick={action.onClick}>
          <ExternalLink aria-hidden className="size-5" />
          {t('billing:portal.manage')}
          <span className="sr-only"> {t('billing:opensInNewTab')}</span>
        </Button>
      );
  }
}

/**
 * The Pro plan with its period switch. Signed out, the button signs in first and comes back to
 * the chosen period; signed in, it starts checkout; on Pro it opens plan management instead.
 */
export function ProPlanCard({ period, onPeriodChange, current, action }: ProPlanCardProps) {
  const { t } = useTranslation('pricing');
  const { language } = useFormat();
  const plan = PLANS[period];
  const perDay = dailyCentsCeiling(plan);
  return (
    <Card
      role="region"
      aria-labelledby="plan-pro-name"
      className="relative flex flex-col gap-6 border-2 border-primary shadow-lg shadow-primary/10"
    >
      {period === 'yearly' ? (
        <span className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          <Sparkles aria-hidden className="size-3.5" />
          {t('bestValue')}
        </span>
      ) : null}
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="plan-pro-name" className="text-xl font-bold">
            {t('pro.name')}
          </h2>
          {current ? <YourPlanBadge label={t('yourPlan')} /> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('pro.description')}</p>
      </div>
      <PeriodSwitch value={period} onChange={onPeriodChange} />
      <div aria-live="polite">
        <p className="flex flex-wrap items-baseline gap-x-2" data-testid="pro-price">
          <span className="text-4xl font-bold tracking-tight">{planPrice(plan, language)}</span>
          <span className="text-muted-foreground">{t(`intervals.${plan.interval}`)}</span>
        </p>
        {perDay !== null ? (
          <p className="mt-1 text-sm font-medium text-success">{t('perDay', { count: perDay })}</p>
        ) : null}
      </div>
      <PlanFeatures
        items={[
          t('recipesPerMonth', { count: plan.monthlyGenerations }),
          ...PRO_FEATURES.map((key) => t(`pro.features.${key}`)),
        ]}
      />
      <div className="mt-auto">
        <ProButton action={action} />
      </div>
    </Card>
  );
}
