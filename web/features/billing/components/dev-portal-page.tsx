import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPro, type PaidPlanType } from '#core/kernel/plans';
import type { SubscriptionStatus } from '#core/schemas/billing';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFormat } from '../../../lib/format';
import { useDevPortal, type DevPortalState } from '../api/dev-simulator';
import { DevPortalActions } from './dev-portal-actions';
import { SimulatorBanner } from './simulator-banner';

/** Statuses whose subscription can still be changed (the others have ended). */
const LIVE: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

function isLive(state: DevPortalState): state is DevPortalState & { plan_type: PaidPlanType } {
  return state.status !== null && LIVE.includes(state.status) && isPro(state.plan_type);
}

function CurrentSubscription({ state }: { state: DevPortalState }) {
  const { t } = useTranslation('billing');
  const { date } = useFormat();
  return (
    <section aria-labelledby="portal-current">
      <h2 id="portal-current" className="text-lg font-semibold">
        {t('dev.portal.current')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('dev.portal.plan')}</dt>
        <dd className="font-semibold" data-testid="portal-plan">
          {t(`common:plans.${state.plan_type}`)}
        </dd>
        <dt className="text-muted-foreground">{t('dev.portal.status')}</dt>
        <dd className="font-semibold" data-testid="portal-status">
          {t(`dev.portal.statuses.${state.status ?? 'none'}`)}
          {state.cancel_at_period_end ? ` · ${t('dev.portal.cancelsAtPeriodEnd')}` : ''}
        </dd>
        {state.current_period_end ? (
          <>
            <dt className="text-muted-foreground">{t('dev.portal.periodEnd')}</dt>
            <dd className="font-semibold">{date(state.current_period_end, { dateStyle: 'long' })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * /dev/portal (local billing simulator): stands in for Stripe's billing portal. Shows the caller's
 * subscription; switch period, cancel at period end, resume and cancel now each go through the
 * same handler as Stripe's webhook.
 */
export function DevPortalPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(`${t('dev.portal.title')} (${t('dev.badge')})`);
  const portal = useDevPortal();

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <SimulatorBanner title={t('dev.portal.title')} />
      <Card>
        {portal.isPending ? (
          <PageSpinner />
        ) : portal.isError ? (
          <p role="alert">{t('dev.portal.loadFailed')}</p>
        ) : (
          <>
            <CurrentSubscription state={portal.data} />
            {isLive(portal.data) ? (
              <DevPortalActions state={portal.data} />
            ) : (
              <div className="mt-6 border-t border-border pt-5">
                <p>{t('dev.portal.none')}</p>
                <Link to="/pricing" className={buttonClass('primary', 'md', 'mt-3')}>
                  {t('dev.portal.toPricing')}
                </Link>
              </div>
            )}
          </>
        )}
      </Card>
      <Link to="/settings" className={buttonClass('ghost', 'md', 'mt-4')}>
        {t('dev.portal.backToSettings')}
      </Link>
    </div>
  );
}
