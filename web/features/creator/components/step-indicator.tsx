import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { CREATOR_STEPS, type CreatorStep } from '../creator-state';

/** The three-step progress indicator; the current step carries aria-current="step". */
export function StepIndicator({ step }: { step: CreatorStep }) {
  const { t } = useTranslation('creator');
  const current = CREATOR_STEPS.indexOf(step);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-start justify-center gap-1 sm:items-center sm:gap-4">
        {CREATOR_STEPS.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={name} className="flex items-start gap-1 sm:items-center sm:gap-4" aria-current={active ? 'step' : undefined}>
              {index > 0 ? (
                <span
                  aria-hidden
                  className={cn('mt-4 h-0.5 w-8 sm:mt-0 sm:w-12', done || active ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
              <span className="flex w-20 flex-col items-center gap-1 sm:w-auto sm:flex-row sm:gap-2">
                <span
                  aria-hidden
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full text-sm font-bold',
                    active && 'bg-primary text-primary-foreground ring-4 ring-primary/20',
                    done && 'bg-primary/15 text-primary',
                    !active && !done && 'bg-muted text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span className={cn('text-center text-xs sm:text-sm', active ? 'font-semibold' : 'text-muted-foreground')}>
                  {t(`steps.${name}`)}
                  {done ? <span className="sr-only"> {t('steps.done')}</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
