import { useTranslation } from 'react-i18next';
import type { PaidPlanType } from '#core/kernel/plans';
import { cn } from '../../../lib/cn';
import { PRO_PERIODS } from '../lib/pricing-display';

interface PeriodSwitchProps {
  value: PaidPlanType;
  onChange: (period: PaidPlanType) => void;
}

/** The Pro billing-period switch: native radios (arrow keys move between them), styled as a segmented control. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useTranslation('pricing');
  return (
    <fieldset>
      <legend className="sr-only">{t('periods.label')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1">
        {PRO_PERIODS.map((period) => (
          <label
            key={period}
            className={cn(
              'relative cursor-pointer rounded-lg px-2 py-2 text-center text-sm font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
              value === period ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="pro-period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`periods.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
