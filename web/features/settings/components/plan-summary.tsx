import { Coins, ExternalLink, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useOpenPortal } from '../../../components/billing-actions';
import { useFormat } from '../../../lib/format';
import type { Me } from '../../../lib/session';
import { useUsage } from '../../../lib/usage';

type Subscription = Me['subscription'];

/** "Renews on …", "Pro until …" (cancelling at period end), or nothing on Free. */
function PeriodLine({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const { date } = useFormat();
  if (!subscription.is_pro || !subscription.current_period_end) return null;
  const when = date(subscription.current_period_end, { dateStyle: 'long' });
  return (
    <p className="text-sm" data-testid="plan-period">
      {subscription.cancel_at_period_end ? t('plan.proUntil', { date: when }) : t('plan.renewsOn', { date: when })}
    </p>
  );
}

/**
 * The plan box of Settings' profile: the plan and its period, the renewal or end date, Manage
 * (the billing portal in a new tab) or Upgrade, and the credits with a link to the store.
 */
export function PlanSummary({ subscription, children }: { subscription: Subscription; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const portal = useOpenPortal();
  const usage = useUsage();
  const canManage = subscription.is_pro || subscription.has_customer;
  return (
    <div className="mt-6 rounded-xl bg-muted p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p>
            <span className="text-sm text-muted-foreground">{t('profile.plan')} </span>
            <span className="font-semibold" data-testid="current-plan">
              {t(`common:plans.${subscription.plan_type}`)}
            </span>
          </p>
          <PeriodLine subscription={subscription} />
          {subscription.status === 'past_due' ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t('billing:plan.pastDue')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage ? (
            <Button variant="outline" size="sm" disabled={portal.isPending} onClick={portal.open}>
              <ExternalLink aria-hidden className="size-4" />
              {t('profile.managePlan')}
              <span className="sr-only"> {t('billing:opensInNewTab')}</span>
            </Button>
          ) : null}
          {subscription.is_pro ? null : (
            <Link to="/pricing" className={buttonClass('primary', 'sm')}>
              <Sparkles aria-hidden className="size-4" />
              {t('profile.upgrade')}
            </Link>
          )}
        </div>
      </div>
      <div className="mt-3">{children}</div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm">
        <p className="flex items-center gap-2">
          <Coins aria-hidden className="size-4 text-primary" />
          <span data-testid="credit-count">
            {usage.data ? t('billing:plan.creditsBalance', { count: usage.data.credits }) : null}
          </span>
        </p>
        <Link to="/credits" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('billing:plan.buyCredits')}
        </Link>
      </div>
    </div>
  );
}
