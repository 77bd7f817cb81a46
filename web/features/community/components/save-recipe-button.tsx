import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/errors';
import { useSaveRecipe } from '../api/save-recipe';

/**
 * "Save to my recipes" on a shared recipe (docs/decisions/050-saved-community-recipes.md): a copy
 * crediting the creator, which the cook can then plan and cook like any recipe of theirs.
 */
export function SaveRecipeButton({ sharedRecipeId }: { sharedRecipeId: string }) {
  const { t } = useTranslation('community');
  const save = useSaveRecipe(sharedRecipeId);
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
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => save.mutate()} disabled={save.isPending} aria-busy={save.isPending}>
        <BookmarkPlus className="size-4" aria-hidden />
        {save.isPending ? t('save.saving') : t('save.button')}
      </Button>
      {save.error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(save.error, t, t('save.failed'))}
        </p>
      ) : null}
    </div>
  );
}
