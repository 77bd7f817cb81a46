import { Lock, Salad } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NUTRITION_KEYS, type Nutrition, type NutritionFacts } from '#core/nutrition/nutrition';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { proGatePath } from '../../../lib/pro-gate';

interface NutritionPanelProps {
  /** Per 100 g, with per serving when the ingredients could be weighed. */
  nutrition: NutritionFacts | Nutrition | null;
  /** Whether the user's plan includes nutrition (the server checks again). */
  canUse: boolean;
  /** Fetches (and stores) the figures. */
  onFetch: () => Promise<unknown>;
  isFetching: boolean;
}

const UNIT: Record<(typeof NUTRITION_KEYS)[number], string> = {
  calories: 'kcal',
  protein: 'g',
  carbs: 'g',
  fat: 'g',
  fiber: 'g',
  sugar: 'g',
  sodium: 'mg',
};

/**
 * Nutrition per 100 g and per serving side by side in one table: a fetch button, then a show/hide
 * toggle; non-subscribers get 'Unlock nutrition'.
 */
export function NutritionPanel({ nutrition, canUse, onFetch, isFetching }: NutritionPanelProps) {
  const { t } = useTranslation('recipes');
  const [shown, setShown] = useState(false);
  const { pathname, search } = useLocation();

  const fetchNutrition = async () => {
    try {
      await onFetch();
      setShown(true);
      toast('success', t('nutrition.complete'));
    } catch (err) {
      if (isApiError(err, 403)) toast('error', t('nutrition.planRequired'));
      else toast('error', t('nutrition.failed'));
    }
  };

  let action;
  if (nutrition) {
    action = (
      <Button variant="outline" size="sm" onClick={() => setShown((s) => !s)} aria-expanded={shown} className="print:hidden">
        {shown ? t('nutrition.hide') : t('nutrition.show')}
      </Button>
    );
  } else if (canUse) {
    action = (
      <Button size="sm" onClick={() => void fetchNutrition()} disabled={isFetching} className="print:hidden">
        {isFetching ? <Spinner label={t('nutrition.fetching')} /> : null}
        {isFetching ? t('nutrition.fetching') : t('nutrition.fetch')}
      </Button>
    );
  } else {
    action = (
      <Link to={proGatePath('nutrition', `${pathname}${search}`)} className={buttonClass('primary', 'sm', 'print:hidden')}>
        <Lock className="size-4" aria-hidden />
        {t('nutrition.unlock')}
      </Link>
    );
  }

  return (
    <Card
      className={`p-5 print:border-0 print:bg-transparent print:p-0 print:shadow-none ${nutrition && shown ? '' : 'print:hidden'}`}
      data-testid="nutrition-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Salad className="size-5 text-primary" aria-hidden />
            {t('nutrition.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {canUse || nutrition ? t('nutrition.perBoth') : t('nutrition.proOnly')}
          </p>
        </div>
        {action}
      </div>
      {nutrition && shown ? <NutritionTable nutrition={nutrition} /> : null}
    </Card>
  );
}

/** Below this share of the recipe's weight matched by the food table, the figures are called rough (docs/decisions/080-nutrition-from-the-food-table.md). */
const ROUGH_BELOW = 0.8;

function NutritionTable({ nutrition }: { nutrition: NutritionFacts | Nutrition }) {
  const { t, i18n } = useTranslation('recipes');
  const perServing = 'per_serving' in nutrition ? nutrition.per_serving : null;
  const grams = 'serving_grams' in nutrition ? nutrition.serving_grams : null;
  const matched = 'matched_share' in nutrition ? nutrition.matched_share : null;
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  // Narrow phones: names and figures never break inside a word; the column headers may wrap.
  const cell = 'py-2 pl-2 text-right whitespace-nowrap tabular-nums';
  return (
    <div className="mt-4">
      <table className="w-full text-sm" data-testid="nutrition-values">
        <caption className="sr-only">{t('nutrition.caption')}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-2 pr-2 text-left font-medium whitespace-nowrap">
              {t('nutrition.nutrient')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium break-normal">
              {t('nutrition.per100')}
            </th>
            {perServing && grams ? (
              <th scope="col" className="py-2 pl-2 text-right font-medium break-normal">
                {t('nutrition.perServing', { grams: number(grams) })}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {NUTRITION_KEYS.map((key) => (
            <tr key={key} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-2 text-left font-normal whitespace-nowrap">
                {t(`nutrition.${key}`)}
              </th>
              <td className={`${cell} font-semibold`}>
                {number(nutrition[key])} <span className="font-normal text-muted-foreground">{UNIT[key]}</span>
              </td>
              {perServing && grams ? (
                <td className={`${cell} font-semibold`}>
                  {number(perServing[key])} <span className="font-normal text-muted-foreground">{UNIT[key]}</span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {perServing && grams ? null : <p className="mt-2 text-sm text-muted-foreground">{t('nutrition.noServing')}</p>}
      {matched !== null ? (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="nutrition-matched">
          {t(matched < ROUGH_BELOW ? 'nutrition.matchedRough' : 'nutrition.matched', { percent: Math.round(matched * 100) })}
        </p>
      ) : null}
    </div>
  );
}
