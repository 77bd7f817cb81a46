import { Archive, Trash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { ShoppingItem } from '../../api/shopping';
import { groupByCategory, placeItems } from '../../lib/shopping-groups';
import { ShoppingItemRow } from './shopping-item-row';
import type { ShoppingActions } from './use-shopping-actions';

/**
 * Pending and purchased sections, each grouped by category in store-walk order. Rows keep the
 * section they were first shown in while the screen is open (no jump under the thumb); clear
 * and move settle everything.
 */
export function ShoppingSections({ items, actions }: { items: ShoppingItem[]; actions: ShoppingActions }) {
  const { t, i18n } = useTranslation('kitchen');
  const [placed, setPlaced] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { pending, purchased, placement } = placeItems(items, placed);
  // Remember where new rows were shown (and forget removed ones): adjusting state while rendering.
  if (!sameIds(placement, placed)) setPlaced(placement);
  const bought = items.filter((i) => i.is_purchased);
  const toBuy = items.length - bought.length;
  // After clear or move the list reloads: every row settles into its section.
  const reset = () => setPlaced(new Map());
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="pending-title">
        <h2 id="pending-title" className="text-xl font-semibold">
          {t('shopping.pending')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="pending-count">
          {toBuy === 0 ? t('shopping.allDone') : t('shopping.pendingCount', { count: toBuy })}
        </p>
        <Groups items={pending} language={i18n.resolvedLanguage} actions={actions} />
      </section>
      <section aria-labelledby="purchased-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="purchased-title" className="text-xl font-semibold">
            {t('shopping.purchased')}
          </h2>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            className="h-11"
            disabled={bought.length === 0 || actions.busy}
            onClick={() => {
              actions.moveToPantry(bought.map((i) => i.id));
              reset();
            }}
          >
            <Archive className="size-4" aria-hidden />
            {t('shopping.moveToPantry')}
          </Button>
          <Button
            variant="outline"
            className="h-11"
            disabled={bought.length === 0 || actions.busy}
            onClick={() => {
              actions.clearPurchased();
              reset();
            }}
          >
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

function sameIds(a: ReadonlyMap<string, boolean>, b: ReadonlyMap<string, boolean>) {
  return a.size === b.size && [...a.keys()].every((id) => b.has(id));
}
