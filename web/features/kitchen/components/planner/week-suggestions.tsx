import { BookOpen, Check, RefreshCw, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays } from '#core/kitchen/freshness';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '#core/kernel/options';
import { DINNER_BUDGET_MINUTES } from '#core/schemas/meal-suggest';
import { Button, buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toaster';
import { useCookDish, useHouseholdMembers, useSuggestWeek, type Meal, type MealFields, type MealSuggestion, type SuggestRequest } from '../../api/meal-plans';
import { failureMessage } from '../../lib/failure';
import { EatersPicker } from './eaters-picker';

interface WeekSuggestionsProps {
  monday: string;
  /** The first day to fill: today in this week, Monday in a later one. */
  from: string;
  /** The cook's local date (the server dates the pantry's freshness from it). */
  today: string;
  meals: readonly Meal[];
  dayLabel: (date: string) => string;
  /** Saves one kept suggestion through the meal-plan calls. */
  save: (fields: MealFields) => Promise<unknown>;
  onClose: () => void;
}

interface Row extends MealSuggestion {
  keep: boolean;
}

/** A suggestion's own id: the recipe's, or the cookbook dish's. */
const idOf = (s: MealSuggestion) => (s.recipe_id ?? s.dish_id)!;

const recipeLanguage = (lng: string | undefined): RecipeLanguage => RECIPE_LANGUAGES.find((code) => code === (lng ?? 'en').slice(0, 2)) ?? 'en';

/**
 * "Plan my week": suggestions for the empty dinner slots from `from` to Sunday (docs/decisions/048-plan-my-week.md). The cook sets a weekday time budget and who is eating, then keeps, swaps or
 * drops each suggestion; only the kept ones are saved. A suggestion from the cookbook is marked so,
 * and becomes the cook's recipe when kept; slots left empty are counted, with a way to add recipes.
 */
export function WeekSuggestions({ monday, from, today, meals, dayLabel, save, onClose }: WeekSuggestionsProps) {
  const { t, i18n } = useTranslation('kitchen');
  const language = recipeLanguage(i18n.resolvedLanguage);
  const cookDish = useCookDish();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const suggest = useSuggestWeek();
  const members = useHouseholdMembers(true);
  const [budgetText, setBudgetText] = useState(String(DINNER_BUDGET_MINUTES.default));
  // What the cook typed, within the bounds the server takes (the default while the box is empty).
  const budget = Math.min(DINNER_BUDGET_MINUTES.max, Math.max(DINNER_BUDGET_MINUTES.min, Math.round(Number(budgetText)) || DINNER_BUDGET_MINUTES.default));
  const [eaters, setEaters] = useState<string[] | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [saving, setSaving] = useState(false);
  const taken = new Set(meals.map((meal) => `${meal.plan_date}|${meal.meal_type}`));
  const slots = Array.from({ length: 7 }, (_, i) => addDays(monday, i))
    .filter((date) => date >= from && !taken.has(`${date}|dinner`))
    .map((date): SuggestRequest['slots'][number] => ({ date, meal_type: 'dinner' }));

  const ask = async (request: { slots: typeof slots; exclude?: string[] }) =>
    suggest.mutateAsync({ start_date: monday, weekday_dinner_minutes: budget, today, language, ...(eaters ? { eaters } : {}), ...request });

  // How many slots were asked for: those without a suggestion are counted for the cook.
  const [asked, setAsked] = useState(0);
  const run = async () => {
    try {
      const found = await ask({ slots });
      setRows(found.map((s) => ({ ...s, keep: true })));
      setAsked(slots.length);
      heading.current?.focus();
    } catch (err) {
      toast('error', failureMessage(err, t, t('planner.suggest.failed')));
    }
  };
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const swap = async (row: Row) => {
    try {
      const [next] = await ask({ slots: [{ date: row.date, meal_type: row.meal_type }], exclude: (rows ?? []).map(idOf) });
      if (!next) toast('info', t('planner.suggest.noOther'));
      setRows((current) => (current ?? []).flatMap((r) => (r !== row ? [r] : next ? [{ ...next, keep: true }] : [r])));
    } catch (err) {
      toast('error', failureMessage(err, t, t('planner.suggest.failed')));
    }
  };
  const keepAll = async () => {
    const kept = (rows ?? []).filter((r) => r.keep);
    setSaving(true);
    try {
      // The kept meals are for the eaters they were suggested for (docs/decisions/056-whos-eating.md).
      // A kept cookbook dish is cooked into the cook's recipes first, for the eaters it was chosen for.
      for (const r of kept) {
        const recipeId = r.recipe_id ?? (await cookDish.mutateAsync({ dish_id: r.dish_id!, language, ...(eaters ? { eaters } : {}) })).id;
        await save({ plan_date: r.date, meal_type: r.meal_type, recipe_id: recipeId, ...(eaters ? { eaters } : {}) });
      }
      toast('success', t('planner.suggest.saved', { count: kept.length }));
      onClose();
    } catch (err) {
      toast('error', failureMessage(err, t, t('planner.toasts.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const reason = (s: MealSuggestion) =>
    s.reason.code === 'expiring'
      ? t('planner.suggest.reasons.expiring', { items: s.reason.items.join(', '), count: s.reason.minutes })
      : t(`planner.suggest.reasons.${s.reason.code}`, { count: s.reason.minutes });
  const household = members.data && members.data.length > 1 ? members.data : null;
  const empty = rows ? asked - rows.length : 0;

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid="week-suggestions">
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('planner.suggest.title')}
        </h3>
        <Button variant="ghost" size="icon" className="size-11" onClick={onClose} aria-label={t('planner.suggest.close')}>
          <X className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('planner.suggest.budget')}
          <input
            type="number"
            min={DINNER_BUDGET_MINUTES.min}
            max={DINNER_BUDGET_MINUTES.max}
            step={5}
            value={budgetText}
            onChange={(e) => setBudgetText(e.target.value)}
            className="h-11 w-28 rounded-lg border border-input bg-background px-3"
          />
        </label>
        {household ? (
          <EatersPicker members={household} value={eaters} onChange={setEaters} legend={t('planner.suggest.eaters')} />
        ) : null}
        <Button className="h-11" onClick={() => void run()} disabled={suggest.isPending || slots.length === 0 || eaters?.length === 0}>
          <Sparkles className="size-4" aria-hidden />
          {suggest.isPending ? t('planner.suggest.working') : rows ? t('planner.suggest.again') : t('planner.suggest.go')}
        </Button>
      </div>
      {slots.length === 0 ? <p className="mt-3 text-muted-foreground">{t('planner.suggest.full')}</p> : null}
      {rows && empty > 0 ? (
        <div className="mt-3" role="status">
          <p className="text-muted-foreground">{rows.length === 0 ? t('planner.suggest.none') : t('planner.suggest.short', { count: empty })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Link to="/" className={buttonClass('outline', 'md')}>
              {t('planner.suggest.addRecipe')}
            </Link>
            <Link to="/recipe/new" className={buttonClass('ghost', 'md')}>
              {t('planner.suggest.writeRecipe')}
            </Link>
          </div>
        </div>
      ) : null}
      {rows && rows.length > 0 ? (
        <>
          <ul className="mt-4 divide-y divide-border" aria-live="polite">
            {rows.map((row) => (
              <li key={`${row.date}|${row.meal_type}`} className="flex flex-wrap items-center gap-3 py-3" data-testid="suggestion">
                <div className="min-w-0 flex-1 basis-52">
                  <p className="text-sm text-muted-foreground">
                    {dayLabel(row.date)} · {t(`mealTypes.${row.meal_type}`)}
                  </p>
                  <p className={row.keep ? 'font-semibold break-words' : 'font-semibold break-words text-muted-foreground line-through'}>{row.recipe_title}</p>
                  {row.source === 'cookbook' ? (
                    <p className="flex items-center gap-1 text-sm font-medium text-primary" data-testid="from-cookbook">
                      <BookOpen className="size-4 shrink-0" aria-hidden />
                      {t('planner.suggest.fromCookbook')}
                    </p>
                  ) : null}
                  <p className="text-sm text-muted-foreground">{reason(row)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {/* A toggle whose name holds its visible word (WCAG 2.5.3): pressed while kept. */}
                  <Button
                    variant={row.keep ? 'outline' : 'ghost'}
                    className="h-11"
                    aria-pressed={row.keep}
                    onClick={() => setRows((current) => (current ?? []).map((r) => (r === row ? { ...r, keep: !r.keep } : r)))}
                    aria-label={t('planner.suggest.keepOne', { title: row.recipe_title })}
                  >
                    {row.keep ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
                    {t('planner.suggest.kept')}
                  </Button>
                  {row.keep ? null : <span className="text-sm text-muted-foreground">{t('planner.suggest.dropped')}</span>}
                  <Button variant="outline" className="h-11" onClick={() => void swap(row)} disabled={suggest.isPending} aria-label={t('planner.suggest.swapOne', { title: row.recipe_title })}>
                    <RefreshCw className="size-4" aria-hidden />
                    {t('planner.suggest.swap')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Button className="mt-3 h-11" onClick={() => void keepAll()} disabled={saving || !rows.some((r) => r.keep)}>
            {t('planner.suggest.save', { count: rows.filter((r) => r.keep).length })}
          </Button>
          {rows.some((r) => r.keep && r.source === 'cookbook') ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('planner.suggest.cookbookNote', { count: rows.filter((r) => r.keep && r.source === 'cookbook').length })}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
