import { describe, expect, it } from 'vitest';
import { addDays } from '#core/kitchen/freshness';
import type { Meal } from '#core/schemas/meal-plan';
import { apiFetch, signIn } from '../../test/helpers';
import { expectRefused, jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';

const monday = thisMonday();
const sunday = addDays(monday, 6);
const week = (cookie: string) => jsonOf<{ meals: Meal[] }>(apiFetch(`/meal-plans?start=${monday}&end=${sunday}`, { cookie }));

describe('meal plans', () => {
  it('plans a saved recipe or a custom meal, lists the week by date, edits and removes', async () => {
    const user = await signIn({ planType: 'monthly' });
    const recipe = await makeRecipe(user.userId, { title: 'Pasta night' });
    const dinner = await jsonOf<{ meal: Meal }>(
      apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: addDays(monday, 2), meal_type: 'dinner', recipe_id: recipe.id, recipe_title: 'ignored', servings: 4 } }),
      201,
    );
    expect(dinner.meal).toEqual({ id: expect.any(String), plan_date: addDays(monday, 2), meal_type: 'dinner', recipe_id: recipe.id, recipe_title: 'Pasta night', servings: 4, eaters: null, diet_conflicts: [] });
    const lunch = await jsonOf<{ meal: Meal }>(
      apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: monday, meal_type: 'lunch', recipe_id: '', recipe_title: '  Leftovers ' } }),
      201,
    );
    expect(lunch.meal).toMatchObject({ recipe_id: null, recipe_title: 'Leftovers', servings: null });
    await jsonOf(apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: addDays(monday, 7), meal_type: 'lunch', recipe_title: 'Next week' } }), 201);
    expect((await week(user.cookie)).meals.map((meal) => meal.recipe_title)).toEqual(['Leftovers', 'Pasta night']);

    const replaced = await jsonOf<{ meal: Meal }>(
      apiFetch(`/meal-plans/${lunch.meal.id}`, { method: 'PUT', cookie: user.cookie, json: { plan_date: monday, meal_type: 'lunch', recipe_id: recipe.id } }),
    );
    expect(replaced.meal).toMatchObject({ id: lunch.meal.id, recipe_id: recipe.id, recipe_title: 'Pasta night' });
    expect(await jsonOf(apiFetch(`/meal-plans/${lunch.meal.id}`, { method: 'DELETE', cookie: user.cookie }))).toEqual({ success: true });
    expect((await week(user.cookie)).meals).toEqual([dinner.meal]);
  });

  it('a taken slot answers 409, and double submits make one meal', async () => {
    const user = await signIn({ planType: 'yearly' });
    const json = { plan_date: monday, meal_type: 'breakfast', recipe_title: 'Porridge' };
    const statuses = (await Promise.all([1, 2].map(() => apiFetch('/meal-plans', { cookie: user.cookie, json })))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const other = await jsonOf<{ meal: Meal }>(apiFetch('/meal-plans', { cookie: user.cookie, json: { ...json, meal_type: 'snack' } }), 201);
    await expectRefused(`/meal-plans/${other.meal.id}`, { method: 'PUT', cookie: user.cookie, json }, 409, 'conflict');
    expect((await week(user.cookie)).meals).toHaveLength(2);
  });

  it('refuses another user’s recipe, a missing name, bad dates and servings without writing', async () => {
    const user = await signIn({ planType: 'weekly' });
    const stranger = await signIn({ planType: 'weekly' });
    const theirs = await makeRecipe(stranger.userId);
    const base = { plan_date: monday, meal_type: 'dinner' };
    const bad: unknown[] = [
      { ...base, recipe_id: theirs.id },
      { ...base },
      { ...base, recipe_title: '   ' },
      { ...base, recipe_title: 'Soup', plan_date: '2026-02-30' },
      { ...base, recipe_title: 'Soup', meal_type: 'brunch' },
      { ...base, recipe_title: 'Soup', servings: 0 },
      { ...base, recipe_title: 'Soup', servings: 51 },
      { ...base, recipe_title: 'Soup', servings: '2' },
    ];
    for (const json of bad) await expectRefused('/meal-plans', { cookie: user.cookie, json }, 400, 'validation_failed');
  });

  it('refuses a bad replacement with 400 and keeps the meal', async () => {
    const user = await signIn({ planType: 'monthly' });
    const stranger = await signIn({ planType: 'monthly' });
    const theirs = await makeRecipe(stranger.userId);
    const json = { plan_date: monday, meal_type: 'dinner', recipe_title: 'Soup', servings: 2 };
    const { meal } = await jsonOf<{ meal: Meal }>(apiFetch('/meal-plans', { cookie: user.cookie, json }), 201);
    const bad: unknown[] = [
      { ...json, recipe_title: '   ' },
      { ...json, plan_date: '2026-02-30' },
      { ...json, plan_date: '23.11.2026' },
      { ...json, meal_type: 'brunch' },
      { ...json, servings: 'two' },
      { ...json, recipe_title: undefined, recipe_id: theirs.id },
      { meal_type: 'dinner', recipe_title: 'Soup' },
    ];
    for (const body of bad) await expectRefused(`/meal-plans/${meal.id}`, { method: 'PUT', cookie: user.cookie, json: body }, 400, 'validation_failed');
    expect((await week(user.cookie)).meals).toEqual([meal]);
  });

  it.each([
    ['end before start', `start=${monday}&end=${addDays(monday, -1)}`],
    ['a range over 31 days', `start=${monday}&end=${addDays(monday, 31)}`],
    ['an impossible date', 'start=2026-02-30&end=2026-03-02'],
    ['a missing end', `start=${monday}`],
  ])('GET refuses %s', async (_name, query) => {
    const user = await signIn({ planType: 'monthly' });
    await expectRefused(`/meal-plans?${query}`, { cookie: user.cookie }, 400, 'validation_failed');
  });

  it('a 31-day range is allowed', async () => {
    const user = await signIn({ planType: 'monthly' });
    expect(await jsonOf(apiFetch(`/meal-plans?start=${monday}&end=${addDays(monday, 30)}`, { cookie: user.cookie }))).toEqual({ meals: [] });
  });
});
