import { CalendarClock, ChefHat, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expiryText, freshnessOf } from '#core/kitchen/freshness';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import type { PantryItem } from '../../api/pantry';
import { FRESHNESS_TINT } from '../../lib/pantry-view';
import { amountText } from '../../lib/amount';

interface PantryCardProps {
  item: PantryItem;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
  onUse: () => void;
}

/** One pantry item: name, quantity with unit, category badge, location, expiry line, notes, actions. */
export function PantryCard({ item, today, onEdit, onDelete, onUse }: PantryCardProps) {
  const { t } = useTranslation('kitchen');
  const { number } = useFormat();
  const freshness = freshnessOf(item.expiry_date, today);
  const expiry = expiryText(item.expiry_date, today);
  const expiryLine =
    expiry.kind === 'none'
      ? t('pantry.card.noExpiry')
      : expiry.kind === 'today'
        ? t('pantry.card.expiresToday')
        : expiry.kind === 'expired'
          ? t('pantry.card.expiredAgo', { count: expiry.days })
          : t('pantry.card.expiresIn', { count: expiry.days });
  const quantity = amountText(t, number, item.quantity, item.unit);
  return (
    <article
      className={cn('flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-sm', FRESHNESS_TINT[freshness])}
      data-testid="pantry-card"
      data-freshness={freshness}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{item.name}</h3>
          {quantity ? <p className="text-muted-foreground">{quantity}</p> : null}
        </div>
        {item.category ? (
          <span className="shrink-0 rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
            {t(`pantryCategories.${item.category}`)}
          </span>
        ) : null}
      </div>
      <div className="space-y-1 text-sm">
        {item.location ? (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {t('pantry.card.location', { location: item.location })}
          </p>
        ) : null}
        <p
          className={cn(
            'flex items-center gap-1.5 font-medium',
            freshness === 'expired' && 'text-red-700 dark:text-red-300',
            freshness === 'expiring_soon' && 'text-yellow-800 dark:text-yellow-300',
          )}
          data-testid="expiry-line"
        >
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          {expiryLine}
          {item.expiry_estimated && expiry.kind !== 'none' ? (
            <span className="font-normal"> {t('pantry.card.estimated')}</span>
          ) : null}
        </p>
        {item.notes ? <p className="break-words whitespace-pre-line">{item.notes}</p> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="outline" size="sm" className="h-11" onClick={onUse} aria-label={t('pantry.card.useItem', { name: item.name })}>
          <ChefHat className="size-4" aria-hidden />
          {t('pantry.card.useInRecipe')}
        </Button>
        <Button variant="ghost" size="icon" className="size-11" onClick={onEdit} aria-label={t('pantry.card.editItem', { name: item.name })}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 text-danger"
          onClick={onDelete}
          aria-label={t('pantry.card.deleteItem', { name: item.name })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </article>
  );
}
