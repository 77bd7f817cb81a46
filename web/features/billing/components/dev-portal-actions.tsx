import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAID_PLAN_TYPES, type PaidPlanType } from '#core/kernel/plans';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';

/** Long translations wrap inside the button instead of spilling out of it on a phone. */
const wrap = 'h-auto min-h-10 py-2 text-center';
import { useDevPortalAction, type DevPortalAction, type DevPortalState } from '../api/dev-simulator';

function ActionGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-border pt-5">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

/** Switch period, cancel at period end, resume, cancel now (with a confirmation step). */
export function DevPortalActions({ state }: { state: DevPortalState & { plan_type: PaidPlanType } }) {
  const { t } = useTranslation('billing');
  const action = useDevPortalAction();
  const [confirming, setConfirming] = useState(false);

  const run = (input: DevPortalAction) =>
    action.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        toast('success', t('dev.portal.done'));
      },
      onError: (err) => {
        console.error('Simulated portal action failed', err);
        toast('error', t('dev.portal.failed'));
      },
    });

  const busy = action.isPending;
  return (
    <div className="mt-6 space-y-5">
      <ActionGroup title={t('dev.portal.switchTitle')}>
        <div className="flex flex-wrap gap-2">
          {PAID_PLAN_TYPES.filter((p) => p !== state.plan_type).map((period) => (
            <Button key={period} variant="outline" className={wrap} disabled={busy} onClick={() => run({ action: 'switch', plan_type: period })}>
              {t(`dev.portal.switchTo.${period}`)}
            </Button>
          ))}
        </div>
      </ActionGroup>
      <ActionGroup title={t('dev.portal.cancelTitle')}>
        {state.cancel_at_period_end ? (
          <div>
            <Button className={wrap} disabled={busy} onClick={() => run({ action: 'resume' })}>
              {t('dev.portal.resume')}
            </Button>
            <p className="mt-1 text-sm text-muted-foreground">{t('dev.portal.resumeHint')}</p>
          </div>
        ) : (
          <div>
            <Button variant="outline" className={wrap} disabled={busy} onClick={() => run({ action: 'cancel_at_period_end' })}>
              {t('dev.portal.cancelAtPeriodEnd')}
            </Button>
            <p className="mt-1 text-sm text-muted-foreground">{t('dev.portal.cancelAtPeriodEndHint')}</p>
          </div>
        )}
        <div>
          {confirming ? (
            <div role="group" aria-label={t('dev.portal.cancelNowHint')} className="flex flex-wrap gap-2">
              <Button variant="danger" className={wrap} disabled={busy} autoFocus onClick={() => run({ action: 'cancel_now' })}>
                {t('dev.portal.cancelNowConfirm')}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
                {t('dev.portal.keep')}
              </Button>
            </div>
          ) : (
            <Button variant="outline" className={`${wrap} text-danger`} disabled={busy} onClick={() => setConfirming(true)}>
              {t('dev.portal.cancelNow')}
            </Button>
          )}
          <p className="mt-1 text-sm text-muted-foreground">{t('dev.portal.cancelNowHint')}</p>
        </div>
      </ActionGroup>
    </div>
  );
}
