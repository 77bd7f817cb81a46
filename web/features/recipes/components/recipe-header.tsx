import { ArrowLeft, ChefHat, Clock, ExternalLink, Pencil, Printer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import type { OwnRecipe } from '../api/get-my-recipes';
import { appHasHistory, backTarget } from '../lib/back-target';
import { totalMinutes } from '../lib/filter-recipes';
import { cuisineLabel, methodLabel } from '../lib/labels';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RecipeCredit } from './recipe-credit';
import { scaleServingsMentions } from '#core/recipe/recipe-scaling-servings';

interface RecipeHeaderProps {
  recipe: OwnRecipe;
  /** The servings shown (scaled on the page); defaults to the recipe's own. */
  servings?: number;
  onCook: () => void;
  /** Extra actions from other features (the community's share button). */
  actions?: ReactNode;
  /** A household reader's view: no Edit. */
  readOnly?: boolean;
}

/** Back button, actions, title, cuisine and method, times, servings and difficulty. */
export function RecipeHeader({ recipe, servings = recipe.servings, onCook, actions, readOnly = false }: RecipeHeaderProps) {
  const { t } = useTranslation('recipes');
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    const target = backTarget({
      search: location.search,
      referrer: document.referrer,
      hasHistory: appHasHistory(window.history.state),
    });
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to);
  };
  const times = [
    ['prep', recipe.prep_time],
    ['cook', recipe.cook_time],
    ['total', totalMinutes(recipe)],
  ] as const;
  return (
    <header>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="ghost" onClick={goBack} className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden />
          {t('detail.back')}
        </Button>
        <div className="flex flex-wrap gap-2">
          {actions}
          {readOnly ? null : (
            <Link to={`/recipe/${recipe.id}/edit`} className={buttonClass('outline', 'md')}>
              <Pencil className="size-4" aria-hidden />
              {t('edit', { ns: 'recipe-editor' })}
            </Link>
          )}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden />
            {t('detail.print')}
          </Button>
          <Button onClick={onCook} data-testid="cook-mode-open">
            <ChefHat className="size-4" aria-hidden />
            {t('detail.cookMode')}
          </Button>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <DifficultyBadge difficulty={recipe.difficulty} />
        {recipe.cuisine ? <span>{cuisineLabel(t, recipe.cuisine)}</span> : null}
        {recipe.cooking_method ? <span aria-hidden>·</span> : null}
        {recipe.cooking_method ? <span>{methodLabel(t, recipe.cooking_method)}</span> : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{recipe.title}</h1>
      {/* The description follows the servings shown ("Serves 4" becomes "Serves 6"). */}
      {recipe.description ? <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{scaleServingsMentions(recipe.description, recipe.servings, servings)}</p> : null}
      <RecipeSource url={recipe.source_url} />
      <RecipeCredit recipe={recipe} />
      <dl className="mt-4 flex flex-wrap gap-3">
        {times.map(([key, minutes]) => (
          <div key={key} className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 print:bg-transparent print:px-0">
            <Clock className="size-4 text-primary" aria-hidden />
            <dt className="text-sm text-muted-foreground">{t(`detail.${key}`)}</dt>
            <dd className="font-semibold">{t('card.minutes', { count: minutes })}</dd>
          </div>
        ))}
        <div className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 print:bg-transparent print:px-0">
          <Users className="size-4 text-primary" aria-hidden />
          <dt className="text-sm text-muted-foreground">{t('servings.label')}</dt>
          <dd className="font-semibold" data-testid="header-servings">
            {servings}
          </dd>
        </div>
      </dl>
    </header>
  );
}

/** "Source: host" linking out to the page an imported recipe came from (http/https only). */
function RecipeSource({ url }: { url: string | null }) {
  const { t } = useTranslation('import');
  const parsed = parseUrl(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      <a href={parsed.href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all underline underline-offset-2 hover:text-foreground">
        {t('source', { host: parsed.hostname.replace(/^www\./, '') })}
        <ExternalLink className="size-3.5 shrink-0 print:hidden" aria-hidden />
      </a>
      {/* On paper a link cannot be followed: the address itself is printed. */}
      <span className="hidden break-all print:inline" data-testid="source-address">
        {' '}
        ({parsed.href})
      </span>
    </p>
  );
}

function parseUrl(url: string | null): URL | null {
  try {
    return url ? new URL(url) : null;
  } catch {
    return null;
  }
}
