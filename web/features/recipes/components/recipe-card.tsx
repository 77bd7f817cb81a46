import { Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnRecipe } from '../api/get-my-recipes';
import { totalMinutes } from '../lib/filter-recipes';
import { cuisineLabel } from '../lib/labels';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RecipePicture } from '../../../components/recipe-picture';

/** A My recipes card: picture (photo, AI picture or illustration), difficulty, title, cuisine, total minutes, servings, creation date. */
export function RecipeCard({ recipe }: { recipe: OwnRecipe }) {
  const { t, i18n } = useTranslation('recipes');
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(recipe.created_at),
  );
  return (
    <Link
      to={`/recipe/${recipe.id}?from=my-recipes`}
      className="group flex h-full overflow-hidden rounded-2xl border border-border bg-card shadow-sm sm:flex-col transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-testid="recipe-card"
    >
      <div className="relative w-28 shrink-0 sm:w-full">
        <RecipePicture
          photoUrl={recipe.image_url}
          aiImageUrl={recipe.ai_image_url}
          title={recipe.title}
          ingredients={recipe.ingredients}
          className="h-full min-h-28 w-full sm:aspect-[4/3] sm:h-auto"
        />
        <DifficultyBadge difficulty={recipe.difficulty} className="absolute top-3 left-3 hidden shadow-sm sm:inline-block" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <DifficultyBadge difficulty={recipe.difficulty} className="self-start sm:hidden" />
        <h2 className="line-clamp-2 text-lg font-semibold group-hover:text-primary">{recipe.title}</h2>
        {recipe.cuisine ? <p className="text-sm text-muted-foreground">{cuisineLabel(t, recipe.cuisine)}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {t('card.minutes', { count: totalMinutes(recipe) })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {t('card.servings', { count: recipe.servings })}
          </span>
          <span className="text-xs sm:ml-auto">
            <time dateTime={recipe.created_at}>{created}</time>
          </span>
        </div>
      </div>
    </Link>
  );
}
