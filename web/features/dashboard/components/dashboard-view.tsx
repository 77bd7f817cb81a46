import { BookOpen, ChefHat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateRecipeButton } from '../../../components/create-recipe-button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { useUsage } from '../../../lib/usage';
import { Greeting } from './greeting';
import { InspirationGrid } from './inspiration-grid';
import { PlanCard } from './plan-card';
import { RecentRecipes, type RecentRecipe } from './recent-recipes';
import { UsageCard } from './usage-card';
import { useDocumentTitle } from '../../../lib/document-title';

interface DashboardViewProps {
  givenName: string;
  recipes: RecentRecipe[];
  total: number;
  recipesPending: boolean;
  recipesError: boolean;
  /** The pantry's expiring-soon card for Pro users, composed in by web/app. */
  kitchen?: ReactNode;
}

/** /dashboard: welcome, usage, plan, total, recent recipes, inspiration. */
export function DashboardView({ givenName, recipes, total, recipesPending, recipesError, kitchen }: DashboardViewProps) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('pageTitle'));
  const usage = useUsage();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Greeting givenName={givenName} returning={!recipesPending && !recipesError && total > 0} />
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <CreateRecipeButton label={t('create')} />
      </header>

      {/* Everything below the greeting appears at once, when usage and recipes are both known:
          cards filling in one by one pushed the inspiration grid down (layout shift). */}
      {usage.isPending || recipesPending ? (
        <div className="flex min-h-64 items-center justify-center">
          <Spinner className="text-primary" />
        </div>
      ) : (
        <DashboardBody usage={usage} recipes={recipes} total={total} recipesError={recipesError} kitchen={kitchen} />
      )}
    </div>
  );
}

function DashboardBody({
  usage,
  recipes,
  total,
  recipesError,
  kitchen,
}: Pick<DashboardViewProps, 'recipes' | 'total' | 'recipesError' | 'kitchen'> & { usage: ReturnType<typeof useUsage> }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <>
      {usage.isError || recipesError ? (
        <p role="alert" className="mt-6 rounded-xl border border-danger/40 bg-danger/10 p-3 text-danger">
          {t('loadError')}
        </p>
      ) : null}

      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {usage.data ? (
          <UsageCard used={usage.data.used} limit={usage.data.limit} credits={usage.data.credits} />
        ) : (
          <Card className="col-span-2 flex items-center justify-center p-5 sm:col-span-1">{usage.isPending ? <Spinner /> : null}</Card>
        )}
        {usage.data ? (
          <PlanCard planType={usage.data.planType} billingPeriod={usage.data.billingPeriod} />
        ) : (
          <Card className="flex items-center justify-center p-5">{usage.isPending ? <Spinner /> : null}</Card>
        )}
        <Card className="col-span-2 p-5 sm:col-span-1" data-testid="total-card">
          <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
            <BookOpen className="size-4" aria-hidden />
            {t('total.title')}
          </h2>
          <p className="mt-2 text-3xl font-bold">
            {formatNumber(total, i18n.resolvedLanguage)}
          </p>
        </Card>
      </div>

      {kitchen ? <div className="mt-4">{kitchen}</div> : null}

      <div className="mt-6">
        {!recipesError && total === 0 ? (
          <Card className="flex flex-col items-center gap-3 border-dashed p-8 text-center" data-testid="create-first">
            <ChefHat className="size-10 text-primary" aria-hidden />
            <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
            <p className="max-w-md text-muted-foreground">{t('empty.text')}</p>
            <CreateRecipeButton label={t('empty.cta')} />
          </Card>
        ) : null}
        {total > 0 ? <RecentRecipes recipes={recipes} total={total} /> : null}
      </div>

      <InspirationGrid />
    </>
  );
}
