import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { isPro, type PaidPlanType } from '#core/kernel/plans';
import { safeReturnPath } from '#core/kernel/return-path';
import { hasSessionHint } from '#core/kernel/session-hint';
import { useOpenPortal, useStartCheckout } from '../../../components/billing-actions';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { proGateOf, type ProGate } from '../../../lib/pro-gate';
import { meQuery, useSession, useSignIn } from '../../../lib/session';
import { useResumeCheckout } from '../hooks/use-resume-checkout';
import { checkoutReturnPath, initialPeriod, periodParam } from '../lib/pricing-display';
import { CreditsBand } from './credits-band';
import { FreePlanCard } from './free-plan-card';
import { PricingFaq } from './pricing-faq';
import { ProFeaturesBand } from './pro-features-band';
import { ProPlanCard, type ProAction } from './pro-plan-card';

/**
 * /pricing (docs/product.md "Pricing", docs/product.md "Plans and limits"): the Free and Pro plans from
 * core/kernel/plans.ts, the band of Pro features, the credit packages' pointer and the FAQ. Public.
 * `?plan=<period>` chooses the period; `&checkout=1` (set when a signed-out visitor signed in to
 * buy) starts that checkout as soon as the page knows who is there.
 */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const { user, isPending: loadingSession } = useSession();
  // A prerendered /pricing is hydrated signed out, then asks who is there (web/app/start.tsx): while
  // that answer is on its way nobody is known yet, so the Pro button waits instead of offering a
  // signed-in visitor "Sign in to get Pro" for a moment (a tap then would start a sign-in).
  const askingWho = useIsFetching({ queryKey: meQuery.queryKey }) > 0 && user === null && hasSessionHint(document.cookie);
  const isPending = loadingSession || askingWho;
  const signIn = useSignIn();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const planType = user?.subscription.plan_type;
  const pro = planType !== undefined && isPro(planType);
  const [period, setPeriod] = useState<PaidPlanType | null>(null);
  const shownPeriod = period ?? periodParam(params.get('plan')) ?? initialPeriod(planType);
  // A Pro gate sent the cook here: why, in one line, and after paying back to where they were.
  const gate = proGateOf(params.get('reason'));
  const returnTo = safeReturnPath(params.get('return_to'));
  const buy = (planType: PaidPlanType) => checkout.mutate({ planType, returnTo });
  useResumeCheckout({ user, isPending, pro, start: buy });

  let action: ProAction;
  if (isPending) action = { kind: 'loading' };
  else if (!user) {
    const back = checkoutReturnPath(shownPeriod, { reason: gate, returnTo });
    action = { kind: 'signIn', pending: signIn.isPending, onClick: () => signIn.mutate(back) };
  } else if (pro) action = { kind: 'manage', pending: portal.isPending, onClick: portal.open };
  else action = { kind: 'checkout', pending: checkout.isPending, onClick: () => buy(shownPeriod) };

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-10 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('subtitle')}</p>
      </header>
      {/* Right under the heading the screen reader starts from: why the plans opened. */}
      {gate || returnTo ? <GateNote gate={gate} returnTo={returnTo} /> : null}
      <div className="mx-auto grid max-w-4xl items-stretch gap-8 md:grid-cols-2">
        <FreePlanCard signedIn={!isPending && user !== null} current={planType === 'free'} />
        <ProPlanCard period={shownPeriod} onPeriodChange={setPeriod} current={pro} action={action} />
      </div>
      <CreditsBand signedIn={!isPending && user !== null} onSignIn={() => signIn.mutate('/credits')} signingIn={signIn.isPending} />
      <ProFeaturesBand />
      <PricingFaq />
    </div>
  );
}

/** Why the plans opened (the Pro gate's one line) and the way back to the page it was met on. */
function GateNote({ gate, returnTo }: { gate: ProGate | null; returnTo: string | null }) {
  const { t } = useTranslation('pricing');
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-start gap-2 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="pro-gate-note"
    >
      <p className="flex items-start gap-2 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {gate ? `${t(`gate.${gate}`)} ` : null}
          {returnTo ? t('gate.comeBack') : null}
        </span>
      </p>
      {returnTo ? (
        <Link to={returnTo} className={buttonClass('ghost', 'sm', 'shrink-0')}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('gate.back')}
        </Link>
      ) : null}
    </div>
  );
}
