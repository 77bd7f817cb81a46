import { Loader2, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { instructionSteps } from '#core/recipe/recipe-text';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { InstructionSteps } from '../../../components/instruction-steps';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { draftPhase, type RecipeDraft } from '../recipe-draft';

/** A grey bar where a part of the recipe has not been written yet. */
const Pending = ({ className }: { className: string }) => (
  <span className={`block animate-pulse rounded bg-muted ${className}`} aria-hidden />
);

/**
 * The recipe while it is being written: lines appear as the stream delivers them. Screen readers
 * hear one polite message per phase (title, ingredients, steps), not every line; the list itself
 * is `aria-busy` until the saved recipe replaces it. Focus moves here when it appears; 'Stop
 * writing' cancels (nothing is saved or counted).
 */
export function StreamingRecipe({ draft, onCancel }: { draft: RecipeDraft; onCancel: () => void }) {
  const { t } = useTranslation('creator');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const phase = draftPhase(draft);

  return (
    <article ref={ref} tabIndex={-1} className="flex flex-col gap-4 outline-none" aria-labelledby="streaming-recipe-title" data-testid="streaming-recipe">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="stream-status">
          <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden />
          <span>
            {draft.restart ? `${t(`stream.restart.${draft.restart}`)} ` : ''}
            {t(`stream.phase.${phase}`, { title: draft.title })}
          </span>
        </p>
        <Button variant="outline" onClick={onCancel}>
          <Square className="size-4" aria-hidden />
          {t('stream.cancel')}
        </Button>
      </div>
      <Card className="flex flex-col gap-5" aria-busy>
        <header className="flex flex-col gap-2">
          <h2 id="streaming-recipe-title" className="text-2xl font-bold sm:text-3xl">
            {draft.title || <Pending className="h-8 w-2/3" />}
            {draft.title ? null : <span className="sr-only">{t('stream.label')}</span>}
          </h2>
          {draft.description ? <p className="text-muted-foreground">{draft.description}</p> : null}
        </header>
        <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <section>
            <h3 className="mb-2 text-lg font-bold">{t('recipe.ingredients')}</h3>
            {draft.ingredients.length ? (
              <ul className="list-disc space-y-1 pl-5" data-testid="streaming-ingredients">
                {draft.ingredients.map((line, i) => (
                  <li key={i}>
                    <InlineMarkdown text={line} />
                  </li>
                ))}
              </ul>
            ) : (
              <Pending className="h-4 w-1/2" />
            )}
          </section>
          <section>
            <h3 className="mb-2 text-lg font-bold">{t('recipe.instructions')}</h3>
            {draft.steps.length ? <InstructionSteps steps={instructionSteps(draft.steps.join('\n'))} data-testid="streaming-steps" /> : <Pending className="h-4 w-3/4" />}
          </section>
        </div>
      </Card>
    </article>
  );
}
