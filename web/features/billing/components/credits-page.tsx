import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CreditPackageId } from '#core/kernel/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBuyCredits } from '../api/buy-credits';
import { useCredits } from '../api/get-credits';
import { CreditHistory } from './credit-history';
import { CreditPackageCard } from './credit-package-card';
import { CreditStats } from './credit-stats';
import { PurchaseNotice } from './purchase-notice';
import { validSessionId } from '../lib/success-phase';

/**
 * /credits, the credit store (docs/product.md "Credits"): balance, purchased and used, the four
 * packages with their bonus and price (Buy goes to checkout), and the ledger paged. A paid
 * checkout comes back here with `?session_id=`, confirmed by the purchase notice.
 */
export function CreditsPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('credits.title'));
  const credits = useCredits();
  const buy = useBuyCredits();
  const [params] = useSearchParams();
  const returnedSession = validSessionId(params.get('session_id'));

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Coins aria-hidden className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('credits.title')}</h1>
          <p className="mt-1 text-pretty text-muted-foreground">{t('credits.subtitle')}</p>
        </div>
      </header>

      {returnedSession ? <PurchaseNotice sessionId={returnedSession} /> : null}

      <div className="mt-6">
        {credits.isPending ? (
          <PageSpinner />
        ) : credits.isError ? (
          <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 border-danger/40 bg-danger/10">
            <p className="text-danger">{t('credits.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void credits.refetch()}>
              {t('credits.retry')}
            </Button>
          </Card>
        ) : (
          <>
            <CreditStats
              balance={credits.data.balance}
              totalPurchased={credits.data.totalPurchased}
              totalUsed={credits.data.totalUsed}
            />
            <section aria-labelledby="packages-title" className="mt-10">
              <h2 id="packages-title" className="text-xl font-semibold">
                {t('credits.packagesTitle')}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t('credits.packagesHint')}</p>
              <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {credits.data.packages.map((pkg) => (
                  <CreditPackageCard
                    key={pkg.id}
                    pkg={pkg}
                    disabled={buy.isPending}
                    onBuy={() => buy.mutate(pkg.id satisfies CreditPackageId)}
                  />
                ))}
              </div>
            </section>
          </>
        )}
      </div>

      <CreditHistory />
    </div>
  );
}
