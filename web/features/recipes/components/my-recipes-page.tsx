import { BookOpen, PenLine, SearchX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateRecipeButton } from '../../../components/create-recipe-button';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useMyRecipes } from '../api/get-my-recipes';
import { distinctCuisines, filterRecipes, NO_FILTERS, type RecipeFilters } from '../lib/filter-recipes';
import { cuisineLabel } from '../lib/labels';
import { MyRecipesFilters } from './my-recipes-filters';
import { ImportRecipeButton } from './import-recipe-dialog';
import { RecipeCard } from './recipe-card';
import { useDocumentTitle } from '../../../lib/document-title';

/** /my-recipes: the user's whole history, searchable and filterable on the client. */
export function MyRecipesPage() {
  const { t, i18n } = useTranslation('recipes');
  useDocumentTitle(t('pageTitle.myRecipes'));
  const { recipes, total, isPending, isError, refetch } = useMyRecipes({ all: true });
  const [filters, setFilters] = useState<RecipeFilters>(NO_FILTERS);
  const label = useCallback((c: string | null) => cuisineLabel(t, c), [t]);
  const cuisines = useMemo(
    () =>
      distinctCuisines(recipes)
        .map((value) => ({ value, label: label(value) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.resolvedLanguage)),
    [recipes, label, i18n.resolvedLanguage],
  );
  const shown = useMemo(() => filterRecipes(recipes, filters, label), [recipes, filters, label]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('myRecipes.title')}</h1>
          {!isPending && !isError ? (
            <p className="mt-1 text-muted-foreground" data-testid="recipe-count">
              {t('myRecipes.count', { count: total })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportRecipeButton />
          <WriteRecipeLink />
          <CreateRecipeButton />
        </div>
      </header>

      {isPending ? <PageSpinner /> : null}
      {isError ? (
        <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
          <p>{t('myRecipes.loadError')}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {t('myRecipes.retry')}
          </Button>
        </div>
      ) : null}

      {!isPending && !isError && recipes.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
          <BookOpen className="size-10 text-primary" aria-hidden />
          <h2 className="text-xl font-semibold">{t('myRecipes.emptyTitle')}</h2>
          <p className="max-w-md text-muted-foreground">{t('myRecipes.emptyText')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <CreateRecipeButton label={t('myRecipes.createFirst')} />
            <WriteRecipeLink />
            <ImportRecipeButton />
          </div>
        </div>
      ) : null}

      {!isPending && !isError && recipes.length > 0 ? (
        <>
          <div className="mt-6">
            <MyRecipesFilters value={filters} onChange={setFilters} cuisines={cuisines} />
          </div>
          <p className="sr-only" aria-live="polite">
            {t('myRecipes.showing', { shown: shown.length, total: recipes.length })}
          </p>
          {shown.length === 0 ? (
            <div className="mt-10 flex flex-col items-center gap-3 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="text-xl font-semibold">{t('myRecipes.noMatches')}</h2>
              <p className="text-muted-foreground">{t('myRecipes.noMatchesHint')}</p>
              <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                {t('myRecipes.clearFilters')}
              </Button>
            </div>
          ) : (
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard recipe={recipe} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

/** To the editor: a recipe written by hand. */
function WriteRecipeLink() {
  const { t } = useTranslation('recipe-editor');
  return (
    <Link to="/recipe/new" className={buttonClass('outline', 'md')}>
      <PenLine className="size-4" aria-hidden />
      {t('write')}
    </Link>
  );
}
