import { Loader2, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MAX_REFINE_SERVINGS, REFINE_CHANGES, refineInstructionText, type RefineChange } from '#core/recipe/refine-instruction';
import { REFINE_INSTRUCTION_MAX } from '#core/schemas/refine';
import { Button } from '../../../components/ui/button';
import { ServingsInput } from '../../../components/servings-input';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import type { OwnRecipe } from '../api/get-my-recipes';
import { useRefineRecipe } from '../api/refine-recipe';

type Language = 'en' | 'es' | 'de';
const readerLanguage = (resolved: string | undefined): Language => (resolved === 'es' || resolved === 'de' ? resolved : 'en');

/**
 * "Refine" on the owner's recipe page (docs/decisions/055-refine-and-recipe-versions.md): the
 * changes every chef understands (core/recipe/refine-instruction.ts, in the reader's language) as one
 * tap each, or free text; the new version opens when it is written, the original stays.
 * Opening moves focus to the panel's heading; Escape (or Refine again) closes it and focus goes
 * back to Refine; a refusal takes focus to its message (the controls are disabled while it works).
 * `hint` is a line under Refine that describes it; `blocked` keeps Refine focusable but inert
 * (aria-disabled) and the panel closed, for the editor while its form has unsaved changes;
 * `onPendingChange` tells the editor while a version is being written.
 */
export function RefinePanel({
  recipe,
  hint,
  blocked = false,
  onPendingChange,
}: {
  recipe: Pick<OwnRecipe, 'id' | 'servings'>;
  hint?: string;
  blocked?: boolean;
  onPendingChange?: (pending: boolean) => void;
}) {
  const { t, i18n } = useTranslation('refine');
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const navigate = useNavigate();
  const refine = useRefineRecipe(recipe.id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [servings, setServings] = useState(Math.min(MAX_REFINE_SERVINGS, Math.max(1, recipe.servings * 2)));
  const trigger = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  // Blocked (an edit in the editor's form) closes the panel: it does not come back on its own.
  if (blocked && open) setOpen(false);
  const shown = open && !blocked;
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  useEffect(() => onPendingChange?.(refine.isPending), [refine.isPending, onPendingChange]);

  const send = (instruction: string) => {
    if (!instruction.trim() || refine.isPending) return;
    refine.mutate(
      { instruction: instruction.trim(), language },
      {
        onSuccess: (version) => {
          toast('success', t('saved'));
          setOpen(false);
          setText('');
          void navigate(`/recipe/${version.id}`);
        },
      },
    );
  };
  const choose = (change: RefineChange) => send(refineInstructionText(change, language, change === 'servings' ? servings : undefined));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  const error = refine.error;
  const limit = isApiError(error, 429) && error.code === 'limit_reached';
  // The offline chef's answers carry what it understands, or why not, in the reader's language.
  const details = isApiError(error) && (error.code === 'instruction_not_understood' || error.code === 'refine_not_possible') ? error.details : undefined;
  const failed = Boolean(error) && !refine.isPending;
  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <section className="mt-4 print:hidden" data-testid="refine-panel">
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-expanded={shown}
        aria-controls={`${id}-panel`}
        aria-disabled={blocked || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (!blocked) setOpen((v) => !v);
        }}
      >
        <Wand2 aria-hidden className="size-4" />
        {t('open')}
      </Button>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {shown ? (
        <Card id={`${id}-panel`} className="mt-3 space-y-4 p-4" onKeyDown={closeOnEscape}>
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('intro')}</p>
          </div>
          <fieldset disabled={refine.isPending} className="space-y-3">
            <legend className="text-sm font-medium">{t('choices')}</legend>
            <div className="flex flex-wrap gap-2">
              {REFINE_CHANGES.filter((c) => c.change !== 'servings').map((c) => (
                <Button key={c.change} variant="secondary" size="sm" onClick={() => choose(c.change)}>
                  {c.label[language]}
                </Button>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor={`${id}-servings`} className="text-sm">
                {t('servingsLabel')}
              </label>
              <ServingsInput
                id={`${id}-servings`}
                max={MAX_REFINE_SERVINGS}
                value={servings}
                onChange={(e) => setServings(Math.min(MAX_REFINE_SERVINGS, Math.max(1, Math.round(Number(e.target.value) || 1))))}
                className="w-20 rounded-lg border border-border bg-background px-2 py-1"
              />
              <Button variant="secondary" size="sm" onClick={() => choose('servings')}>
                {refineInstructionText('servings', language, servings)}
              </Button>
            </div>
          </fieldset>
          <form onSubmit={submit} className="space-y-2">
            <label htmlFor={`${id}-text`} className="block text-sm font-medium">
              {t('freeText')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={`${id}-text`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={REFINE_INSTRUCTION_MAX}
                placeholder={t('placeholder')}
                disabled={refine.isPending}
                aria-describedby={`${id}-note`}
                className="min-h-10 w-full rounded-lg border border-border bg-background px-3 py-2"
              />
              <Button type="submit" disabled={refine.isPending || !text.trim()} className="shrink-0">
                {t('submit')}
              </Button>
            </div>
            <p id={`${id}-note`} className="text-xs text-muted-foreground">
              {t('offlineNote')} {t('countsAsGeneration')}
            </p>
          </form>
          {refine.isPending ? (
            <p role="status" aria-live="polite" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('working')}
            </p>
          ) : null}
          {error && failed ? (
            <div ref={alert} tabIndex={-1} role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
              <p>
                {errorMessage(error, t)}{' '}
                {limit ? (
                  <Link to="/pricing" className="font-medium underline underline-offset-2">
                    {t('seePlans')}
                  </Link>
                ) : null}
              </p>
              {details ? <p className="mt-1">{details}</p> : null}
            </div>
          ) : null}
        </Card>
      ) : null}
    </section>
  );
}
