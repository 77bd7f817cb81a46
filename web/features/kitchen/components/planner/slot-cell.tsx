import { BookOpen, Plus, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MealType } from '#core/kernel/kitchen-options';
import { RecipePicture } from '../../../../components/recipe-picture';
import { cn } from '../../../../lib/cn';
import type { Meal } from '../../api/meal-plans';
import { conflictText } from './diet-conflicts';
import type { PlannerRecipe } from './meal-dialog';

interface SlotCellProps {
  meals: Meal[];
  mealType: MealType;
  /** The user's recipes: a planned recipe shows its picture. */
  recipes?: readonly PlannerRecipe[];
  dayLabel: string;
  onAdd: () => void;
  onEdit: (meal: Meal) => void;
  onRemove: (meal: Meal) => void;
}

/**
 * One day-and-meal slot: the planned meals (each opens the editor) with a remove button, or a
 * placeholder that adds one. A meal with a recipe links to it (a household member reads the
 * recipes planned in the household; docs/decisions/051-household-recipes.md). Remove is always visible on touch screens and shows on hover or
 * keyboard focus with a mouse.
 */
export function SlotCell({ meals, mealType, recipes = [], dayLabel, onAdd, onEdit, onRemove }: SlotCellProps) {
  const { t } = useTranslation(['kitchen', 'diet']);
  const type = t(`mealTypes.${mealType}`);
  if (meals.length === 0) {
    return (
      <button
        type="button"
        onClick={onAdd}
        aria-label={t('planner.addMeal', { mealType: type, day: dayLabel })}
        className="flex min-h-14 w-full items-center justify-center gap-1 rounded-lg border border-dashed border-border text-sm text-muted-foreground hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Plus className="size-4" aria-hidden />
        {t('planner.add')}
      </button>
    );
  }
  return (
    <ul className="space-y-1">
      {meals.map((meal) => {
        const picture = recipes.find((r) => r.id === meal.recipe_id)?.picture;
        // Who's eating (docs/decisions/056-whos-eating.md): whose profile the meal breaks, and with what.
        const conflicts = (meal.diet_conflicts ?? []).map((c) => conflictText(c, t));
        const label = t('planner.editMeal', { mealType: type, day: dayLabel, title: meal.recipe_title });
        return (
          <li key={meal.id} className="group relative flex items-stretch rounded-lg bg-primary/10" data-testid="planned-meal">
            <button
              type="button"
              onClick={() => onEdit(meal)}
              aria-label={conflicts.length ? `${label}. ${conflicts.join('. ')}` : label}
              className="min-h-14 min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {picture ? (
                <RecipePicture
                  photoUrl={picture.photoUrl}
                  aiImageUrl={picture.aiImageUrl}
                  title={meal.recipe_title}
                  ingredients={picture.ingredients}
                  className="mb-1 h-12 w-full rounded-md"
                />
              ) : null}
              <span className="line-clamp-3 font-medium hyphens-auto [overflow-wrap:anywhere]">{meal.recipe_title}</span>
              {meal.servings ? (
                <span className="block text-xs text-muted-foreground">{t('planner.servings', { count: meal.servings })}</span>
              ) : null}
              {conflicts.length ? (
                <span className="mt-1 block space-y-0.5" data-testid="diet-conflict">
                  {conflicts.map((text) => (
                    <span key={text} className="flex items-start gap-1 text-xs font-medium text-danger">
                      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                      <span className="break-words">{text}</span>
                    </span>
                  ))}
                </span>
              ) : null}
            </button>
            {meal.recipe_id ? (
              <Link
                to={`/recipe/${meal.recipe_id}`}
                aria-label={t('planner.openRecipe', { title: meal.recipe_title })}
                className="flex w-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <BookOpen className="size-4" aria-hidden />
              </Link>
            ) : null}
            <button
              type="button"
              onClick={() => onRemove(meal)}
              aria-label={t('planner.removeMeal', { title: meal.recipe_title, day: dayLabel })}
              className={cn(
                'flex w-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-danger/10 hover:text-danger',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                'opacity-100 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:group-focus-within:opacity-100 pointer-fine:focus-visible:opacity-100',
              )}
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
