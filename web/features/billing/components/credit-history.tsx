import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useCreditTransactions, type CreditTransaction } from '../api/get-credit-transactions';
import { formatDelta, showsPackage } from '../lib/credits-display';

function TransactionRow({ tx, focusRef }: { tx: CreditTransaction; focusRef?: (el: HTMLLIElement | null) => void }) {
  const { t } = useTranslation('billing');
  const { number, date } = useFormat();
  return (
    <li
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      data-testid="credit-transaction"
      className="flex items-center justify-between gap-3 px-4 py-3 outline-none focus-visible:bg-muted"
    >
      <div className="min-w-0">
        <p className="font-medium">
          {t(`credits.reasons.${tx.reason}`)}
          {tx.package && showsPackage(tx.reason) ? (
            <span className="font-normal text-muted-foreground">
              {' · '}
              {t('credits.packageNote', { name: t(`credits.packages.${tx.package}`) })}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={tx.created_at}>{date(tx.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </p>
      </div>
      <p className={cn('shrink-0 text-lg font-semibold tabular-nums', tx.delta > 0 ? 'text-success' : 'text-foreground')}>
        {formatDelta(tx.delta, number)}
      </p>
    </li>
  );
}

/**
 * The ledger, newest first, 20 lines a page with Load more. After a page arrives, focus moves to
 * its first line so a keyboard or screen reader user continues where the new lines begin.
 */
export function CreditHistory() {
  const { t } = useTranslation('billing');
  const history = useCreditTransactions();
  const pages = history.data?.pages ?? [];
  const lines = pages.flatMap((p) => p.transactions);
  const firstOfLastPage = pages.length > 1 ? lines.length - (pages.at(-1)?.transactions.length ?? 0) : -1;
  const focusNext = useRef(false);
  const firstNew = useRef<HTMLLIElement | null>(null);

  useEffect(() => {
    if (focusNext.current && !history.isFetchingNextPage) {
      focusNext.current = false;
      firstNew.current?.focus();
    }
  }, [history.isFetchingNextPage, pages.length]);

  const loadMore = () => {
    focusNext.current = true;
    void history.fetchNextPage();
  };

  return (
    <section aria-labelledby="credit-history-title" className="mt-10">
      <h2 id="credit-history-title" className="text-xl font-semibold">
        {t('credits.historyTitle')}
      </h2>
      <Card className="mt-4 overflow-hidden p-0">
        {history.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : history.isError && lines.length === 0 ? (
          <p role="alert" className="p-4 text-danger">
            {t('credits.historyFailed')}
          </p>
        ) : lines.length === 0 ? (
          <p className="p-4 text-muted-foreground">{t('credits.historyEmpty')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-labelledby="credit-history-title">
            {lines.map((tx, i) => (
              <TransactionRow
                key={tx.id}
                tx={tx}
                focusRef={i === firstOfLastPage ? (el) => void (firstNew.current = el) : undefined}
              />
            ))}
          </ul>
        )}
      </Card>
      {history.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {t('credits.historyFailed')}
        </p>
      ) : null}
      {history.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={loadMore} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? t('credits.loadingMore') : t('credits.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
