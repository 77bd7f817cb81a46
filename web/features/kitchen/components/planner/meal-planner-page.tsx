import { CalendarCheck, ChevronLeft, ChevronRight, ListPlus, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addDays } from '#core/kitchen/freshness';
import { Button } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../components/ui/toaster';
import { isApiError } from '../../../../lib/api';
import { failureMessage } from '../../lib/failure';
import { useDeleteMeal, useGenerateShoppingList, useHouseholdMembers, useMeals, useSaveMeal, type Meal, type MealFields } from '../../api/meal-plans';
import { formatPlanDate, localToday, mondayOf, weekDates } from '../../lib/dates';
import { KitchenPage, LoadFailure, useKitchenAccess } from '../kitchen-page';
import { MealDialog, type PlannerRecipe, type Slot } from './meal-dialog';
import { WeekSuggestions } from './week-suggestions';
import { WeekView } from './week-view';

interface MealPlannerPageProps {
  /** The user's saved recipes (composed in by web/app from the recipes feature). */
  recipes: readonly PlannerRecipe[];
  today?: string;
}

/** /meal-planner (Pro): a week Monday to Sunday by meal type, the editor, and the list builder. */
export function MealPlannerPage({ recipes, today = localToday() }: MealPlannerPageProps) {
  const { t, i18n } = useTranslation('kitchen');
  const navigate = useNavigate();
  const access = useKitchenAccess();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const sunday = addDays(monday, 6);
  const query = useMeals(monday, sunday, access === true);
  const weekHeading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<{ slot: Slot; meal: Meal | null } | null>(null);
  const [planning, setPlanning] = useState(false);
  const planButton = useRef<HTMLButtonElement>(null);
  const from = today > monday ? today : monday;
  const save = useSaveMeal();
  const remove = useDeleteMeal();
  const generate = useGenerateShoppingList();
  const meals = query.data ?? [];
  const members = useHouseholdMembers(access === true);
  const title = t('planner.title');
  const lng = i18n.resolvedLanguage;
  const dayLabel = (date: string) => formatPlanDate(date, lng, { weekday: 'long', day: 'numeric', month: 'long' });
  const range = t('planner.weekOf', {
    start: formatPlanDate(monday, lng, { day: 'numeric', month: 'short' }),
    end: formatPlanDate(sunday, lng, { day: 'numeric', month: 'short', year: 'numeric' }),
  });

  const onSave = async (fields: MealFields) => {
    const id = open?.meal?.id ?? null;
    try {
      await save.mutateAsync({ id, json: fields });
      toast('success', id ? t('planner.toasts.updated') : t('planner.toasts.added'));
      setOpen(null);
    } catch (err) {
      toast('error', failureMessage(err, t, t('planner.toasts.saveFailed')));
    }
  };
  const onRemove = async (meal: Meal) => {
    try {
      await remove.mutateAsync(meal.id);
      toast('success', t('planner.toasts.removed'));
      // Removed from its slot (not the dialog): its button is gone, focus stays in the planner.
      if (!open) weekHeading.current?.focus();
      setOpen(null);
    } catch (err) {
      toast('error', failureMessage(err, t, t('planner.toasts.removeFailed')));
    }
  };
  const onGenerate = async () => {
    try {
      const generated = await generate.mutateAsync({ start_date: monday, end_date: sunday, today: localToday() });
      toast('success', t('planner.toasts.generated'));
      await navigate('/shopping-list', { state: { generated } });
    } catch (err) {
      const fallback = isApiError(err, 403) ? t('planner.toasts.generatePlan') : t('planner.toasts.generateFailed');
      toast('error', isApiError(err, 403) ? fallback : failureMessage(err, t, fallback));
    }
  };

  return (
    <KitchenPage
      area="planner"
      title={title}
      subtitle={t('planner.subtitle')}
      actions={
        meals.length > 0 ? (
          <Button className="h-11" onClick={() => void onGenerate()} disabled={generate.isPending}>
            <ListPlus className="size-4" aria-hidden />
            {generate.isPending ? t('planner.generating') : t('planner.generate')}
          </Button>
        ) : null
      }
    >
      <nav aria-label={range} className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" className="size-11" onClick={() => setMonday(addDays(monday, -7))} aria-label={t('planner.previousWeek')}>
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <Button variant="outline" className="h-11" onClick={() => setMonday(mondayOf(today))} disabled={monday === mondayOf(today)}>
          <CalendarCheck className="size-4" aria-hidden />
          {t('planner.thisWeek')}
        </Button>
        <Button variant="outline" size="icon" className="size-11" onClick={() => setMonday(addDays(monday, 7))} aria-label={t('planner.nextWeek')}>
          <ChevronRight className="size-5" aria-hidden />
        </Button>
        <h2 ref={weekHeading} tabIndex={-1} className="ml-1 text-lg font-semibold outline-none" aria-live="polite" data-testid="week-range">
          {range}
        </h2>
        <Button ref={planButton} variant="outline" className="h-11" onClick={() => setPlanning(true)} disabled={from > sunday || !query.data}>
          <Sparkles className="size-4" aria-hidden />
          {t('planner.suggest.open')}
        </Button>
      </nav>
      {planning && query.data ? (
        <WeekSuggestions
          key={monday}
          monday={monday}
          from={from}
          today={today}
          meals={meals}
          dayLabel={dayLabel}
          save={(json) => save.mutateAsync({ id: null, json })}
          onClose={() => {
            setPlanning(false);
            planButton.current?.focus();
          }}
        />
      ) : null}
      {query.isPending ? <PageSpinner /> : null}
      {query.isError ? <LoadFailure error={query.error} area="planner" title={title} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          {meals.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-border p-4 text-muted-foreground" data-testid="planner-empty">
              {t('planner.empty')}
            </p>
          ) : null}
          <WeekView
            days={weekDates(monday)}
            today={today}
            meals={meals}
            recipes={recipes}
            onAdd={(date, mealType) => setOpen({ slot: { date, mealType, dayLabel: dayLabel(date) }, meal: null })}
            onEdit={(meal) =>
              setOpen({ slot: { date: meal.plan_date, mealType: meal.meal_type, dayLabel: dayLabel(meal.plan_date) }, meal })
            }
            onRemove={(meal) => void onRemove(meal)}
          />
        </>
      ) : null}
      <MealDialog
        slot={open?.slot ?? null}
        meal={open?.meal ?? null}
        recipes={recipes}
        saving={save.isPending || remove.isPending}
        onSave={(fields) => void onSave(fields)}
        onRemove={(meal) => void onRemove(meal)}
        onClose={() => setOpen(null)}
        fallbackFocus={weekHeading}
        members={members.data}
        onCookFor={(eaters) => void navigate('/', { state: { cookFor: eaters.map(({ id, name }) => ({ id, name })) } })}
      />
    </KitchenPage>
  );
}
