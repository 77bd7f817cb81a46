import { BookOpen, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { DishOffer } from '../dish-offer';

interface DishOfferPanelProps {
  offer: DishOffer;
  onCook: (dishId: string) => void;
  onDismiss: () => void;
  busy: boolean;
}

/**
 * The cookbook's dishes offered instead of a dead end (dish-offer.ts): the server's sentence, then
 * a list with a heading, each dish one button from being cooked. Focus moves to the heading when it
 * appears, so keyboard and screen-reader users land on it. Nothing was counted, so nothing is said
 * about usage. After a model failed, the dishes are labelled as the cookbook's recipes.
 */
export function DishOfferPanel({ offer, onCook, onDismiss, busy }: DishOfferPanelProps) {
  const { t } = useTranslation('creator');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => headingRef.current?.focus(), [offer]);
  const fromCookbook = offer.reason === 'model_failed';
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent/10 p-4 sm:p-6"
      data-testid="dish-offer"
      data-reason={offer.reason}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold focus:outline-none">
          <BookOpen className="size-5 shrink-0 text-primary" aria-hidden />
          {fromCookbook ? t('offer.cookbookTitle') : t('offer.title')}
        </h2>
        <Button variant="ghost" size="icon" className="-mt-2 -mr-2 shrink-0" onClick={onDismiss} aria-label={t('offer.dismiss')}>
          <X className="size-5" aria-hidden />
        </Button>
      </div>
      <p id={`${id}-text`}>{offer.message}</p>
      {offer.dishes.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t('offer.listLabel')} data-testid="dish-offer-list">
          {offer.dishes.map((dish) => (
            <li key={dish.dish_id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-xl bg-card px-3 py-2 shadow-sm">
              <span className="min-w-0 font-medium break-words hyphens-auto">
                {dish.title}
                {fromCookbook ? <span className="block text-xs font-normal text-muted-foreground">{t('offer.cookbookLabel')}</span> : null}
              </span>
              <Button size="sm" onClick={() => onCook(dish.dish_id)} disabled={busy} aria-label={t(fromCookbook ? 'offer.cookCookbookLabel' : 'offer.cookLabel', { title: dish.title })}>
                {fromCookbook ? t('offer.cookCookbook') : t('offer.cook')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('offer.none')}</p>
      )}
    </section>
  );
}
