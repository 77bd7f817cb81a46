import { ChefHat, Package, Plus, SearchX, UtensilsCrossed } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { summarizeFreshness } from '#core/kitchen/freshness';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import { CookbookMatches, type CookFromState } from '../../../../components/cookbook-matches';
import type { PantryFilter } from '#core/kernel/kitchen-options';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { PageSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toaster';
import { failureMessage } from '../../lib/failure';
import { errorMessage } from '../../../../lib/errors';
import { usePantryMatch } from '../../api/cookbook';
import { useAddShoppingItem } from '../../api/shopping';
import {
  useCreatePantryItem,
  useDeletePantryItem,
  usePantry,
  useUpdatePantryItem,
  type PantryFields,
  type PantryItem,
} from '../../api/pantry';
import { localToday } from '../../lib/dates';
import { expiringNames, filterPantry } from '../../lib/pantry-view';
import { KitchenPage, LoadFailure, useKitchenAccess } from '../kitchen-page';
import { ConfirmDelete } from './confirm-delete';
import { PantryCard } from './pantry-card';
import { PantryFilters } from './pantry-filters';
import { PantryForm } from './pantry-form';

type FormMode = { kind: 'closed' } | { kind: 'adding' } | { kind: 'editing'; item: PantryItem };

/** /pantry (Pro): filters with counts, the add/edit form, item cards, "Cook what's expiring". */
export function PantryPage({ today = localToday() }: { today?: string }) {
  const { t } = useTranslation('kitchen');
  const navigate = useNavigate();
  const access = useKitchenAccess();
  const query = usePantry(access === true);
  const items = useMemo(() => query.data ?? [], [query.data]);
  const expiring = useMemo(() => expiringNames(items, today), [items, today]);
  const title = t('pantry.title');
  const cook = () => void navigate('/', { state: { prefillIngredients: expiring } });
  const { state: cookFrom, find: findMatches, heading: matchesHeading, addMissing } = useCookFromPantry();
  return (
    <KitchenPage
      area="pantry"
      title={title}
      subtitle={t('pantry.subtitle')}
      actions={
        query.data ? (
          <>
            {items.length > 0 ? (
              <Button variant="outline" className="h-11" onClick={findMatches} disabled={cookFrom?.status === 'loading'} data-testid="find-matches">
                <UtensilsCrossed className="size-4" aria-hidden />
                {t('pantry.cookFrom')}
              </Button>
            ) : null}
            {expiring.length > 0 ? (
              <Button variant="outline" className="h-11" onClick={cook} title={t('pantry.cookExpiringHint')}>
                <ChefHat className="size-4" aria-hidden />
                {t('pantry.cookExpiring')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {query.isPending ? <PageSpinner /> : null}
      {query.isError ? <LoadFailure error={query.error} area="pantry" title={title} onRetry={() => void query.refetch()} /> : null}
      {cookFrom ? (
        <div className="mt-6">
          <CookbookMatches
            ref={matchesHeading}
            state={cookFrom}
            onCook={(match) => {
              if (match.dish_id) void navigate('/', { state: { cookDish: match.dish_id } });
            }}
            onRetry={findMatches}
            onAddMissing={addMissing}
          />
        </div>
      ) : null}
      {query.data ? <PantryContent items={items} today={today} /> : null}
    </KitchenPage>
  );
}

const recipeLanguage = (lng: string | undefined): RecipeLanguage =>
  RECIPE_LANGUAGES.find((code) => code === (lng ?? 'en').slice(0, 2)) ?? 'en';

/**
 * "What can I cook?" from the pantry (Pro, docs/product.md "Cook from what I have"): the matches,
 * the heading focused when they arrive, and the missing items of one dish put on the shopping list.
 */
function useCookFromPantry() {
  const { t, i18n } = useTranslation('kitchen');
  const match = usePantryMatch();
  const addItem = useAddShoppingItem();
  const [state, setState] = useState<CookFromState | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = state?.status;
  useEffect(() => {
    if (status && status !== 'loading') heading.current?.focus();
  }, [status]);
  const find = () => {
    setState({ status: 'loading' });
    match.mutate(recipeLanguage(i18n.resolvedLanguage), {
      onSuccess: ({ matches }) => setState({ status: 'done', matches }),
      onError: (err) => setState({ status: 'error', message: errorMessage(err, t, t('cookFrom.failed', { ns: 'common' })) }),
    });
  };
  // A name already pending merges into it and is not counted; one queued without signal counts.
  const addMissing = async (names: string[]) => {
    let added = 0;
    for (const name of names) {
      const result = await addItem.mutateAsync({ name });
      if (!result?.merged) added += 1;
    }
    return added;
  };
  return { state, find, heading, addMissing };
}

function PantryContent({ items, today }: { items: PantryItem[]; today: string }) {
  const { t } = useTranslation('kitchen');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<PantryFilter>('all');
  const [form, setForm] = useState<FormMode>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<PantryItem | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const create = useCreatePantryItem();
  const update = useUpdatePantryItem();
  const remove = useDeletePantryItem();
  const counts = useMemo(() => summarizeFreshness(items, today), [items, today]);
  const shown = useMemo(() => filterPantry(items, filter, today), [items, filter, today]);

  // Several items come from a typed list (pantry-form.tsx): each is added, told in one toast.
  const save = async (list: PantryFields[]) => {
    let added = 0;
    try {
      if (form.kind === 'editing' && list[0]) {
        await update.mutateAsync({ id: form.item.id, json: list[0] });
        toast('success', t('pantry.toasts.updated'));
      } else {
        for (const fields of list) {
          await create.mutateAsync(fields);
          added += 1;
        }
        toast('success', list.length > 1 ? t('pantry.toasts.addedMany', { count: added }) : t('pantry.toasts.added'));
      }
      setForm({ kind: 'closed' });
    } catch (err) {
      if (added > 0) toast('success', t('pantry.toasts.addedMany', { count: added }));
      toast('error', failureMessage(err, t, t('pantry.toasts.saveFailed')));
    }
  };
  const confirmDelete = async (item: PantryItem) => {
    try {
      await remove.mutateAsync(item.id);
      toast('success', t('pantry.toasts.deleted'));
    } catch (err) {
      toast('error', failureMessage(err, t, t('pantry.toasts.deleteFailed')));
    }
    setDeleting(null);
  };

  return (
    <>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PantryFilters value={filter} onChange={setFilter} counts={counts} />
        <Button ref={addButton} className="h-11" onClick={() => setForm({ kind: 'adding' })}>
          <Plus className="size-4" aria-hidden />
          {t('pantry.add')}
        </Button>
      </div>
      {items.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center">
          <Package className="size-10 text-primary" aria-hidden />
          <h2 className="text-xl font-semibold">{t('pantry.emptyTitle')}</h2>
          <p className="max-w-md text-muted-foreground">{t('pantry.emptyText')}</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-xl font-semibold">
            {t('pantry.emptyFilterTitle', { filter: t(`pantry.filters.${filter}`).toLowerCase() })}
          </h2>
          <p className="text-muted-foreground">{t('pantry.emptyFilterText')}</p>
          <Button variant="outline" className="h-11" onClick={() => setFilter('all')}>
            {t('pantry.showAll')}
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t(`pantry.filters.${filter}`)}>
          {shown.map((item) => (
            <li key={item.id}>
              <PantryCard
                item={item}
                today={today}
                onEdit={() => setForm({ kind: 'editing', item })}
                onDelete={() => setDeleting(item)}
                onUse={() => void navigate('/', { state: { prefillIngredient: item.name } })}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={form.kind !== 'closed'}
        onOpenChange={(open) => {
          if (!open) setForm({ kind: 'closed' });
        }}
        title={form.kind === 'editing' ? t('pantry.editTitle') : t('pantry.addTitle')}
      >
        {form.kind !== 'closed' ? (
          <PantryForm
            key={form.kind === 'editing' ? form.item.id : 'new'}
            item={form.kind === 'editing' ? form.item : null}
            saving={create.isPending || update.isPending}
            onSubmit={(fields) => void save(fields)}
            onCancel={() => setForm({ kind: 'closed' })}
          />
        ) : null}
      </Dialog>
      <ConfirmDelete
        item={deleting}
        pending={remove.isPending}
        onConfirm={(item) => void confirmDelete(item)}
        onCancel={() => setDeleting(null)}
        fallbackFocus={addButton}
      />
    </>
  );
}
