import { Check, ChefHat, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { LOADING_STAGES, useLoadingStages } from '../hooks/use-loading-stages';

/**
 * The four-stage overlay shown while a recipe is generated, until its first line arrives. It is
 * a live status region and takes no focus; the page behind it is made inert by the creator while
 * it is visible. `hideAtOnce`: the recipe is showing, so the overlay leaves without lingering.
 */
export function LoadingOverlay({ active, hideAtOnce = false }: { active: boolean; hideAtOnce?: boolean }) {
  const { t } = useTranslation('creator');
  const { visible, stage } = useLoadingStages(active, !hideAtOnce);
  if (!visible) return null;
  const current = LOADING_STAGES[stage] ?? 'analyzing';
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-background/80 p-4 backdrop-blur-sm">
      <div
        role="status"
        aria-live="polite"
        aria-busy={active}
        className="w-full max-w-sm rounded-2xl border border-border bg-card p-6 shadow-xl"
      >
        <div className="flex flex-col items-center gap-2 text-center">
          <ChefHat className="size-10 animate-bounce text-primary" aria-hidden />
          <p className="text-lg font-bold">{t('overlay.title')}</p>
          <p className="text-sm text-muted-foreground" data-testid="overlay-stage">
            {t(`overlay.stages.${current}`)}
          </p>
        </div>
        <ol className="mt-4 space-y-2" aria-hidden>
          {LOADING_STAGES.map((name, index) => (
            <li
              key={name}
              className={cn(
                'flex items-center gap-2 text-sm',
                index > stage ? 'text-muted-foreground' : 'font-medium',
              )}
            >
              {index < stage ? (
                <Check className="size-4 text-success" />
              ) : index === stage ? (
                <Loader2 className="size-4 animate-spin text-primary" />
              ) : (
                <span className="size-4 rounded-full border border-border" />
              )}
              {t(`overlay.stages.${name}`)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
