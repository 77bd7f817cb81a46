import { Bot, ChefHat, Clock, ExternalLink, RotateCcw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { CreatedRecipe } from '../creator-state';
import { ingredientLines, instructionSteps } from '#core/recipe/recipe-text';
import { InlineMarkdown } from '../../../components/inline-markdown';
import { InstructionSteps } from '../../../components/instruction-steps';
import { RecipePicture } from '../../../components/recipe-picture';
import { cookingMethodName, cuisineName } from '../../../lib/cuisine-name';

/** The recipe step: the saved recipe, the offline chef's label, a link to it and 'New recipe'. */
export function RecipeView({ recipe, onNew }: { recipe: CreatedRecipe; onNew: () => void }) {
  const { t } = useTranslation('creator');
  return (
    <article className="flex flex-col gap-4" aria-labelledby="created-recipe-title">
      {recipe.provider === 'offline' ? (
        <div className="flex items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm" data-testid="offline-chef">
          <Bot className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          <p>
            <strong>{t('recipe.offline')}</strong>
            <span className="block text-muted-foreground">{t('recipe.offlineHint')}</span>
          </p>
        </div>
      ) : null}
      <Card className="flex flex-col gap-5">
        <RecipeHeader recipe={recipe} />
        <RecipePicture
          photoUrl={recipe.image_url}
          aiImageUrl={recipe.ai_image_url}
          title={recipe.title}
          ingredients={recipe.ingredients}
          alt={recipe.image_url ? t('recipe.photo') : undefined}
          loading="eager"
          className="aspect-[16/9] max-h-80 w-full rounded-xl"
        />
        <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <section>
            <h3 className="mb-2 text-lg font-bold">{t('recipe.ingredients')}</h3>
            <ul className="list-disc space-y-1 pl-5">
              {ingredientLines(recipe.ingredients).map((line, i) => (
                <li key={i}>
                  <InlineMarkdown text={line} />
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h3 className="mb-2 text-lg font-bold">{t('recipe.instructions')}</h3>
            <InstructionSteps steps={instructionSteps(recipe.instructions)} data-testid="recipe-steps" />
          </section>
        </div>
      </Card>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ChefHat className="size-4" aria-hidden />
          {t('recipe.saved')}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={`/recipe/${recipe.id}`} className={buttonClass('outline')}>
            <ExternalLink className="size-4" aria-hidden />
            {t('recipe.open')}
          </Link>
          <Button onClick={onNew}>
            <RotateCcw className="size-4" aria-hidden />
            {t('recipe.new')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Difficulty, cuisine and method, title, description, times and servings. */
function RecipeHeader({ recipe }: { recipe: CreatedRecipe }) {
  const { t, i18n } = useTranslation('creator');
  const times = [
    { key: 'prep', value: recipe.prep_time },
    { key: 'cook', value: recipe.cook_time },
    { key: 'total', value: recipe.prep_time + recipe.cook_time },
  ] as const;
  return (
    <header className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
          {t(`recipe.difficulty.${recipe.difficulty}`)}
        </span>
        {recipe.cuisine ? <span className="text-sm text-muted-foreground">{cuisineName(recipe.cuisine, i18n.resolvedLanguage)}</span> : null}
        {recipe.cooking_method ? (
          <span className="text-sm text-muted-foreground">· {cookingMethodName(recipe.cooking_method)}</span>
        ) : null}
      </div>
      <h2 id="created-recipe-title" className="text-2xl font-bold sm:text-3xl">
        {recipe.title}
      </h2>
      {recipe.description ? <p className="text-muted-foreground">{recipe.description}</p> : null}
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {times.map(({ key, value }) => (
          <div key={key} className="flex items-center gap-1.5">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            <dt className="text-muted-foreground">{t(`recipe.${key}`)}</dt>
            <dd className="font-semibold">{t('recipe.minutes', { count: value })}</dd>
          </div>
        ))}
        <div className="flex items-center gap-1.5">
          <Users className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">{t('recipe.servingsLabel')}</dt>
          <dd className="font-semibold">{t('recipe.servings', { count: recipe.servings })}</dd>
        </div>
      </dl>
    </header>
  );
}
