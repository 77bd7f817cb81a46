import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays } from '#core/kitchen/freshness';
import type { Meal } from '#core/schemas/meal-plan';
import { apiFetch } from '../../test/helpers';
import { expectRefused, jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { household, makeHousehold, type TestUser } from '../households/household-test-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';

/** Who's eating a planned meal (docs/decisions/056-whos-eating.md). */

const monday = thisMonday();
const week = (cookie: string) => jsonOf<{ meals: Meal[] }>(apiFetch(`/meal-plans?start=${monday}&end=${addDays(monday, 6)}`, { cookie }));
const plan = (user: TestUser, json: Record<string, unknown>, status = 201) => jsonOf<{ meal: Meal }>(apiFetch('/meal-plans', { cookie: user.cookie, json }), status);
const profile = (user: TestUser, json: Record<string, unknown>) =>
  jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: user.cookie, json: { diets: [], allergens: [], dislikes: [], ...json } }));

/** An owner with Ana (nut allergy) and Ben (vegetarian), their handles and names. */
async function kitchen() {
  const { owner, members } = await makeHousehold(2);
  const [ana, ben] = members as [TestUser, TestUser];
  await profile(ana, { allergens: ['tree_nuts', 'peanuts'] });
  await profile(ben, { diets: ['vegetarian'] });
  const people = (await household(owner))!.members;
  const handle = (user: TestUser) => people.find((m) => m.name === user.name)!.id;
  return { owner, ana, ben, handles: { owner: handle(owner), ana: handle(ana), ben: handle(ben) }, names: { ana: ana.name, ben: ben.name } };
}

describe('meal plans: who is eating', () => {
  it('keeps the eaters a meal is for and marks, per eater, what their profile forbids', async () => {
    const k = await kitchen();
    const pesto = await makeRecipe(k.owner.userId, { title: 'Green pasta', ingredients: '300 g pasta\n50 g walnuts\n40 g basil' });
    const curry = await makeRecipe(k.owner.userId, { title: 'Chicken curry', ingredients: '500 g chicken thighs\n1 onion' });

    const forAna = await plan(k.owner, { plan_date: monday, meal_type: 'dinner', recipe_id: pesto.id, eaters: [k.handles.ana, k.handles.owner] });
    expect(forAna.meal.eaters).toEqual([k.handles.ana, k.handles.owner]);
    expect(forAna.meal.diet_conflicts).toEqual([
      { member_id: k.handles.ana, name: k.names.ana, ingredient: '50 g walnuts', rule: 'tree_nuts', term: expect.stringMatching(/walnut/i) },
    ]);
    // Everyone (the default): the vegetarian is marked for the chicken, the nut allergy is not.
    const everyone = await plan(k.owner, { plan_date: addDays(monday, 1), meal_type: 'dinner', recipe_id: curry.id });
    expect(everyone.meal.eaters).toBeNull();
    expect(everyone.meal.diet_conflicts.map((c) => [c.member_id, c.rule])).toEqual([[k.handles.ben, 'vegetarian']]);
    // A member reads the same plan with the same marks.
    expect((await week(k.ben.cookie)).meals).toEqual([forAna.meal, everyone.meal]);

    // PUT replaces the eaters: only the owner now, nothing to mark.
    const mine = await jsonOf<{ meal: Meal }>(
      apiFetch(`/meal-plans/${forAna.meal.id}`, { method: 'PUT', cookie: k.owner.cookie, json: { plan_date: monday, meal_type: 'dinner', recipe_id: pesto.id, eaters: [k.handles.owner] } }),
    );
    expect(mine.meal).toMatchObject({ eaters: [k.handles.owner], diet_conflicts: [] });
    // The database keeps user ids, never the handles the API shows.
    const row = await env.DB.prepare('SELECT eaters FROM meal_plans WHERE id = ?').bind(forAna.meal.id).first<{ eaters: string }>();
    expect(JSON.parse(row!.eaters)).toEqual([k.owner.userId]);
  });

  it('marks a typed meal by its name, and drops an eater who left (none left: everyone)', async () => {
    const k = await kitchen();
    const typed = await plan(k.owner, { plan_date: monday, meal_type: 'lunch', recipe_title: 'Peanut noodles', eaters: [k.handles.ana] });
    expect(typed.meal.diet_conflicts).toEqual([expect.objectContaining({ member_id: k.handles.ana, rule: 'peanuts', ingredient: 'Peanut noodles' })]);
    await jsonOf(apiFetch('/household/leave', { method: 'POST', cookie: k.ana.cookie }));
    const [after] = (await week(k.owner.cookie)).meals;
    expect(after).toMatchObject({ eaters: null, diet_conflicts: [] });
  });

  it('refuses eaters who are not current members of the caller\'s household (400), changing nothing', async () => {
    const k = await kitchen();
    const other = await makeHousehold(1);
    const stranger = (await household(other.owner))!.members.find((m) => !m.is_me)!.id;
    const body = { plan_date: monday, meal_type: 'dinner', recipe_title: 'Soup' };
    for (const eaters of [[stranger], [k.handles.ana, 'made-up'], [k.ana.userId], []]) {
      const refused = await expectRefused('/meal-plans', { cookie: k.owner.cookie, json: { ...body, eaters } }, 400);
      expect(Object.keys(refused).sort()).toEqual(expect.arrayContaining(['code', 'error']));
    }
    const meal = await plan(k.owner, body);
    await expectRefused(`/meal-plans/${meal.meal.id}`, { method: 'PUT', cookie: k.ben.cookie, json: { ...body, eaters: [stranger] } }, 400);
    // Outside a household nobody else can be named.
    await expectRefused('/meal-plans', { cookie: other.owner.cookie, json: { ...body, plan_date: addDays(monday, 3), eaters: [k.handles.owner] } }, 400);
  });

  it('answers 401 signed out and 404 for another household\'s meal', async () => {
    const k = await kitchen();
    const meal = await plan(k.owner, { plan_date: monday, meal_type: 'dinner', recipe_title: 'Soup', eaters: [k.handles.ben] });
    await expectRefused('/meal-plans', { json: { plan_date: monday, meal_type: 'lunch', recipe_title: 'Soup', eaters: [k.handles.ben] } }, 401);
    const other = await makeHousehold(1);
    const theirs = (await household(other.owner))!.members.map((m) => m.id);
    await expectRefused(
      `/meal-plans/${meal.meal.id}`,
      { method: 'PUT', cookie: other.owner.cookie, json: { plan_date: monday, meal_type: 'dinner', recipe_title: 'Soup', eaters: [theirs[0]] } },
      404,
    );
  });
});
