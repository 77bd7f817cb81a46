import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type MealType } from '#core/kernel/kitchen-options';
import { cn } from '../../../../lib/cn';
import { useMediaQuery } from '../../../../lib/use-media-query';
import type { Meal } from '../../api/meal-plans';
import { formatPlanDate } from '../../lib/dates';
import type { PlannerRecipe } from './meal-dialog';
import { SlotCell } from './slot-cell';

interface WeekViewProps {
  days: string[];
  today: string;
  meals: Meal[];
  /** The user's recipes: a planned recipe shows its picture. */
  recipes?: readonly PlannerRecipe[];
  onAdd: (date: string, mealType: MealType) => void;
  onEdit: (meal: Meal) => void;
  onRemove: (meal: Meal) => void;
}

/** Meals of one slot, in the order they were planned. */
function inSlot(meals: Meal[], date: string, mealType: MealType) {
  return meals.filter((m) => m.plan_date === date && m.meal_type === mealType);
}

/** The cell of one day and meal type, the same in the grid and the phone list. */
function slotRenderer({ meals, recipes, onAdd, onEdit, onRemove }: Omit<WeekViewProps, 'days' | 'today'>) {
  return function slot(day: { date: string; long: string }, mealType: MealType) {
    return (
      <SlotCell
        meals={inSlot(meals, day.date, mealType)}
        mealType={mealType}
        recipes={recipes}
        dayLabel={day.long}
        onAdd={() => onAdd(day.date, mealType)}
        onEdit={onEdit}
        onRemove={onRemove}
      />
    );
  };
}

/**
 * The week: a grid of 7 day columns by meal-type rows from 1024 px up (narrower columns squeeze
 * the titles); below that a day-by-day list, two days a row on tablets (nothing scrolls sideways).
 */
export function WeekView(props: WeekViewProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  return wide ? <WeekGrid {...props} /> : <DayList {...props} />;
}

function useDayLabels(days: string[]) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage;
  return days.map((date) => ({
    date,
    long: formatPlanDate(date, lng, { weekday: 'long', day: 'numeric', month: 'long' }),
    weekday: formatPlanDate(date, lng, { weekday: 'short' }),
    short: formatPlanDate(date, lng, { day: 'numeric', month: 'short' }),
  }));
}

function WeekGrid({ days, today, ...handlers }: WeekViewProps) {
  const slot = slotRenderer(handlers);
  const { t } = useTranslation('kitchen');
  const labels = useDayLabels(days);
  return (
    <table className="mt-6 w-full table-fixed border-separate border-spacing-1" data-testid="week-grid">
      <caption className="sr-only">{t('planner.title')}</caption>
      <thead>
        <tr>
          <td className="w-24" />
          {labels.map((day) => (
            <th
              key={day.date}
              scope="col"
              aria-label={day.long}
              className={cn('rounded-lg px-1 py-2 text-center text-sm', day.date === today && 'bg-primary text-primary-foreground')}
            >
              <span className="block font-semibold">{day.weekday}</span>
              <span className="block text-xs font-normal">{day.short}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MEAL_TYPES.map((mealType) => (
          <tr key={mealType}>
            <th scope="row" className="pr-2 text-left align-top text-sm font-semibold text-muted-foreground">
              <span className="block pt-4">{t(`mealTypes.${mealType}`)}</span>
            </th>
            {labels.map((day) => (
              <td key={day.date} className="align-top">
                {slot(day, mealType)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayList({ days, today, ...handlers }: WeekViewProps) {
  const slot = slotRenderer(handlers);
  const { t } = useTranslation('kitchen');
  const labels = useDayLabels(days);
  return (
    <ol className="mt-6 grid gap-4 md:grid-cols-2" data-testid="day-list">
      {labels.map((day) => (
        // A day card never grows past the screen: its columns may shrink below their longest word
        // (a German compound wraps instead), so 320 px scrolls nothing sideways.
        <li key={day.date} className={cn('min-w-0 rounded-2xl border bg-card p-3', day.date === today ? 'border-primary' : 'border-border')}>
          <h2 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold [overflow-wrap:anywhere]">
            {day.long}
            {day.date === today ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">{t('planner.today')}</span>
            ) : null}
          </h2>
          <dl className="mt-2 grid grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)] items-start gap-x-2 gap-y-2">
            {MEAL_TYPES.map((mealType) => (
              <div key={mealType} className="contents">
                <dt className="pt-4 text-sm text-muted-foreground hyphens-auto [overflow-wrap:anywhere]">{t(`mealTypes.${mealType}`)}</dt>
                <dd className="min-w-0">
                  {slot(day, mealType)}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
