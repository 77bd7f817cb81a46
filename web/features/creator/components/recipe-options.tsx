import { Crown, Info, Lock, Wand2, Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKING_METHODS, CUISINES, isCookingMethod, isCuisine, type CookingMethod, type Cuisine } from '#core/kernel/options';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { cookingMethodName, cuisineName } from '../../../lib/cuisine-name';

/** Radix Select items cannot have an empty value: "any" stands for no choice. */
const ANY = 'any';

interface RecipeOptionsProps {
  isPro: boolean;
  cuisine: Cuisine | '';
  cookingMethod: CookingMethod | '';
  onCuisine: (value: Cuisine | '') => void;
  onCookingMethod: (value: CookingMethod | '') => void;
  /** The creator:hints.* key shown while generate is disabled, or null when it is allowed. */
  hintKey: string | null;
  busy: boolean;
  onQuick: () => void;
  onCustomized: () => void;
  onUnlock: () => void;
}

/** The Quick recipe and Customised recipe cards, with the disabled-generate hint. */
export function RecipeOptions(props: RecipeOptionsProps) {
  const { t } = useTranslation('creator');
  const hintId = useId();
  const disabled = props.hintKey !== null || props.busy;
  const described = props.hintKey ? hintId : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-3">
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <Zap className="size-5 text-primary" aria-hidden />
            {t('quick.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('quick.text')}</p>
          <Button className="mt-auto" onClick={props.onQuick} disabled={disabled} aria-describedby={described}>
            {t('quick.button')}
          </Button>
        </Card>
        <CustomizedCard {...props} disabled={disabled} described={described} />
      </div>
      {props.hintKey ? (
        <p
          id={hintId}
          className="flex items-center justify-center gap-2 text-center text-sm font-medium text-muted-foreground"
          data-testid="generate-hint"
        >
          <Info className="size-4 shrink-0 text-primary" aria-hidden />
          {t(props.hintKey)}
        </p>
      ) : null}
    </div>
  );
}

function CustomizedCard(props: RecipeOptionsProps & { disabled: boolean; described: string | undefined }) {
  const { t, i18n } = useTranslation('creator');
  const id = useId();
  const locked = !props.isPro;
  const cuisines = [{ value: ANY, label: t('custom.any') }, ...CUISINES.map((c) => ({ value: c, label: cuisineName(c, i18n.resolvedLanguage) }))];
  const methods = [
    { value: ANY, label: t('custom.any') },
    ...COOKING_METHODS.map((m) => ({ value: m, label: cookingMethodName(m) })),
  ];
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-bold">
          <Wand2 className="size-5 text-primary" aria-hidden />
          {t('custom.title')}
        </h3>
        {locked ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            <Crown className="size-3.5" aria-hidden />
            {t('custom.proFeature')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('custom.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-cuisine`} className="text-sm font-medium">
            {t('custom.cuisine')}
          </label>
          <Select
            id={`${id}-cuisine`}
            value={props.cuisine || ANY}
            onValueChange={(v) => props.onCuisine(isCuisine(v) ? v : '')}
            options={cuisines}
            disabled={locked}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-method`} className="text-sm font-medium">
            {t('custom.method')}
          </label>
          <Select
            id={`${id}-method`}
            value={props.cookingMethod || ANY}
            onValueChange={(v) => props.onCookingMethod(isCookingMethod(v) ? v : '')}
            options={methods}
            disabled={locked}
          />
        </div>
      </div>
      {locked ? (
        <Button className="mt-auto" variant="outline" onClick={props.onUnlock}>
          <Lock className="size-4" aria-hidden />
          {t('custom.unlock')}
        </Button>
      ) : (
        <Button className="mt-auto" onClick={props.onCustomized} disabled={props.disabled} aria-describedby={props.described}>
          {t('custom.button')}
        </Button>
      )}
    </Card>
  );
}
