import { ChefHat, Package, ShoppingCart, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ITEMS: readonly { key: 'shopping' | 'pantry' | 'community' | 'advanced'; icon: LucideIcon }[] = [
  { key: 'shopping', icon: ShoppingCart },
  { key: 'pantry', icon: Package },
  { key: 'community', icon: Users },
  { key: 'advanced', icon: ChefHat },
];

/** The band of Pro features (docs/product.md "Pricing"). */
export function ProFeaturesBand() {
  const { t } = useTranslation('pricing');
  return (
    <section aria-labelledby="pro-band-title" className="rounded-3xl bg-muted px-5 py-10 sm:px-10">
      <h2 id="pro-band-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t('band.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ITEMS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl bg-card p-5 shadow-sm">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold">{t(`band.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t(`band.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
