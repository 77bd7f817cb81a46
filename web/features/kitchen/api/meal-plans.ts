import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateShoppingListResult } from '#core/schemas/meal-plan';
import { api, unwrap } from '../../../lib/api';
import { useSharedKitchenRefetch } from '../../../lib/shared-kitchen';
import { withOfflineCopy } from '../../../lib/offline-copy';
import { localToday, mondayOf } from '../lib/dates';
import { kitchenKeys } from './keys';
import { sharedKeys } from '../../../lib/query-keys';

const plans = api['meal-plans'];

async function fetchMeals(start: string, end: string) {
  return (await unwrap(plans.$get({ query: { start, end } }))).meals;
}

export type Meal = Awaited<ReturnType<typeof fetchMeals>>[number];

/** The current week is kept on the device for use without signal (web/lib/offline-copy.ts); other weeks are not. */
async function fetchWeek(start: string, end: string) {
  if (start !== mondayOf(localToday())) return fetchMeals(start, end);
  const week = await withOfflineCopy(
    'meal-plans-this-week',
    async () => ({ start, end, meals: await fetchMeals(start, end) }),
    (saved) => saved.start === start && saved.end === end,
  );
  return week.meals;
}
export type MealFields = Parameters<typeof plans.$post>[0]['json'];

/** `GET /api/meal-plans?start=&end=`: one week; the previous week stays on screen while the next loads. */
export function useMeals(start: string, end: string, enabled = true) {
  return useQuery({
    queryKey: kitchenKeys.meals(start, end),
    queryFn: () => fetchWeek(start, end),
    networkMode: 'offlineFirst',
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: useSharedKitchenRefetch(),
  });
}

/** `POST /api/meal-plans` (new) or `PUT /api/meal-plans/{id}` (existing); the week is reloaded after. */
export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: string | null; json: MealFields }) =>
      id
        ? (await unwrap(plans[':id'].$put({ param: { id }, json }))).meal
        : (await unwrap(plans.$post({ json }))).meal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.mealsAll }),
  });
}

/** `DELETE /api/meal-plans/{id}`. */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(plans[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.mealsAll }),
  });
}

/** `POST /api/meal-plans/generate-shopping-list { start_date, end_date }`. */
export function useGenerateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: { start_date: string; end_date: string; today: string }) =>
      unwrap(plans['generate-shopping-list'].$post({ json: range })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.shopping }),
  });
}

export type GenerationResult = GenerateShoppingListResult;

export type SuggestRequest = Parameters<(typeof plans)['suggest']['$post']>[0]['json'];
export type MealSuggestion = Awaited<ReturnType<typeof suggestWeek>>[number];

async function suggestWeek(json: SuggestRequest) {
  return (await unwrap(plans.suggest.$post({ json }))).suggestions;
}

/** `POST /api/meal-plans/suggest`: a suggested week for empty slots (nothing is saved). */
export function useSuggestWeek() {
  return useMutation({ mutationFn: suggestWeek });
}

/**
 * A cookbook dish kept from "Plan my week" becomes the cook's recipe the way "Cook from what I
 * have" cooks one: `POST /api/generate-recipe { dish_id }` (one generation; docs/decisions/048-plan-my-week.md
 * "Few recipes"). Answers the saved recipe.
 */
export function useCookDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: { dish_id: string; language: 'en' | 'es' | 'de'; eaters?: string[] }) =>
      (await unwrap(api['generate-recipe'].$post({ json: { ...json, type: 'quick', generationType: 'prompt' } }))).recipe,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sharedKeys.myRecipes }), queryClient.invalidateQueries({ queryKey: sharedKeys.usage })]),
  });
}

/** The caller's household members (opaque handles and names), for "who's eating"; null outside one. */
export function useHouseholdMembers(enabled: boolean) {
  return useQuery({
    queryKey: sharedKeys.household,
    queryFn: async () => unwrap(api.household.$get()),
    enabled,
    select: (household) => household?.members ?? null,
  });
}
