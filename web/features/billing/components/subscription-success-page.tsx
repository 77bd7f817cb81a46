import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeReturnPath } from '#core/kernel/return-path';
import { Button, buttonClass } from '../../../components/ui/button';
import { useRefreshPlan } from '../../../components/billing-actions';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCheckoutStatus } from '../api/get-checkout-status';
import { billingKeys } from '../api/keys';
import { MIN_PROCESSING_MS, SLOW_PROCESSING_MS, successPhase, validSessionId, type SuccessPhase } from '../lib/success-phase';
import { useElapsed } from '../lib/use-elapsed';
import { CreditsAddedPanel, ProcessingPanel, SubscriptionErrorPanel, WelcomePanel } from './success-states';

function usePhaseTitle(phase: SuccessPhase) {
  const { t } = useTranslation('billing');
  const titles: Record<SuccessPhase['kind'], string> = {
    invalid: t('success.errorTitle'),
    expired: t('success.errorTitle'),
    failed: t('success.errorTitle'),
    processing: t('success.processingTitle'),
    welcome: phase.kind === 'welcome' && phase.status.mode === 'payment' ? t('success.creditsTitle') : t('success.welcomeTitle'),
  };
  useDocumentTitle(titles[phase.kind]);
}

/**
 * /subscription/success?session_id=… (docs/product.md "Subscription success", docs/product.md "Billing"):
 * processing for at least 3 s and until the server says the purchase has landed (it polls: the
 * webhook may arrive after the redirect), then the welcome-to-Pro page, or "credits added" for a
 * credit package. Without a session id, or for someone else's session, the Subscription Error page.
 * `&return_to=` (the Pro gate's page, carried by the checkout) makes "Back to where you were" the
 * welcome's first action instead of the dashboard.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = validSessionId(params.get('session_id'));
  // The page the cook bought Pro from (a Pro gate): a path on this site only, else none.
  const returnTo = safeReturnPath(params.get('return_to'));
  const checkout = useCheckoutStatus(sessionId);
  const minElapsed = useElapsed(MIN_PROCESSING_MS);
  const slow = useElapsed(SLOW_PROCESSING_MS);
  const phase = successPhase({ sessionId, minElapsed, data: checkout.data, error: checkout.error });
  const heading = useRef<HTMLHeadingElement>(null);
  const refreshPlan = useRefreshPlan();
  const queryClient = useQueryClient();
  usePhaseTitle(phase);

  const landed = phase.kind === 'welcome';
  const refreshed = useRef(false);
  useEffect(() => {
    if (!landed || refreshed.current) return;
    refreshed.current = true;
    // The plan and the credits changed: everything that shows them reloads.
    void refreshPlan();
    void queryClient.invalidateQueries({ queryKey: billingKeys.credits });
  }, [landed, refreshPlan, queryClient]);

  // The heading of each new state takes focus, so a screen reader announces it.
  useEffect(() => {
    if (phase.kind !== 'processing') heading.current?.focus();
  }, [phase.kind]);

  switch (phase.kind) {
    case 'processing':
      return <ProcessingPanel slow={slow} headingRef={heading} />;
    case 'welcome':
      return phase.status.mode === 'payment' ? (
        <CreditsAddedPanel headingRef={heading} />
      ) : (
        <WelcomePanel planType={phase.status.plan_type} headingRef={heading} returnTo={returnTo} />
      );
    case 'expired':
      return (
        <SubscriptionErrorPanel
          headingRef={heading}
          message={t('success.expired')}
          extra={
            <Link to="/pricing" className={buttonClass('outline', 'lg')}>
              {t('success.seePlans')}
            </Link>
          }
        />
      );
    case 'failed':
      return (
        <SubscriptionErrorPanel
          headingRef={heading}
          message={t('common:errors.generic')}
          extra={
            <Button variant="outline" size="lg" onClick={() => void checkout.refetch()}>
              {t('credits.retry')}
            </Button>
          }
        />
      );
    case 'invalid':
      return <SubscriptionErrorPanel headingRef={heading} message={t('success.invalid')} />;
  }
}
