import { Coins, ShoppingBag, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';

interface CreditStatsProps {
  balance: number;
  totalPurchased: number;
  totalUsed: number;
}

/** Balance, purchased and used, as a description list read in that order. */
export function CreditStats({ balance, totalPurchased, totalUsed }: CreditStatsProps) {
  const { t } = useTranslation('billing');
  const { number } = useFormat();
  const items = [
    { key: 'balance', value: balance, icon: Coins, testId: 'credit-balance' },
    { key: 'purchased', value: totalPurchased, icon: ShoppingBag, testId: 'credit-purchased' },
    { key: 'used', value: totalUsed, icon: Sparkles, testId: 'credit-used' },
  ] as const;
  return (
    <section aria-label={t('credits.stats.label')}>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {items.map(({ key, value, icon: Icon, testId }) => (
          <Card key={key} className="flex min-w-0 flex-col gap-1 p-3 sm:p-5">
            <dt className="flex min-w-0 items-center gap-1.5 text-xs font-medium break-words text-muted-foreground sm:text-sm">
              <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
              {t(`credits.stats.${key}`)}
            </dt>
            <dd className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid={testId}>
              {number(value)}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
