import type { z } from 'zod';
import { addDays } from '../../../core/freshness';
import type { MealSuggestion, suggestMealsSchema } from '../../../core/schemas/meal-suggest';
import { suggestWeek } from '../../../core/week-plan';
import type { Db } from '../../db/client';
import { dietProfilesOf } from '../diet/diet.service';
import { householdEaters } from '../households/households.service';
import { pantryListQuery } from '../pantry/pantry.service';
import { planCandidates } from '../recipes/recipes-read.service';
import { listMeals } from './meal-plans.service';

/**
 * "Plan my week" (docs/decisions/048-plan-my-week.md): reads the caller's recipes, the kitchen's
 * week and pantry, and the profiles of everyone eating, and answers the rule's suggestions
 * (core/week-plan.ts). Saves nothing: the cook keeps, swaps or drops each before saving.
 */
export interface SuggestDeps {
  db: Db;
  /** The kitchen whose week and pantry are read (the household owner's for a member). */
  ownerId: string;
  /** Who asks: their own recipes are suggested. */
  userId: string;
  today: string;
}

export async function suggestMeals(deps: SuggestDeps, input: z.output<typeof suggestMealsSchema>): Promise<{ suggestions: MealSuggestion[] }> {
  const { db, ownerId, userId } = deps;
  const eaters = await householdEaters(db, userId, input.eaters);
  const [recipes, week, pantry, profiles] = await Promise.all([
    planCandidates(db, userId),
    listMeals({ db, ownerId }, input.start_date, addDays(input.start_date, 6)),
    pantryListQuery(db, ownerId),
    dietProfilesOf(db, eaters),
  ]);
  const taken = new Set(week.meals.map((meal) => `${meal.plan_date}|${meal.meal_type}`));
  const suggestions = suggestWeek({
    slots: input.slots.filter((slot) => !taken.has(`${slot.date}|${slot.meal_type}`)),
    recipes,
    pantry: pantry.map((item) => ({ name: item.name, expiry_date: item.expiryDate })),
    profiles,
    today: deps.today,
    weekdayDinnerMinutes: input.weekday_dinner_minutes,
    planned: [...week.meals.flatMap((meal) => (meal.recipe_id ? [meal.recipe_id] : [])), ...(input.exclude ?? [])],
  });
  const titles = new Map(recipes.map((recipe) => [recipe.id, recipe.title]));
  return { suggestions: suggestions.map((s) => ({ ...s, recipe_title: titles.get(s.recipe_id) ?? '' })) };
}
