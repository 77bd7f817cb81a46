import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUISINES, DIFFICULTIES, type Cuisine, type Difficulty } from '#core/kernel/options';
import { MAX_MANUAL_INGREDIENTS, MAX_MANUAL_STEPS } from '#core/schemas/manual-recipe';
import { RECIPE_LIMITS } from '#core/schemas/recipe';
import { Button } from '../../../components/ui/button';
import { NUMBER_BOUNDS, recipeBodyOf, sameDraft, type DraftProblem, type RecipeDraft } from '../lib/recipe-draft';
import { cuisineLabel } from '../lib/labels';
import { LineList } from './line-list';

const field =
  'h-11 w-full rounded-lg border border-border bg-card px-3 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const label = 'mb-1 block text-sm font-medium';

type Body = Extract<ReturnType<typeof recipeBodyOf>, { ok: true }>['body'];

interface RecipeFormProps {
  initial: RecipeDraft;
  saving: boolean;
  submitLabel: string;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
  /** Told whether the fields differ from `initial` (unsaved changes), on mount and when that changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Title, description, servings, times, difficulty, cuisine, ingredient lines and steps. */
export function RecipeForm({ initial, saving, submitLabel, onSubmit, onCancel, onDirtyChange }: RecipeFormProps) {
  const { t } = useTranslation('recipe-editor');
  const tr = useTranslation('recipes').t;
  const id = useId();
  const [draft, setDraft] = useState(initial);
  // The fields as they were opened: later refetches of the recipe do not move the baseline.
  const [opened] = useState(initial);
  const dirty = !sameDraft(draft, opened);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const set = <K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const has = (p: DraftProblem) => problems.includes(p);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = recipeBodyOf(draft);
    if (!result.ok) {
      setProblems(result.problems);
      document.getElementById(`${id}-${result.problems[0]}`)?.focus();
      return;
    }
    setProblems([]);
    onSubmit(result.body);
  };
  const numberField = (key: keyof typeof NUMBER_BOUNDS) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={label}>
        {t(`fields.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={NUMBER_BOUNDS[key].min}
        max={NUMBER_BOUNDS[key].max}
        step={1}
        value={draft[key]}
        onChange={(e) => set(key, e.target.value)}
        className={field}
        aria-invalid={has(key) || undefined}
      />
      {has(key) ? <p className="mt-1 text-sm text-danger">{t(`errors.${key}`)}</p> : null}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div>
        <label htmlFor={`${id}-title`} className={label}>
          {t('fields.title')}
        </label>
        <input
          id={`${id}-title`}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          className={`${field} text-lg`}
          maxLength={RECIPE_LIMITS.title}
          aria-invalid={has('title') || undefined}
        />
        {has('title') ? <p className="mt-1 text-sm text-danger">{t('errors.title')}</p> : null}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={label}>
          {t('fields.description')} <span className="font-normal text-muted-foreground">({t('optional')})</span>
        </label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          rows={2}
          maxLength={RECIPE_LIMITS.description}
          className={`${field} h-auto py-2`}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {numberField('servings')}
        {numberField('prep_time')}
        {numberField('cook_time')}
        <div>
          <label htmlFor={`${id}-difficulty`} className={label}>
            {t('fields.difficulty')}
          </label>
          <select
            id={`${id}-difficulty`}
            value={draft.difficulty}
            onChange={(e) => set('difficulty', DIFFICULTIES.find((d) => d === e.target.value) ?? 'medium')}
            className={field}
          >
            {DIFFICULTIES.map((d: Difficulty) => (
              <option key={d} value={d}>
                {tr(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-cuisine`} className={label}>
            {t('fields.cuisine')}
          </label>
          <select
            id={`${id}-cuisine`}
            value={draft.cuisine}
            onChange={(e) => set('cuisine', CUISINES.find((c) => c === e.target.value) ?? '')}
            className={field}
          >
            <option value="">{t('noCuisine')}</option>
            {CUISINES.map((c: Cuisine) => (
              <option key={c} value={c}>
                {cuisineLabel(tr, c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div id={`${id}-ingredients`} tabIndex={-1} className="outline-none">
        <LineList
          legend={t('fields.ingredients')}
          lines={draft.ingredients}
          onChange={(lines) => set('ingredients', lines)}
          lineLabel={(n) => t('lines.ingredient', { n })}
          removeLabel={(n) => t('lines.removeIngredient', { n })}
          addLabel={t('lines.addIngredient')}
          maxLines={MAX_MANUAL_INGREDIENTS}
          maxLength={RECIPE_LIMITS.ingredientLine}
          invalid={has('ingredients')}
          error={has('ingredients') ? t('errors.ingredients') : undefined}
        />
      </div>
      <div id={`${id}-instructions`} tabIndex={-1} className="outline-none">
        <LineList
          legend={t('fields.instructions')}
          lines={draft.instructions}
          onChange={(lines) => set('instructions', lines)}
          lineLabel={(n) => t('lines.step', { n })}
          removeLabel={(n) => t('lines.removeStep', { n })}
          addLabel={t('lines.addStep')}
          multiline
          maxLines={MAX_MANUAL_STEPS}
          maxLength={RECIPE_LIMITS.stepLine}
          invalid={has('instructions')}
          error={has('instructions') ? t('errors.instructions') : undefined}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" className="h-11" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" className="h-11" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
