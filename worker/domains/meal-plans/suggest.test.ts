import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/freshness';
import type { Meal } from '../../../core/schemas/meal-plan';
import type { MealSuggestion } from '../../../core/schemas/meal-suggest';
import { apiFetch } from '../../test/helpers';
import { expectRefused, inDays, jsonOf, thisMonday, today } from '../../test/kitchen-helpers';
import { household, makeHousehold } from '../households/household-test-helpers';
import { makeRecipe, makeUser } from '../recipes/read-test-helpers';

const monday = thisMonday();
const dinners = Array.from({ length: 7 }, (_, i) => ({ date: addDays(monday, i), meal_type: 'dinner' as const }));
const suggest = (cookie: string, json: Record<string, unknown>) =>
  jsonOf<{ suggestions: MealSuggestion[] }>(apiFetch('/meal-plans/suggest', { cookie, json: { start_date: monday, slots: dinners, today: today(), ...json } }));

async function cookbook(userId: string) {
  return {
    chicken: await makeRecipe(userId, { title: 'Chicken curry', ingredients: '500 g chicken thighs\n1 onion', prepTime: 10, cookTime: 30 }),
    pesto: await makeRecipe(userId, { title: 'Pesto with walnuts', ingredients: '300 g pasta\n50 g walnuts\n40 g basil', prepTime: 5, cookTime: 15 }),
    spinach: await makeRecipe(userId, { title: 'Spinach dal', ingredients: '200 g red lentils\n200 g spinach', prepTime: 10, cookTime: 25 }),
    soup: await makeRecipe(userId, { title: 'Tomato soup', ingredients: '1 kg tomatoes\n1 onion', prepTime: 10, cookTime: 20 }),
  };
}

describe('POST /api/meal-plans/suggest', () => {
  it('suggests the cook\'s recipes for the empty slots, the expiring pantry first, saving nothing', async () => {
    const user = await makeUser('monthly');
    const book = await cookbook(user.id);
    await jsonOf(apiFetch('/pantry', { cookie: user.cookie, json: { name: 'Spinach', expiry_date: inDays(1) } }), 201);
    const planned = await jsonOf<{ meal: Meal }>(apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: addDays(monday, 6), meal_type: 'dinner', recipe_id: book.soup.id } }), 201);
    const { suggestions } = await suggest(user.cookie, {});
    const ids = suggestions.map((s) => s.recipe_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(book.soup.id);
    expect(suggestions.find((s) => s.date === addDays(monday, 6))).toBeUndefined();
    const dal = suggestions.find((s) => s.recipe_id === book.spinach.id);
    expect(dal).toMatchObject({ recipe_title: 'Spinach dal', reason: { code: 'expiring', items: ['Spinach'] } });
    const week = await jsonOf<{ meals: Meal[] }>(apiFetch(`/meal-plans?start=${monday}&end=${addDays(monday, 6)}`, { cookie: user.cookie }));
    expect(week.meals).toEqual([planned.meal]);
  });

  it('obeys every eater in a household: a vegetarian member and a nut allergy', async () => {
    const { owner, members } = await makeHousehold(2);
    const [vegetarian, allergic] = members;
    await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: vegetarian!.cookie, json: { diets: ['vegetarian'], allergens: [], dislikes: [] } }));
    await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: allergic!.cookie, json: { diets: [], allergens: ['tree_nuts'], dislikes: [] } }));
    const book = await cookbook(owner.id);
    const everyone = (await suggest(owner.cookie, {})).suggestions.map((s) => s.recipe_id);
    expect(everyone).not.toContain(book.chicken.id);
    expect(everyone).not.toContain(book.pesto.id);
    expect(everyone).toEqual(expect.arrayContaining([book.spinach.id, book.soup.id]));
    // Only the owner eats: chicken and walnuts are fine again.
    const mine = (await household(owner))!.members.find((m) => m.is_me)!;
    const alone = (await suggest(owner.cookie, { eaters: [mine.id] })).suggestions.map((s) => s.recipe_id);
    expect(alone).toEqual(expect.arrayContaining([book.chicken.id, book.pesto.id]));
  });

  it('obeys a slot\'s own eaters: the vegetarian away on Sunday lets chicken in that night only', async () => {
    const { owner, members } = await makeHousehold(1);
    await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: members[0]!.cookie, json: { diets: ['vegetarian'], allergens: [], dislikes: [] } }));
    const book = await cookbook(owner.id);
    const mine = (await household(owner))!.members.find((m) => m.is_me)!;
    const slots = dinners.map((slot, i) => (i === 6 ? { ...slot, eaters: [mine.id] } : slot));
    const { suggestions } = await suggest(owner.cookie, { slots, weekday_dinner_minutes: 60 });
    const sunday = suggestions.find((s) => s.date === addDays(monday, 6));
    expect(suggestions.filter((s) => s !== sunday).map((s) => s.recipe_id)).not.toContain(book.chicken.id);
    expect(suggestions.map((s) => s.recipe_id)).toContain(book.chicken.id);
    expect(sunday?.recipe_id).toBe(book.chicken.id);
    await expectRefused('/meal-plans/suggest', { cookie: owner.cookie, json: { start_date: monday, slots: [{ ...dinners[0], eaters: ['stranger'] }] } }, 400);
  });

  it('is the same week for the same inputs; a swap excludes the recipes on screen', async () => {
    const user = await makeUser('yearly');
    await cookbook(user.id);
    const first = await suggest(user.cookie, {});
    expect(await suggest(user.cookie, {})).toEqual(first);
    const monday = first.suggestions[0]!;
    const swapped = await suggest(user.cookie, { slots: [{ date: monday.date, meal_type: 'dinner' }], exclude: first.suggestions.map((s) => s.recipe_id) });
    expect(swapped.suggestions.every((s) => !first.suggestions.some((f) => f.recipe_id === s.recipe_id))).toBe(true);
  });

  it('refuses the signed out, free cooks, strangers as eaters and slots outside the week', async () => {
    const free = await makeUser('free');
    const pro = await makeUser('monthly');
    const body = { start_date: monday, slots: dinners };
    await expectRefused('/meal-plans/suggest', { json: body }, 401);
    await expectRefused('/meal-plans/suggest', { cookie: free.cookie, json: body }, 403, 'plan_required');
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { ...body, eaters: ['someone-else'] } }, 400);
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { ...body, slots: [{ date: addDays(monday, 7), meal_type: 'dinner' }] } }, 400);
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { start_date: monday, slots: [] } }, 400);
  });
});
