import { Lock, Salad } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NUTRITION_KEYS, type Nutrition } from '../../../../core/nutrition';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';

interface NutritionPanelProps {
  nutrition: Nutrition | null;
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

/** Nutrition per 100 g: a fetch button, then a show/hide toggle; non-subscribers get 'Unlock nutrition'. */
export function NutritionPanel({ nutrition, canUse, onFetch, isFetching }: NutritionPanelProps) {
  const { t, i18n } = useTranslation('recipes');
  const [shown, setShown] = useState(false);

  const fetchNutrition = async () => {
    try {
      await onFetch();
      setShown(true);
      toast('success', t('nutrition.complete'));
    } catch (err) {
      if (isApiError(err, 403)) toast('error', err.message || t('nutrition.planRequired'));
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
      <Link to="/pricing" className={buttonClass('primary', 'sm', 'print:hidden')}>
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
            {canUse || nutrition ? t('nutrition.per100') : t('nutrition.proOnly')}
          </p>
        </div>
        {action}
      </div>
      {nutrition && shown ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-3" data-testid="nutrition-values">
          {NUTRITION_KEYS.map((key) => (
            <div key={key} className="rounded-xl bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{t(`nutrition.${key}`)}</dt>
              <dd className="text-lg font-semibold whitespace-nowrap">
                {formatNumber(nutrition[key], i18n.resolvedLanguage, { maximumFractionDigits: 1 })} <span className="text-sm font-normal">{UNIT[key]}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
