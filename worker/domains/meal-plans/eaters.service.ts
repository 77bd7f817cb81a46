import { EMPTY_DIET_PROFILE } from '#core/diet/allergens-profile';
import { eaterConflicts } from '#core/diet/eaters';
import { ingredientLines } from '#core/recipe/recipe-text';
import type { DietProfile } from '#core/diet/allergens-profile';
import type { Meal, MealInput } from '#core/schemas/meal-plan';
import { dietProfilesByUser } from '../diet/diet.service';
import { householdPeople, peopleByHandles, type HouseholdPerson } from '../households/households.service';
import { dietFactsOf } from '../recipes/diet-facts.service';
import { createMeal, listMealRows, replaceMeal, type MealPlanDeps, type MealRow } from './meal-plans.service';

/**
 * Who's eating (docs/decisions/056-whos-eating.md). The API names eaters by their household member
 * handles; meal_plans.eaters keeps their user ids (null: everyone). Handles are checked against the
 * caller's household on the server (a stranger is 400); a stored eater who has left is dropped.
 */

/**
 * The meals as the planner shows them: eaters as handles and, per meal, where its recipe (its
 * ingredients when a saved recipe is linked, else its name) breaks an eater's profile. `people`
 * is the caller's household; the profiles are read once (by primary key), whatever the number of
 * meals. Outside a household there is no one else to mark for, so no conflicts. A linked recipe is
 * checked against its cached diet facts (docs/decisions/064-recipe-diet-facts-cache.md), refreshed
 * in one batch when missing or stale.
 */
export async function presentMeals({ db }: Pick<MealPlanDeps, 'db'>, people: readonly HouseholdPerson[], rows: readonly MealRow[]): Promise<Meal[]> {
  const profiles: Map<string, DietProfile> = people.length && rows.length ? await dietProfilesByUser({ db }, people.map((p) => p.userId)) : new Map();
  const byUser = new Map(people.map((person) => [person.userId, person]));
  const eaterOf = (person: HouseholdPerson) => ({ member_id: person.handle, name: person.name, profile: profiles.get(person.userId) ?? EMPTY_DIET_PROFILE });
  const linked = people.length
    ? rows.flatMap((row) => (row.recipe_id && row.ingredients !== null ? [{ id: row.recipe_id, title: row.recipe_title, ingredients: ingredientLines(row.ingredients), dietFacts: row.dietFacts }] : []))
    : [];
  const facts = linked.length ? await dietFactsOf({ db }, linked) : new Map();
  return rows.map(({ eaters: stored, ingredients, dietFacts: _stored, ...meal }) => {
    // A stored eater who has left is dropped; when none is left, everyone eats.
    const kept = stored?.flatMap((id) => byUser.get(id) ?? []) ?? [];
    const eating = kept.length ? kept : people;
    const recipe = { title: meal.recipe_title, ingredients: ingredientLines(ingredients) };
    return {
      ...meal,
      eaters: kept.length ? kept.map((person) => person.handle) : null,
      diet_conflicts: eaterConflicts(recipe, eating.map(eaterOf), meal.recipe_id ? facts.get(meal.recipe_id) : null),
    };
  });
}

/** `GET /api/meal-plans`: the caller's kitchen's meals in [start, end] with eaters and conflicts (3 reads). */
export async function plannerMeals(deps: KitchenCaller, start: string, end: string) {
  const [rows, people] = await Promise.all([listMealRows(deps, start, end), householdPeople(deps, deps.actorId)]);
  return { meals: await presentMeals(deps, people, rows) };
}

type KitchenCaller = MealPlanDeps & { actorId: string };

/** The eaters' user ids (null: everyone); a handle that is not a current member is 400, checked first. */
function eaterIds(people: readonly HouseholdPerson[], input: MealInput) {
  return input.eaters ? peopleByHandles(people, input.eaters) : null;
}

/** `POST /api/meal-plans`: plans the meal for its eaters and answers it as the planner shows it. */
export async function createMealFor(deps: KitchenCaller, input: MealInput) {
  const people = await householdPeople(deps, deps.actorId);
  const { meal } = await createMeal(deps, input, eaterIds(people, input));
  return { meal: (await presentMeals(deps, people, [meal]))[0]! };
}

/** `PUT /api/meal-plans/{id}`: replaces the meal, its eaters too (absent: everyone). */
export async function replaceMealFor(deps: KitchenCaller, id: string, input: MealInput) {
  const people = await householdPeople(deps, deps.actorId);
  const { meal } = await replaceMeal(deps, id, input, eaterIds(people, input));
  return { meal: (await presentMeals(deps, people, [meal]))[0]! };
}
