import { CalendarDays, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { useShoppingList } from '../../api/shopping';
import { KitchenPage, LoadFailure, useKitchenAccess } from '../kitchen-page';
import { GenerationReport, readGenerated } from './generation-report';
import { ShoppingAddForm } from './shopping-add-form';
import { ShoppingSections } from './shopping-sections';
import { useShoppingActions } from './use-shopping-actions';

/**
 * /shopping-list (Pro): the checklist first, then the add form and the basket; the planner's
 * report, when the list was just built from the plan, is one collapsed line above the checklist.
 */
export function ShoppingListPage() {
  const { t } = useTranslation('kitchen');
  const location = useLocation();
  const navigate = useNavigate();
  const access = useKitchenAccess();
  const query = useShoppingList(access === true);
  const actions = useShoppingActions();
  const generated = readGenerated(location.state);
  const title = t('shopping.title');
  return (
    <KitchenPage area="shopping" title={title} subtitle={t('shopping.subtitle')}>
      {generated ? (
        <GenerationReport result={generated} onDismiss={() => void navigate(location.pathname, { replace: true, state: null })} />
      ) : null}
      {query.isPending ? <PageSpinner /> : null}
      {query.isError ? <LoadFailure error={query.error} area="shopping" title={title} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.length === 0 ? (
        <div className="mt-6">
          <ShoppingAddForm onAdd={actions.add} adding={actions.adding} />
        </div>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
          <ShoppingCart className="size-10 text-primary" aria-hidden />
          <h2 className="text-xl font-semibold">{t('shopping.emptyTitle')}</h2>
          <p className="max-w-md text-muted-foreground">{t('shopping.emptyText')}</p>
          <Link to="/meal-planner" className={buttonClass('outline', 'md', 'h-11')}>
            <CalendarDays className="size-4" aria-hidden />
            {t('shopping.openPlanner')}
          </Link>
        </div>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ShoppingSections items={query.data} actions={actions} aside={<ShoppingAddForm onAdd={actions.add} adding={actions.adding} />} />
      ) : null}
    </KitchenPage>
  );
}
