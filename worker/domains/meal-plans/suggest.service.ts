import type { z } from 'zod';
import type { CookbookDish } from '#core/schemas/cookbook-dish';
import { bundledCookbook, type CookbookStore } from '#core/cookbook/cookbook-store';
import { addDays } from '#core/kitchen/freshness';
import type { RecipeLanguage } from '#core/kernel/options';
import { checkRecipe, repairRecipe } from '#core/quality/recipe-quality';
import type { MealSuggestion, suggestMealsSchema } from '#core/schemas/meal-suggest';
import { suggestWeek, type PlanRecipe, type Suggestion } from '#core/kitchen/week-plan';
import type { Db } from '../../db/client';
import type { DietProfile } from '#core/diet/allergens';
import { dietProfilesByUser } from '../diet/diet.service';
import { householdPeople, peopleByHandles, type HouseholdPerson } from '../households/households.service';
import { pantryListQuery } from '../pantry/pantry.service';
import { dietFactsOf } from '../recipes/diet-facts.service';
import { planCandidates, planDrafts } from '../recipes/recipes-read.service';
import { listMeals } from './meal-plans.service';

/**
 * "Plan my week" (docs/decisions/048-plan-my-week.md): reads the caller's recipes, the kitchen's
 * week and pantry, and the profiles of everyone eating, and answers the rule's suggestions
 * (core/kitchen/week-plan.ts), checked against the recipes' cached diet facts
 * (docs/decisions/064-recipe-diet-facts-cache.md). Saves nothing: the cook keeps, swaps or drops each before saving.
 */
export interface SuggestDeps {
  db: Db;
  /** The kitchen whose week and pantry are read (the household owner's for a member). */
  ownerId: string;
  /** Who asks: their own recipes are suggested. */
  userId: string;
  today: string;
  /** The cookbook that fills what the cook's recipes cannot; without it only their recipes are suggested. */
  cookbook?: PlanCookbook;
}

/** What "Plan my week" reads of the cookbook: every dish, and the dishes that use a list of foods. */
export interface PlanCookbook {
  dishes(): Promise<readonly CookbookDish[]>;
  match: CookbookStore['match'];
}

/** The cookbook bundled with the worker (core/cookbook/cookbook-files.ts, imported on first use). */
export const bundledPlanCookbook: PlanCookbook = {
  dishes: async () => {
    const { COOKBOOK_FILES } = await import('#core/cookbook/cookbook-files');
    return Object.values(COOKBOOK_FILES).flat() as CookbookDish[];
  },
  match: (query) => bundledCookbook.match(query),
};

/** Rounds of "suggest, then leave out what the quality gate refuses" before the week is answered. */
const QUALITY_ROUNDS = 3;
/** Cookbook dishes of these courses are dinners and lunches; `breakfast` ones breakfasts. */
const MEAL_COURSES = new Set(['main', 'soup', 'breakfast']);
const DISH = 'cookbook:';

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
  const pantryItems = pantry.map((item) => ({ name: item.name, expiry_date: item.expiryDate }));
  const cookbook = deps.cookbook ? await planDishes(deps.cookbook, input.language, input.start_date, pantryItems) : [];
  const exclude = input.exclude ?? [];
  const planned = [...week.meals.flatMap((meal) => (meal.recipe_id ? [meal.recipe_id] : [])), ...exclude, ...exclude.map((id) => DISH + id)];
  const plan = (refused: readonly string[]) =>
    suggestWeek({
      slots: input.slots.flatMap((slot, i) => {
        if (taken.has(`${slot.date}|${slot.meal_type}`)) return [];
        const own = slotEaters[i];
        return [{ date: slot.date, meal_type: slot.meal_type, ...(own ? { profiles: profilesOf(own) } : {}) }];
      }),
      recipes,
      pantry: pantryItems,
      profiles: profilesOf(eaters),
      today: deps.today,
      weekdayDinnerMinutes: input.weekday_dinner_minutes,
      facts,
      planned: [...planned, ...refused],
      cookbook,
    });
  // A recipe the quality gate refuses (after what code may safely repair) is never suggested:
  // only the chosen ones are read and checked, and the week is planned again without them.
  const refused: string[] = [];
  let suggestions: Suggestion[] = plan(refused);
  for (let round = 0; round < QUALITY_ROUNDS; round++) {
    const chosen = suggestions.filter((s) => s.source === 'recipe').map((s) => s.recipe_id);
    const broken = (await planDrafts({ db }, userId, chosen)).filter((draft) => {
      const request = { language: draft.language };
      return checkRecipe(repairRecipe(draft, request), request).length > 0;
    });
    if (!broken.length) break;
    refused.push(...broken.map((draft) => draft.id));
    suggestions = plan(refused);
  }
  const titles = new Map([...recipes, ...cookbook].map((recipe) => [recipe.id, recipe.title]));
  return {
    suggestions: suggestions.map(({ recipe_id, ...s }) => ({
      ...s,
      recipe_id: s.source === 'recipe' ? recipe_id : null,
      dish_id: s.source === 'cookbook' ? recipe_id.slice(DISH.length) : null,
      recipe_title: titles.get(recipe_id) ?? '',
    })),
  };
}

/**
 * The cookbook's dishes for a week, best first: those that use the pantry's dated items (what
 * expires first counting most), then the rest in an order that changes from week to week, so
 * a cook with few recipes is not offered the same dishes every Monday.
 */
async function planDishes(book: PlanCookbook, language: RecipeLanguage, monday: string, pantry: ReadonlyArray<{ name: string; expiry_date: string | null }>): Promise<PlanRecipe[]> {
  const dated = pantry.filter((item) => item.expiry_date);
  const [dishes, matched] = await Promise.all([book.dishes(), dated.length ? book.match({ items: dated.map((item) => ({ text: item.name })), limit: 40 }) : []]);
  const first = new Map(matched.filter((m) => m.usesMain).map((m, i) => [m.dish.id, i]));
  const order = (dish: CookbookDish) => first.get(dish.id) ?? matched.length + weekHash(dish.id, monday);
  return dishes
    .filter((dish) => MEAL_COURSES.has(dish.course))
    .sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : 1))
    .map((dish) => ({
      id: DISH + dish.id,
      title: dish.text[language].title,
      ingredients: dish.ingredients.map((line) => line[language]),
      minutes: dish.prepTime + dish.cookTime,
      breakfast: dish.course === 'breakfast',
    }));
}

/** A stable number in [0, 1) from a dish and a week (FNV-1a): the same week gives the same order. */
function weekHash(id: string, monday: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${monday}|${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h / 2 ** 32;
}

/**
 * The user ids of the named eaters (member handles; a stranger is 400), or without names everyone:
 * the household's members, or the cook alone outside one (docs/decisions/056-whos-eating.md).
 */
function eaterIds(people: readonly HouseholdPerson[], userId: string, handles?: readonly string[] | null): string[] {
  if (handles?.length) return peopleByHandles(people, handles);
  return people.length ? people.map((person) => person.userId) : [userId];
}
