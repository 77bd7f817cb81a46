import { GitBranch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecipeVersions } from '../api/refine-recipe';

/**
 * The recipe's family (docs/decisions/055-refine-and-recipe-versions.md): the original and its
 * refinements, each one tap away, the one on screen marked. Hidden for a recipe never refined.
 */
export function RecipeVersions({ recipeId }: { recipeId: string }) {
  const { t, i18n } = useTranslation('refine');
  const query = useRecipeVersions(recipeId);
  const versions = query.data?.versions ?? [];
  if (versions.length < 2) return null;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <nav aria-label={t('versions')} className="mt-4 print:hidden" data-testid="recipe-versions">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <GitBranch aria-hidden className="size-4 text-primary" />
        {t('versions')}
      </h2>
      <ol className="mt-2 flex flex-col gap-1">
        {versions.map((version) => {
          const current = version.id === recipeId;
          return (
            <li key={version.id}>
              <Link
                to={`/recipe/${version.id}`}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-10 flex-wrap items-baseline gap-x-2 rounded-lg px-3 py-2 text-sm ${
                  current ? 'bg-primary/10 font-medium' : 'hover:bg-muted'
                }`}
              >
                <span>{version.original ? t('original') : (version.refine_instruction ?? t('refinement'))}</span>
                <span className="text-muted-foreground">
                  {version.title} · {date.format(new Date(version.created_at))}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
