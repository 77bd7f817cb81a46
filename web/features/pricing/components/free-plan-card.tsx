import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';
import { PLANS } from '#core/kernel/plans';
import { planPrice } from '../lib/pricing-display';
import { PlanFeatures, YourPlanBadge } from './plan-features';

const FREE_FEATURES = ['quickRecipes', 'myRecipes', 'community', 'tools'] as const;

interface FreePlanCardProps {
  signedIn: boolean;
  current: boolean;
}

/** The Free plan (docs/product.md "Plans and limits"): signed out it leads to /, signed in to /dashboard. */
export function FreePlanCard({ signedIn, current }: FreePlanCardProps) {
  const { t } = useTranslation('pricing');
  const { language } = useFormat();
  const plan = PLANS.free;
  return (
    <Card className="flex flex-col gap-6" aria-labelledby="plan-free-name" role="region">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="plan-free-name" className="text-xl font-bold">
            {t('free.name')}
          </h2>
          {current ? <YourPlanBadge label={t('yourPlan')} /> : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('free.description')}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2" data-testid="free-price">
        <span className="text-4xl font-bold tracking-tight">{planPrice(plan, language)}</span>
        <span className="text-muted-foreground">{t(`intervals.${plan.interval}`)}</span>
      </p>
      <PlanFeatures
        items={[
          t('recipesPerMonth', { count: plan.monthlyGenerations }),
          ...FREE_FEATURES.map((key) => t(`free.features.${key}`)),
        ]}
      />
      <Link
        to={signedIn ? '/dashboard' : '/'}
        className={buttonClass('outline', 'lg', 'mt-auto w-full text-base')}
      >
        {t(signedIn ? 'free.ctaSignedIn' : 'free.ctaSignedOut')}
      </Link>
    </Card>
  );
}
