import { Clock, Eye, Flame, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { formatNumber } from '../../../lib/format';
import type { DiscoverCardRecipe } from '../api/get-discover-feed';
import type { RecipeLanguage } from '../lib/reader-language';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RecipePicture } from '../../../components/recipe-picture';
import { useRecipeLabels } from './recipe-labels';
import { RelativeTime } from './relative-time';
import { VoteButtons } from './vote-buttons';

/**
 * One shared recipe in the feed; the whole card opens /discover/{shared_recipe_id}. A recipe
 * written in another language than the reader's carries a badge naming it.
 */
export function DiscoverCard({ recipe, reader }: { recipe: DiscoverCardRecipe; reader?: RecipeLanguage }) {
  const { t } = useTranslation('community');
  const labels = useRecipeLabels();
  const cuisine = labels.cuisine(recipe.cuisine);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md">
      <div className="relative aspect-[4/3] bg-muted">
        <RecipePicture photoUrl={recipe.image_url} title={recipe.title} ingredients={recipe.ingredients} className="size-full" />
        <DifficultyBadge difficulty={recipe.difficulty} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          {cuisine ? <span className="font-semibold text-primary">{cuisine}</span> : null}
          {cuisine ? <span aria-hidden>·</span> : null}
          <RelativeTime value={recipe.shared_at} />
          {reader && recipe.language !== reader ? (
            <span data-testid="language-badge" className="ml-auto rounded-full border border-border px-2 py-0.5 font-medium text-foreground">
              {t(`card.writtenIn.${recipe.language}`)}
            </span>
          ) : null}
        </div>
        <h2 className="text-lg leading-snug font-bold">
          <Link
            to={`/discover/${recipe.shared_recipe_id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {recipe.title}
          </Link>
        </h2>
        <CardFacts recipe={recipe} />
        {recipe.share_message ? (
          <blockquote className="line-clamp-3 rounded-lg bg-muted px-3 py-2 text-sm italic">
            <span className="sr-only">{t('card.creatorNote')}: </span>
            {recipe.share_message}
          </blockquote>
        ) : null}
        <CardFooter recipe={recipe} />
      </div>
    </article>
  );
}

function CardFacts({ recipe }: { recipe: DiscoverCardRecipe }) {
  const { t } = useTranslation('community');
  const method = useRecipeLabels().cookingMethod(recipe.cooking_method);
  const totalTime = recipe.prep_time + recipe.cook_time;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <li className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden />
        {t('detail.minutes', { count: totalTime })}
      </li>
      <li className="inline-flex items-center gap-1">
        <Users className="size-4" aria-hidden />
        {t('detail.servings', { count: recipe.servings })}
      </li>
      {method ? (
        <li className="inline-flex items-center gap-1">
          <Flame className="size-4" aria-hidden />
          {method}
        </li>
      ) : null}
    </ul>
  );
}

function CardFooter({ recipe }: { recipe: DiscoverCardRecipe }) {
  const { t, i18n } = useTranslation('community');
  const labels = useRecipeLabels();
  return (
    <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-3">
      <div className="flex min-w-0 items-center gap-2">
        <Avatar name={labels.avatarName(recipe.creator_display_name)} picture={recipe.creator_avatar} size="sm" />
        <span className="truncate text-sm font-medium">{labels.person(recipe.creator_display_name)}</span>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Eye className="size-4" aria-hidden />
          <span aria-hidden>{formatNumber(recipe.views_count, i18n.resolvedLanguage)}</span>
          <span className="sr-only">{t('card.views', { count: recipe.views_count })}</span>
        </span>
        <VoteButtons sharedRecipeId={recipe.shared_recipe_id} state={recipe} />
      </div>
    </div>
  );
}

/** The placeholder shape of a card while the feed loads. */
export function DiscoverCardSkeleton() {
  return (
    <div className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-card" aria-hidden>
      <div className="aspect-[4/3] bg-muted" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-muted" />
        <div className="h-5 w-3/4 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="mt-2 h-8 w-full rounded bg-muted" />
      </div>
    </div>
  );
}
