import { LogIn, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLANS, type PaidPlanType } from '../../../../core/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';
import { dailyCentsCeiling, planPrice } from '../lib/pricing-display';
import { PeriodSwitch } from './period-switch';
import { PlanFeatures, YourPlanBadge } from './plan-features';

const PRO_FEATURES = ['everythingFree', 'customized', 'nutrition', 'community', 'planning'] as const;

interface ProPlanCardProps {
  period: PaidPlanType;
  onPeriodChange: (period: PaidPlanType) => void;
  /** null while the session loads. */
  signedIn: boolean | null;
  current: boolean;
  onSignIn: () => void;
  signingIn: boolean;
}

/**
 * The Pro plan with its period switch. Signed out, the button starts sign-in; signed in, online
 * checkout is not built yet, so the button is disabled and says so (no pretend purchase).
 */
export function ProPlanCard({ period, onPeriodChange, signedIn, current, onSignIn, signingIn }: ProPlanCardProps) {
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
      <span className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
        <Sparkles aria-hidden className="size-3.5" />
        {t('bestValue')}
      </span>
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
      <div className="mt-auto space-y-2">
        {signedIn === false ? (
          <Button size="lg" className="w-full text-base" disabled={signingIn} onClick={onSignIn}>
            <LogIn aria-hidden className="size-5" />
            {t('pro.ctaSignedOut')}
          </Button>
        ) : (
          <>
            <Button
              size="lg"
              className="w-full text-base"
              disabled
              aria-describedby={signedIn ? 'pro-checkout-note' : undefined}
            >
              {t('pro.cta')}
            </Button>
            {signedIn ? (
              <p id="pro-checkout-note" className="text-center text-sm text-muted-foreground">
                {t('pro.checkoutSoon')}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
