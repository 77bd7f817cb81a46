import { Check, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import type { ShoppingItem } from '../../api/shopping';
import { amountText } from '../../lib/amount';

interface ShoppingItemRowProps {
  item: ShoppingItem;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One line of the list. The whole left part is the tick target (at least 44 px high); ticking
 * only changes the look of the row, never its size or place.
 */
export function ShoppingItemRow({ item, onToggle, onDelete }: ShoppingItemRowProps) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  const quantity = amountText(t, number, item.quantity, item.unit);
  const done = item.is_purchased;
  return (
    <li className="flex items-stretch gap-1 border-b border-border last:border-b-0" data-testid="shopping-item" data-purchased={done}>
      <button
        type="button"
        role="checkbox"
        aria-checked={done}
        aria-label={done ? t('shopping.untick', { name: item.name }) : t('shopping.tick', { name: item.name })}
        onClick={onToggle}
        className="flex min-h-14 flex-1 items-center gap-3 rounded-lg px-2 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span
          aria-hidden
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-md border-2',
            done ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/60',
          )}
        >
          <Check className={cn('size-5', done ? 'opacity-100' : 'opacity-0')} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className={cn('text-base font-medium break-words', done && 'text-muted-foreground line-through')}>
              {item.name}
            </span>
            {quantity ? <span className="text-sm text-muted-foreground tabular-nums">{quantity}</span> : null}
          </span>
          {item.recipes.length > 0 ? (
            <span className="block text-sm text-muted-foreground" data-testid="item-recipes">
              {t('shopping.forRecipes', { recipes: item.recipes.join(', ') })}
            </span>
          ) : null}
          {item.notes ? <span className="block text-sm break-words">{item.notes}</span> : null}
        </span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('shopping.deleteItem', { name: item.name })}
        className="flex w-12 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-danger focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Trash2 className="size-5" aria-hidden />
      </button>
    </li>
  );
}
