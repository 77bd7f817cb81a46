import { Archive, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { ShoppingItem } from '../../api/shopping';
import { groupByCategory, splitByState } from '../../lib/shopping-groups';
import { ShoppingItemRow } from './shopping-item-row';
import type { ShoppingActions } from './use-shopping-actions';

/**
 * The checklist first (on a phone it is the first thing under the header), then `aside` (the add
 * form) and the basket; side by side from lg. Each section is grouped by category in store-walk
 * order; a tick moves the item to the other section at once (docs/decisions/042-shopping-list-on-a-phone.md).
 */
export function ShoppingSections({ items, actions, aside }: { items: ShoppingItem[]; actions: ShoppingActions; aside?: ReactNode }) {
  const { t, i18n } = useTranslation('kitchen');
  const { pending, purchased } = splitByState(items);
  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="pending-title">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="pending-title" className="text-xl font-semibold">
            {t('shopping.pending')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="pending-count">
            {pending.length === 0 ? t('shopping.allDone') : t('shopping.pendingCount', { count: pending.length })}
          </p>
        </div>
        <Groups items={pending} language={i18n.resolvedLanguage} actions={actions} />
      </section>
      <div className="space-y-8">
        {aside}
        <section aria-labelledby="purchased-title">
          <h2 id="purchased-title" className="text-xl font-semibold">
            {t('shopping.purchased')}
          </h2>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button className="h-11" disabled={purchased.length === 0 || actions.busy} onClick={() => actions.moveToPantry(purchased.map((i) => i.id))}>
              <Archive className="size-4" aria-hidden />
              {t('shopping.moveToPantry')}
            </Button>
            <Button variant="outline" className="h-11" disabled={purchased.length === 0 || actions.busy} onClick={actions.clearPurchased}>
              <Trash className="size-4" aria-hidden />
              {t('shopping.clearPurchased')}
            </Button>
          </div>
          {purchased.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">{t('shopping.noPurchased')}</p>
          ) : (
            <Groups items={purchased} language={i18n.resolvedLanguage} actions={actions} />
          )}
        </section>
      </div>
    </div>
  );
}

function Groups({ items, language, actions }: { items: ShoppingItem[]; language?: string; actions: ShoppingActions }) {
  const { t } = useTranslation('kitchen');
  const groups = groupByCategory(items, language);
  return (
    <div className="mt-3 space-y-4">
      {groups.map((group) => (
        <div key={group.category} data-testid="category-group" data-category={group.category}>
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t(`shoppingCategories.${group.category}`)}
          </h3>
          <ul className="mt-1 rounded-2xl border border-border bg-card px-2">
            {group.items.map((item) => (
              <ShoppingItemRow key={item.id} item={item} onToggle={() => actions.toggle(item)} onDelete={() => actions.remove(item)} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
