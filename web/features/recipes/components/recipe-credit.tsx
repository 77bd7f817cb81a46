import { BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CreditLine } from '../../../components/credit-line';
import type { OwnRecipe } from '../api/get-my-recipes';

/** The server's name for a creator who hides theirs (the community's "Anonymous"), shown translated. */
const ANONYMOUS = 'Anonymous';

/**
 * "Saved from <title> by <name>" on a recipe saved from the community, linking to the shared
 * recipe (docs/decisions/050-saved-community-recipes.md); nothing for the cook's own recipes. A copy
 * restored from an export whose shared recipe is gone keeps the credit without the link
 * (docs/decisions/061-export-keeps-recipe-families.md).
 */
export function RecipeCredit({ recipe }: { recipe: Pick<OwnRecipe, 'remix_of' | 'remix_of_title' | 'remix_of_creator'> }) {
  const { t } = useTranslation('recipes');
  if (!recipe.remix_of && !recipe.remix_of_title) return null;
  const creator = recipe.remix_of_creator;
  const name = !creator || creator === ANONYMOUS ? t('credit.anonymous') : creator;
  return (
    <CreditLine
      t={t}
      i18nKey="credit.savedFrom"
      icon={<BookmarkCheck className="size-4 shrink-0 text-primary" aria-hidden />}
      title={recipe.remix_of_title ?? t('credit.untitled')}
      name={name}
      sharedId={recipe.remix_of ?? null}
      testId="recipe-credit"
      className="mt-2"
    />
  );
}
