import { ChevronRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecipePicture } from '../../../components/recipe-picture';
import { Card } from '../../../components/ui/card';
import { cuisineName } from '../../../lib/cuisine-name';

/** What the dashboard shows of a recipe (web/app passes the cached my-recipes page). */
export interface RecentRecipe {
  id: string;
  title: string;
  cuisine: string | null;
  prep_time: number;
  cook_time: number;
  created_at: string;
  ingredients: string;
  image_url: string | null;
  ai_image_url: string | null;
}

export const RECENT_COUNT = 5;

/** The 5 most recent recipes, each with its picture; beyond 5, 'and N more' links to /my-recipes. */
export function RecentRecipes({ recipes, total }: { recipes: RecentRecipe[]; total: number }) {
  const { t, i18n } = useTranslation('dashboard');
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' });
  const more = total - RECENT_COUNT;
  return (
    <Card className="p-5" data-testid="recent-recipes">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('recent.title')}</h2>
        <Link to="/my-recipes" className="text-sm font-medium text-primary hover:underline">
          {t('recent.viewAll')}
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-border">
        {recipes.slice(0, RECENT_COUNT).map((r) => (
          <li key={r.id}>
            <Link
              to={`/recipe/${r.id}`}
              className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              <RecipePicture
                photoUrl={r.image_url}
                aiImageUrl={r.ai_image_url}
                title={r.title}
                ingredients={r.ingredients}
                className="size-14 shrink-0 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{r.title}</p>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                  {r.cuisine ? <span>{cuisineName(r.cuisine, i18n.resolvedLanguage)}</span> : null}
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden />
                    {t('minutes', { count: r.prep_time + r.cook_time })}
                  </span>
                  <time dateTime={r.created_at}>{date.format(new Date(r.created_at))}</time>
                </p>
              </div>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link to="/my-recipes" className="mt-2 inline-block text-sm font-medium text-primary hover:underline">
          {t('recent.more', { count: more })}
        </Link>
      ) : null}
    </Card>
  );
}
