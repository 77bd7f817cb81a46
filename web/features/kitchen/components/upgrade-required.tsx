import { ArrowLeft, Check, Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANS } from '#core/kernel/plans';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';

export type KitchenArea = 'pantry' | 'shopping' | 'planner';

// Only what exists: no alerts are sent (docs/decisions/052-nothing-sold-that-does-not-exist.md).
const FEATURES = ['pantry', 'expiring', 'shopping', 'planning', 'customization'] as const;

/**
 * What a free user sees instead of a kitchen screen (docs/product.md "Screens"): the PRO card with the
 * monthly price, a button to /pricing and one back to the dashboard.
 */
export function UpgradeRequired({ area, title }: { area: KitchenArea; title: string }) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  const price = number(PLANS.monthly.priceCents / 100, { style: 'currency', currency: 'USD' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-10 text-center" data-testid="upgrade-required">
      <Lock className="size-10 text-primary" aria-hidden />
      <div>
        <p className="text-sm font-medium text-muted-foreground">{title}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('upgrade.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t(`upgrade.${area}`)}</p>
      </div>
      <Card className="w-full border-2 border-primary text-left" role="region" aria-labelledby="upgrade-pro-name">
        <div className="flex items-center gap-2">
          <Crown className="size-5 text-primary" aria-hidden />
          <h2 id="upgrade-pro-name" className="text-xl font-bold">
            {t('upgrade.proName')}
          </h2>
        </div>
        <p className="mt-3 flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          <span className="text-muted-foreground">{t('upgrade.perMonth')}</span>
        </p>
        <ul className="mt-4 space-y-2">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden />
              {t(`upgrade.features.${feature}`)}
            </li>
          ))}
        </ul>
        <Link to="/pricing" className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {t('upgrade.viewPricing')}
        </Link>
      </Card>
      <Link to="/dashboard" className={buttonClass('ghost', 'md')}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('backToDashboard')}
      </Link>
    </div>
  );
}
