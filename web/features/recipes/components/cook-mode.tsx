import * as RadixDialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookLine } from '#core/recipe/recipe-scaling-cook';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/dialog';
import { useWakeLock } from '../hooks/use-wake-lock';
import { RunningTimers, StepTimerButtons } from './cook-mode-timers';
import { ScaledLine } from './scaled-line';

interface CookModeProps {
  open: boolean;
  onClose: () => void;
  title: string;
  steps: string[];
  /** The ingredients scaled to `servings`, as the recipe page shows them. */
  ingredients?: CookLine[];
  servings?: number;
}

/** Escape on a scaled amount whose exact value shows hides that first; the next Escape exits. */
function keepOpenForTooltip(event: KeyboardEvent) {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const amount = target?.closest('[data-testid="scaled-amount"]');
  if (amount && amount.getAttribute('data-dismissed') !== 'true') event.preventDefault();
}

/** One step at a time in large type with its one-tap timers; arrows move, Escape exits; the screen stays awake. */
export function CookMode({ open, onClose, title, steps, ingredients = [], servings = 1 }: CookModeProps) {
  useWakeLock(open);
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        {open ? (
          <CookModeContent
            title={title}
            steps={steps}
            ingredients={ingredients}
            servings={servings}
            onClose={onClose}
            onCloseAutoFocus={returnFocus}
          />
        ) : null}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function CookModeContent({
  title,
  steps,
  ingredients = [],
  servings = 1,
  onClose,
  onCloseAutoFocus,
}: Omit<CookModeProps, 'open'> & { onCloseAutoFocus: (event: Event) => void }) {
  const { t } = useTranslation('recipes');
  const [index, setIndex] = useState(0);
  const last = Math.max(0, steps.length - 1);
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      setIndex((i) => Math.min(last, Math.max(0, i + (e.key === 'ArrowRight' ? 1 : -1))));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [last]);
  return (
    <RadixDialog.Content
      aria-describedby={undefined}
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={keepOpenForTooltip}
      data-testid="cook-mode"
      className="fixed inset-0 z-50 flex flex-col bg-background text-foreground print:hidden"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-8">
        <div className="min-w-0">
          <RadixDialog.Title className="truncate text-lg font-semibold">{title}</RadixDialog.Title>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {steps.length ? t('cook.step', { current: index + 1, total: steps.length }) : t('cook.noSteps')}
          </p>
        </div>
        <RadixDialog.Close className="inline-flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary">
          <X className="size-5" aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('cook.exit')}</span>
        </RadixDialog.Close>
      </div>
      <div className="h-1.5 bg-muted" aria-hidden>
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${steps.length ? ((index + 1) / steps.length) * 100 : 0}%` }}
        />
      </div>
      {ingredients.length ? (
        <details className="border-b border-border px-4 py-2 sm:px-8" data-testid="cook-ingredients">
          <summary className="cursor-pointer rounded py-1 font-medium focus-visible:outline-2 focus-visible:outline-primary">
            {t('cook.ingredients', { count: servings })}
          </summary>
          <ul className="mt-2 grid max-h-[40vh] gap-x-8 gap-y-1.5 overflow-y-auto pb-8 text-lg sm:grid-cols-2">
            {ingredients.map((line, i) => (
              <li key={i}>
                <ScaledLine line={line} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <RunningTimers />
      {/* Not a second <main>: the dialog sits beside the page's own main landmark. A long step
          scrolls here, so the region takes focus and arrow keys can scroll it without a mouse. */}
      <div
        role="region"
        aria-label={steps.length ? t('cook.step', { current: index + 1, total: steps.length }) : t('cook.noSteps')}
        tabIndex={0}
        data-testid="cook-step-region"
        className="flex flex-1 flex-col items-center overflow-y-auto px-5 py-8 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-16"
      >
        <p className="my-auto max-w-4xl text-3xl leading-snug font-medium break-words sm:text-5xl sm:leading-tight" data-testid="cook-step">
          {steps[index] ? <InlineMarkdown text={steps[index]} /> : null}
        </p>
      </div>
      {steps[index] ? <StepTimerButtons step={steps[index]} stepNumber={index + 1} /> : null}
      <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-4 sm:px-8">
        <Button variant="outline" size="lg" onClick={() => go(index - 1)} disabled={index === 0}>
          <ChevronLeft className="size-5" aria-hidden />
          {t('cook.previous')}
        </Button>
        <p className="hidden text-sm text-muted-foreground md:block">{t('cook.hint')}</p>
        {index < last ? (
          <Button size="lg" onClick={() => go(index + 1)} autoFocus>
            {t('cook.next')}
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        ) : (
          <Button size="lg" onClick={onClose}>
            {t('cook.done')}
          </Button>
        )}
      </div>
    </RadixDialog.Content>
  );
}
