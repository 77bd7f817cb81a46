import { useTranslation } from 'react-i18next';
import type { OwnRecipe } from '../api/get-my-recipes';
import { modelLabel } from '../lib/model-label';

/** Which model wrote the recipe (docs/decisions/038-dish-pictures-the-ai-picture-queue.md); nothing for a recipe no model wrote. */
export function WrittenBy({ recipe }: { recipe: Pick<OwnRecipe, 'provider' | 'model'> }) {
  const { t } = useTranslation('pictures');
  if (recipe.provider === 'offline' && recipe.model) {
    return <p data-testid="written-by">{t('writtenByOffline')}</p>;
  }
  const label = modelLabel(recipe);
  return label ? <p data-testid="written-by">{t('writtenBy', { model: label })}</p> : null;
}
