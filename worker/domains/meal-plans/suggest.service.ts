import type { z } from 'zod';
import { addDays } from '../../../core/freshness';
import type { MealSuggestion, suggestMealsSchema } from '../../../core/schemas/meal-suggest';
import { suggestWeek } from '../../../core/week-plan';
import type { Db } from '../../db/client';
import type { DietProfile } from '../../../core/allergens';
import { dietProfilesByUser } from '../diet/diet.service';
import { householdPeople, peopleByHandles, type HouseholdPerson } from '../households/households.service';
import { pantryListQuery } from '../pantry/pantry.service';
import { dietFactsOf } from '../recipes/diet-facts.service';
import { planCandidates } from '../recipes/recipes-read.service';
import { listMeals } from './meal-plans.service';

/**
 * "Plan my week" (docs/decisions/048-plan-my-week.md): reads the caller's recipes, the kitchen's
 * week and pantry, and the profiles of everyone eating, and answers the rule's suggestions
 * (core/week-plan.ts), checked against the recipes' cached diet facts
 * (docs/decisions/064-recipe-diet-facts-cache.md). Saves nothing: the cook keeps, swaps or drops each before saving.
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
  const people = await householdPeople({ db }, userId);
  const eaters = eaterIds(people, userId, input.eaters);
  const slotEaters = input.slots.map((slot) => (slot.eaters ? eaterIds(people, userId, slot.eaters) : null));
  const [recipes, week, pantry, byUser] = await Promise.all([
    planCandidates({ db }, userId),
    listMeals({ db, ownerId }, input.start_date, addDays(input.start_date, 6)),
    pantryListQuery(db, ownerId),
    dietProfilesByUser({ db }, [...new Set([...eaters, ...slotEaters.flatMap((ids) => ids ?? [])])]),
  ]);
  const profilesOf = (ids: readonly string[]) =>
    ids.flatMap((id): DietProfile[] => {
      const profile = byUser.get(id);
      return profile ? [profile] : [];
    });
  // Each candidate's diet facts, cached on the recipe: read once per edit, not per request.
  const facts = await dietFactsOf({ db }, recipes);
  const taken = new Set(week.meals.map((meal) => `${meal.plan_date}|${meal.meal_type}`));
  const suggestions = suggestWeek({
    slots: input.slots.flatMap((slot, i) => {
      if (taken.has(`${slot.date}|${slot.meal_type}`)) return [];
      const own = slotEaters[i];
      return [{ date: slot.date, meal_type: slot.meal_type, ...(own ? { profiles: profilesOf(own) } : {}) }];
    }),
    recipes,
    pantry: pantry.map((item) => ({ name: item.name, expiry_date: item.expiryDate })),
    profiles: profilesOf(eaters),
    today: deps.today,
    weekdayDinnerMinutes: input.weekday_dinner_minutes,
    facts,
    planned: [...week.meals.flatMap((meal) => (meal.recipe_id ? [meal.recipe_id] : [])), ...(input.exclude ?? [])],
  });
  const titles = new Map(recipes.map((recipe) => [recipe.id, recipe.title]));
  return { suggestions: suggestions.map((s) => ({ ...s, recipe_title: titles.get(s.recipe_id) ?? '' })) };
}

/**
 * The user ids of the named eaters (member handles; a stranger is 400), or without names everyone:
 * the household's members, or the cook alone outside one (docs/decisions/056-whos-eating.md).
 */
function eaterIds(people: readonly HouseholdPerson[], userId: string, handles?: readonly string[] | null): string[] {
  if (handles?.length) return peopleByHandles(people, handles);
  return people.length ? people.map((person) => person.userId) : [userId];
}
