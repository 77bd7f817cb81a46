import { ArrowUpDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '#core/ingredients/number-input';
import { CATEGORY_IDS, CONVERTER_DEFAULTS, convertUnits, roundResult, unitsOf, type ConverterCategory, type ConverterUnit } from '#core/kitchen/unit-converter';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

const fieldClass = 'h-10 w-full rounded-lg border border-border bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-primary';

/**
 * Converts weight, volume, length and temperature. The amount is read in the interface language
 * ("1,5" in es and de) and the result shown the same way, to at most four decimals; there is a
 * result only for a number. The swap button converts the other way.
 */
export function ConverterPanel() {
  const { t } = useTranslation('tools');
  const { language, number } = useFormat();
  const id = useId();
  const [category, setCategory] = useState<ConverterCategory>('weight');
  const [units, setUnits] = useState<{ from: string; to: string }>(CONVERTER_DEFAULTS.weight);
  const [text, setText] = useState('1');
  const value = parseAmountInput(text, language);
  const from = units.from as ConverterUnit;
  const to = units.to as ConverterUnit;
  const result = value === null ? null : roundResult(convertUnits(category, value, from as never, to as never), category);

  const pickCategory = (next: ConverterCategory) => {
    setCategory(next);
    setUnits(CONVERTER_DEFAULTS[next]);
  };
  const unitOptions = (unitsOf(category) as ConverterUnit[]).map((unit) => (
    <option key={unit} value={unit}>
      {t(`converter.units.${unit}`)}
    </option>
  ));

  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label={t('converter.category')} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {CATEGORY_IDS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={category === c}
            onClick={() => pickCategory(c)}
            className={cn(
              'rounded-md px-2 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary',
              category === c ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`converter.categories.${c}`)}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-value`} className="text-sm font-medium">
          {t('converter.value')}
        </label>
        <input
          id={`${id}-value`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={text.trim() !== '' && value === null}
          aria-describedby={`${id}-result`}
          className={cn(fieldClass, 'mt-1')}
        />
      </div>
      <label className="block text-sm font-medium">
        {t('converter.from')}
        <select className={cn(fieldClass, 'mt-1 px-2')} value={units.from} onChange={(e) => setUnits({ ...units, from: e.target.value })}>
          {unitOptions}
        </select>
      </label>
      <div className="flex justify-center">
        <Button variant="outline" size="sm" aria-label={t('converter.swap')} onClick={() => setUnits({ from: units.to, to: units.from })}>
          <ArrowUpDown aria-hidden className="size-4" />
        </Button>
      </div>
      <label className="block text-sm font-medium">
        {t('converter.to')}
        <select className={cn(fieldClass, 'mt-1 px-2')} value={units.to} onChange={(e) => setUnits({ ...units, to: e.target.value })}>
          {unitOptions}
        </select>
      </label>
      <output id={`${id}-result`} aria-live="polite" className="block rounded-lg bg-muted p-3 text-center">
        {result === null ? (
          <span className="text-sm text-muted-foreground">{text.trim() === '' ? t('converter.enterNumber') : t('converter.notNumber')}</span>
        ) : (
          <>
            <span className="sr-only">{t('converter.result')}: </span>
            <span className="text-2xl font-bold tabular-nums" data-testid="converter-result">
              {number(result, { maximumFractionDigits: 4 })} {t(`converter.short.${to}`)}
            </span>
          </>
        )}
      </output>
    </div>
  );
}
