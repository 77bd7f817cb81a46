import { BookmarkCheck, BookmarkPlus, Wand2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFINE_CHANGES, refineInstructionText } from '#core/recipe/refine-instruction';
import { REFINE_INSTRUCTION_MAX } from '#core/schemas/refine';
import { Button, buttonClass } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errors';
import { useSaveRecipe } from '../api/save-recipe';

type Language = 'en' | 'es' | 'de';
const readerLanguage = (resolved: string | undefined): Language => (resolved === 'es' || resolved === 'de' ? resolved : 'en');

/**
 * "Save to my recipes" on a shared recipe (docs/decisions/050-saved-community-recipes.md): a copy
 * crediting the creator, which the cook can then plan and cook like any recipe of theirs. "Save
 * with a change" saves it refined by an instruction (docs/decisions/055-refine-and-recipe-versions.md),
 * suggesting the changes every chef understands in the reader's language.
 */
export function SaveRecipeButton({ sharedRecipeId }: { sharedRecipeId: string }) {
  const { t, i18n } = useTranslation('community');
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const save = useSaveRecipe(sharedRecipeId);
  const [changing, setChanging] = useState(false);
  const [instruction, setInstruction] = useState('');
  if (save.data) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <BookmarkCheck className="size-5 text-primary" aria-hidden />
        <span>{t(save.data.created ? 'save.saved' : 'save.alreadySaved')}</span>
        <Link to={`/recipe/${save.data.recipe.id}`} className={buttonClass('outline', 'sm')}>
          {t('save.open')}
        </Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (instruction.trim()) save.mutate({ instruction: instruction.trim(), language });
  };
  const error = save.error;
  // The offline chef says what it understands, or why it cannot, in the reader's language.
  const details = isApiError(error) && (error.code === 'instruction_not_understood' || error.code === 'refine_not_possible') ? error.details : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => save.mutate(undefined)} disabled={save.isPending} aria-busy={save.isPending && !save.variables}>
          <BookmarkPlus className="size-4" aria-hidden />
          {save.isPending && !save.variables ? t('save.saving') : t('save.button')}
        </Button>
        <Button
          variant="outline"
          onClick={() => setChanging((v) => !v)}
          aria-expanded={changing}
          aria-controls={`${id}-change`}
          disabled={save.isPending}
        >
          <Wand2 className="size-4" aria-hidden />
          {t('save.withChange')}
        </Button>
      </div>
      {changing ? (
        <form id={`${id}-change`} onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={`${id}-instruction`} className="text-sm font-medium">
            {t('save.changeLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-instruction`}
              list={`${id}-changes`}
              value={instruction}
              onChange={(e) => setInstruction(e.target.value)}
              maxLength={REFINE_INSTRUCTION_MAX}
              placeholder={t('save.changePlaceholder')}
              disabled={save.isPending}
              aria-describedby={`${id}-note`}
              className="min-h-10 w-full rounded-lg border border-border bg-background px-3 py-2"
            />
            <datalist id={`${id}-changes`}>
              {REFINE_CHANGES.map((c) => (
                <option key={c.change} value={refineInstructionText(c.change, language)} />
              ))}
            </datalist>
            <Button type="submit" disabled={save.isPending || !instruction.trim()} aria-busy={save.isPending && Boolean(save.variables)} className="shrink-0">
              {save.isPending && save.variables ? t('save.changing') : t('save.changeSubmit')}
            </Button>
          </div>
          <p id={`${id}-note`} className="text-xs text-muted-foreground">
            {t('save.changeNote')}
          </p>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(error, t, t('save.failed'))}
          {details ? <span className="mt-1 block">{details}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
