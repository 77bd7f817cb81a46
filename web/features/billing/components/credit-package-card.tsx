import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import type { CreditPackage } from '../api/get-credits';
import { packagePrice, pricePerCredit } from '../lib/credits-display';

interface CreditPackageCardProps {
  pkg: CreditPackage;
  onBuy: () => void;
  /** Another purchase is starting (every buy button waits). */
  disabled: boolean;
}

/** One package: total credits, the bonus, its price and per-credit price, and Buy. */
export function CreditPackageCard({ pkg, onBuy, disabled }: CreditPackageCardProps) {
  const { t } = useTranslation('billing');
  const { language, number } = useFormat();
  const popular = pkg.id === 'popular';
  const total = pkg.credits + pkg.bonus;
  const price = packagePrice(pkg.priceCents, pkg.currency, language);
  const name = t(`credits.packages.${pkg.id}`);
  const titleId = `package-${pkg.id}-name`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid={`package-${pkg.id}`}
      className={cn('relative flex flex-col gap-3 p-5', popular && 'border-2 border-primary shadow-lg shadow-primary/10')}
    >
      {popular ? (
        <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
          <Sparkles aria-hidden className="size-3" />
          {t('credits.mostPopular')}
        </span>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {name}
      </h3>
      <div>
        <p className="text-3xl font-bold tracking-tight">{t('credits.creditCount', { count: total })}</p>
        {pkg.bonus > 0 ? (
          <p className="mt-1 text-sm font-medium text-success">
            {t('credits.creditCount', { count: pkg.credits })} {t('credits.bonus', { count: pkg.bonus })}
          </p>
        ) : null}
      </div>
      <div className="mt-auto">
        <p className="text-xl font-bold">{price}</p>
        <p className="text-xs text-muted-foreground">
          {t('credits.perCredit', { price: packagePrice(pricePerCredit(pkg), pkg.currency, language) })}
        </p>
      </div>
      <Button
        variant={popular ? 'primary' : 'outline'}
        className="w-full"
        disabled={disabled}
        onClick={onBuy}
        aria-label={t('credits.buyLabel', { name, total: number(total), price })}
      >
        {t('credits.buy')}
      </Button>
    </Card>
  );
}
