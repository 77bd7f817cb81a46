import { ChefHat, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KITCHEN_LIMITS, MAX_MEAL_SERVINGS } from '#core/schemas/kitchen';
import type { MealType } from '#core/kernel/kitchen-options';
import { ServingsInput } from '../../../../components/servings-input';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import type { Meal, MealFields } from '../../api/meal-plans';
import { fieldClass, labelClass } from '../kitchen-page';
import { EatersPicker, type EaterOption } from './eaters-picker';

export interface PlannerRecipe {
  id: string;
  title: string;
  servings: number | null;
  /** What its picture in the week shows (web/components/recipe-picture.tsx). */
  picture?: { photoUrl: string | null; aiImageUrl: string | null; ingredients: string };
}

export interface Slot {
  date: string;
  mealType: MealType;
  /** The day as shown ("Monday 23 November"). */
  dayLabel: string;
}

interface MealDialogProps {
  slot: Slot | null;
  meal: Meal | null;
  recipes: readonly PlannerRecipe[];
  saving: boolean;
  onSave: (fields: MealFields) => void;
  onRemove: (meal: Meal) => void;
  onClose: () => void;
  /** Focus target when the slot that opened the dialog is gone (it now shows the meal). */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** The household's members (who's eating); null or one person: no choice is shown. */
  members?: readonly EaterOption[] | null;
  /** Opens the recipe creator cooking for these eaters. */
  onCookFor?: (eaters: EaterOption[]) => void;
}

/**
 * Add or edit a planned meal: one of the user's recipes or a custom name (choosing one clears
 * the other); save is disabled until one is given.
 */
export function MealDialog({ slot, meal, recipes, saving, onSave, onRemove, onClose, fallbackFocus, members, onCookFor }: MealDialogProps) {
  const { t } = useTranslation('kitchen');
  const mealType = slot ? t(`mealTypes.${slot.mealType}`) : '';
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={meal ? t('planner.dialog.editTitle', { mealType }) : t('planner.dialog.addTitle', { mealType })}
      description={slot?.dayLabel}
      fallbackFocus={fallbackFocus}
    >
      {slot ? (
        <MealForm key={`${slot.date}-${slot.mealType}-${meal?.id ?? 'new'}`} {...{ slot, meal, recipes, saving, onSave, onRemove, onClose, members, onCookFor }} />
      ) : null}
    </Dialog>
  );
}

function MealForm({ slot, meal, recipes: own, saving, onSave, onRemove, onClose, members, onCookFor }: MealDialogProps & { slot: Slot }) {
  const { t } = useTranslation('kitchen');
  const id = useId();
  // In a household a meal may hold another member's recipe: it stays a choice (by its title only).
  const foreign = meal?.recipe_id && !own.some((r) => r.id === meal.recipe_id) ? { id: meal.recipe_id, title: meal.recipe_title, servings: null } : null;
  const recipes = foreign ? [foreign, ...own] : own;
  const known = meal?.recipe_id ?? '';
  const [recipeId, setRecipeId] = useState(known);
  const [custom, setCustom] = useState(meal && !known ? meal.recipe_title : '');
  const [servings, setServings] = useState(meal?.servings ? String(meal.servings) : '');
  const servingsNumber = servings.trim() === '' ? null : Number(servings);
  const servingsValid =
    servingsNumber === null || (Number.isInteger(servingsNumber) && servingsNumber >= 1 && servingsNumber <= MAX_MEAL_SERVINGS);
  const household = members && members.length > 1 ? members : null;
  const [eaters, setEaters] = useState<string[] | null>(meal?.eaters ?? null);
  const eating = household ? household.filter((m) => eaters === null || eaters.includes(m.id)) : [];
  const ready = (recipeId !== '' || custom.trim() !== '') && servingsValid && (!household || eating.length > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || saving) return;
    onSave({
      plan_date: slot.date,
      meal_type: slot.mealType,
      recipe_id: recipeId || null,
      recipe_title: recipeId ? null : custom.trim(),
      servings: servingsNumber,
      ...(household ? { eaters } : {}),
    });
  };
  const chooseRecipe = (value: string) => {
    setRecipeId(value);
    if (value) {
      setCustom('');
      const recipe = recipes.find((r) => r.id === value);
      if (recipe?.servings && servings === '') setServings(String(recipe.servings));
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div>
        <label htmlFor={`${id}-recipe`} className={labelClass}>
          {t('planner.dialog.recipe')}
        </label>
        {recipes.length > 0 ? (
          <select id={`${id}-recipe`} value={recipeId} onChange={(e) => chooseRecipe(e.target.value)} className={fieldClass}>
            <option value="">{t('planner.dialog.noRecipe')}</option>
            {recipes.map((recipe) => (
              <option key={recipe.id} value={recipe.id}>
                {recipe.title}
              </option>
            ))}
          </select>
        ) : (
          <p id={`${id}-recipe`} className="text-sm text-muted-foreground">
            {t('planner.dialog.noRecipes')}
          </p>
        )}
      </div>
      <p className="text-center text-sm text-muted-foreground" aria-hidden>
        — {t('planner.dialog.or')} —
      </p>
      <div>
        <label htmlFor={`${id}-custom`} className={labelClass}>
          {t('planner.dialog.custom')}
        </label>
        <input
          id={`${id}-custom`}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            if (e.target.value.trim() !== '') setRecipeId('');
          }}
          placeholder={t('planner.dialog.customPlaceholder')}
          className={fieldClass}
          maxLength={KITCHEN_LIMITS.mealTitle}
          autoComplete="off"
        />
      </div>
      <div>
        <label htmlFor={`${id}-servings`} className={labelClass}>
          {t('planner.dialog.servings')} <span className="font-normal text-muted-foreground">({t('optional')})</span>
        </label>
        <ServingsInput
          id={`${id}-servings`}
          max={MAX_MEAL_SERVINGS}
          value={servings}
          onChange={(e) => setServings(e.target.value)}
          className={`${fieldClass} max-w-32`}
          aria-invalid={!servingsValid}
        />
      </div>
      {household ? (
        <div className="grid gap-2">
          <EatersPicker members={household} value={eaters} onChange={setEaters} legend={t('planner.eaters.legend')} />
          {eating.length === 0 ? <p className="text-sm text-muted-foreground">{t('planner.eaters.needOne')}</p> : null}
          {onCookFor && eating.length > 0 ? (
            <Button variant="outline" className="h-11 justify-self-start" onClick={() => onCookFor(eating)}>
              <ChefHat className="size-4" aria-hidden />
              {t('planner.eaters.cookFor')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!ready && !(household && eating.length === 0) ? <p className="text-sm text-muted-foreground">{t('planner.dialog.needOne')}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {meal ? (
          <Button variant="ghost" className="h-11 text-danger" disabled={saving} onClick={() => onRemove(meal)}>
            <Trash2 className="size-4" aria-hidden />
            {t('planner.dialog.remove')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="outline" className="h-11" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="h-11" disabled={!ready || saving}>
            {t('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
