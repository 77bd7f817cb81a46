import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPro, type PaidPlanType } from '../../../../core/plans';
import { useSession, useSignIn } from '../../../lib/session';
import { initialPeriod } from '../lib/pricing-display';
import { FreePlanCard } from './free-plan-card';
import { PricingFaq } from './pricing-faq';
import { ProFeaturesBand } from './pro-features-band';
import { ProPlanCard } from './pro-plan-card';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * /pricing (SPEC "Pricing", DECISIONS "Plans and entitlements"): the Free and Pro plans from
 * core/plans.ts, the band of Pro features and the FAQ. Public, signed out and signed in.
 */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('pageTitle'));
  const { user, isPending } = useSession();
  const signIn = useSignIn();
  const planType = user?.subscription.plan_type;
  const [period, setPeriod] = useState<PaidPlanType | null>(null);
  const shownPeriod = period ?? initialPeriod(planType);
  const signedIn = isPending ? null : user !== null;

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('subtitle')}</p>
      </header>
      <div className="mx-auto grid max-w-4xl items-stretch gap-8 md:grid-cols-2">
        <FreePlanCard signedIn={signedIn === true} current={planType === 'free'} />
        <ProPlanCard
          period={shownPeriod}
          onPeriodChange={setPeriod}
          signedIn={signedIn}
          current={planType !== undefined && isPro(planType)}
          onSignIn={() => signIn.mutate()}
          signingIn={signIn.isPending}
        />
      </div>
      <ProFeaturesBand />
      <PricingFaq />
    </div>
  );
}
