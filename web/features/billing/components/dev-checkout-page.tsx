import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CREDIT_PACKAGES, PLANS } from '#core/kernel/plans';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useFormat } from '../../../lib/format';
import { useCompleteDevCheckout, useDevCheckout, type DevCheckoutSession } from '../api/dev-simulator';
import { packagePrice } from '../lib/credits-display';
import { validSessionId } from '../lib/success-phase';
import { SimulatorBanner } from './simulator-banner';

function Purchase({ session }: { session: DevCheckoutSession }) {
  const { t } = useTranslation('billing');
  const { language } = useFormat();
  const amount = packagePrice(session.amount_cents, session.currency, language);
  if (session.plan_type) {
    const plan = PLANS[session.plan_type];
    return (
      <>
        <dt className="text-muted-foreground">{t('dev.checkout.buying')}</dt>
        <dd className="font-semibold" data-testid="dev-checkout-item">
          {t('dev.checkout.plan', { plan: t(`common:plans.${session.plan_type}`) })}
        </dd>
        <dt className="text-muted-foreground">{t('dev.checkout.amount')}</dt>
        <dd className="font-semibold" data-testid="dev-checkout-amount">
          {t('dev.checkout.perInterval', { price: amount, interval: t(`pricing:intervals.${plan.interval}`) })}
        </dd>
      </>
    );
  }
  const pkg = session.package ? CREDIT_PACKAGES[session.package] : null;
  return (
    <>
      <dt className="text-muted-foreground">{t('dev.checkout.buying')}</dt>
      <dd className="font-semibold" data-testid="dev-checkout-item">
        {pkg ? t('dev.checkout.package', { name: t(`credits.packages.${pkg.id}`) }) : null}
        {pkg ? (
          <span className="block text-sm font-normal text-muted-foreground">
            {t('dev.checkout.packageCredits', { credits: pkg.credits, bonus: pkg.bonus })}
          </span>
        ) : null}
      </dd>
      <dt className="text-muted-foreground">{t('dev.checkout.amount')}</dt>
      <dd className="font-semibold" data-testid="dev-checkout-amount">
        {amount}
      </dd>
    </>
  );
}

function CheckoutActions({ session }: { session: DevCheckoutSession }) {
  const { t } = useTranslation('billing');
  const { language } = useFormat();
  const complete = useCompleteDevCheckout();
  if (session.status === 'expired') return <p role="alert">{t('dev.checkout.expired')}</p>;
  if (session.status === 'complete') {
    return (
      <div className="space-y-3">
        <p role="status">{t('dev.checkout.alreadyPaid')}</p>
        <a href={session.success_url} className={buttonClass('primary')}>
          {t('dev.checkout.continue')}
        </a>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={session.cancel_url} className={buttonClass('outline', 'lg')}>
          {t('dev.checkout.cancel')}
        </a>
        <Button size="lg" disabled={complete.isPending} onClick={() => complete.mutate(session.id)}>
          {complete.isPending
            ? t('dev.checkout.paying')
            : t('dev.checkout.pay', { amount: packagePrice(session.amount_cents, session.currency, language) })}
        </Button>
      </div>
      {complete.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('dev.checkout.payFailed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /dev/checkout?session_id=… (local billing simulator): stands in for Stripe Checkout. Shows what
 * is bought and its price; Pay completes the session through the webhook's handler and goes to
 * the success URL, Cancel goes to the cancel URL.
 */
export function DevCheckoutPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(`${t('dev.checkout.title')} (${t('dev.badge')})`);
  const [params] = useSearchParams();
  const sessionId = validSessionId(params.get('session_id'));
  const checkout = useDevCheckout(sessionId);

  let body;
  if (sessionId === null) body = <p role="alert">{t('dev.checkout.missing')}</p>;
  else if (checkout.isPending) body = <PageSpinner />;
  else if (checkout.isError) {
    body = <p role="alert">{isApiError(checkout.error, 404) ? t('dev.checkout.notFound') : t('dev.checkout.loadFailed')}</p>;
  } else {
    body = (
      <>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <Purchase session={checkout.data} />
        </dl>
        <div className="mt-6 border-t border-border pt-6">
          <CheckoutActions session={checkout.data} />
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <SimulatorBanner title={t('dev.checkout.title')} />
      <Card>{body}</Card>
      {sessionId === null || checkout.isError ? (
        <Link to="/" className={buttonClass('ghost', 'md', 'mt-4')}>
          {t('dev.checkout.backToForkcast')}
        </Link>
      ) : null}
    </div>
  );
}
