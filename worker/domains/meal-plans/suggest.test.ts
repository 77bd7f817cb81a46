import { describe, expect, it } from 'vitest';
import { addDays } from '#core/kitchen/freshness';
import type { Meal } from '#core/schemas/meal-plan';
import type { MealSuggestion } from '#core/schemas/meal-suggest';
import { checkRecipeDiet } from '#core/diet/allergens';
import type { CookbookDishPreview } from '#core/schemas/cookbook';
import { apiFetch, signIn } from '../../test/helpers';
import { expectRefused, inDays, jsonOf, thisMonday, today } from '../../test/kitchen-helpers';
import { household, makeHousehold } from '../households/household-test-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';

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
    const user = await signIn({ planType: 'monthly' });
    const book = await cookbook(user.userId);
    await jsonOf(apiFetch('/pantry', { cookie: user.cookie, json: { name: 'Spinach', expiry_date: inDays(1) } }), 201);
    const planned = await jsonOf<{ meal: Meal }>(apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: addDays(monday, 6), meal_type: 'dinner', recipe_id: book.soup.id } }), 201);
    const { suggestions } = await suggest(user.cookie, {});
    const ids = suggestions.map((s) => s.recipe_id ?? s.dish_id);
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
    const book = await cookbook(owner.userId);
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
    const book = await cookbook(owner.userId);
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
    const user = await signIn({ planType: 'yearly' });
    await cookbook(user.userId);
    const first = await suggest(user.cookie, {});
    expect(await suggest(user.cookie, {})).toEqual(first);
    const monday = first.suggestions[0]!;
    const onScreen = first.suggestions.map((s) => (s.recipe_id ?? s.dish_id)!);
    const swapped = await suggest(user.cookie, { slots: [{ date: monday.date, meal_type: 'dinner' }], exclude: onScreen });
    expect(swapped.suggestions).toHaveLength(1);
    expect(onScreen).not.toContain(swapped.suggestions[0]!.recipe_id ?? swapped.suggestions[0]!.dish_id);
  });

  it('fills a week from three recipes with cookbook dishes that fit the eaters, never a broken recipe, named in the cook\'s language', async () => {
    const user = await signIn({ planType: 'monthly' });
    await jsonOf(apiFetch('/diet-profile', { method: 'PUT', cookie: user.cookie, json: { diets: ['vegetarian'], allergens: ['tree_nuts'], dislikes: [] } }));
    const dal = await makeRecipe(user.userId, { title: 'Spinach dal', ingredients: '200 g red lentils\n200 g spinach\n1 onion', instructions: 'Simmer the lentils in 600 ml water for **20 minutes**.\nStir in the spinach.', prepTime: 10, cookTime: 25 });
    // The quality gate refuses it: nobody can chop a stock.
    const broken = await makeRecipe(user.userId, {
      title: 'Leek and potato soup',
      ingredients: '2 leeks\n500 g potatoes\n1 litre vegetable stock\n2 tbsp butter',
      instructions: 'Finely chop the vegetable stock and the leeks.\nMelt the butter in a pot and soften the leeks for **8 minutes**.\nAdd the potatoes and the stock and simmer for **20 minutes**, then blend.',
      prepTime: 15,
      cookTime: 30,
    });
    const chicken = await makeRecipe(user.userId, { title: 'Chicken curry', ingredients: '500 g chicken thighs\n1 onion', prepTime: 10, cookTime: 30 });
    const { suggestions } = await suggest(user.cookie, { weekday_dinner_minutes: 60 });
    expect(suggestions.map((s) => s.date)).toEqual(dinners.map((d) => d.date));
    const ids = suggestions.map((s) => s.recipe_id);
    expect(ids).toContain(dal.id);
    expect(ids).not.toContain(broken.id);
    expect(ids).not.toContain(chicken.id);
    const fromBook = suggestions.filter((s) => s.source === 'cookbook');
    expect(fromBook).toHaveLength(6);
    expect(new Set(fromBook.map((s) => s.dish_id)).size).toBe(6);
    for (const s of fromBook) {
      expect(s.recipe_id).toBeNull();
      const dish = await jsonOf<CookbookDishPreview>(apiFetch(`/cookbook/dishes/${s.dish_id}?lang=en`, { cookie: user.cookie }));
      expect(s.recipe_title).toBe(dish.title);
      expect(checkRecipeDiet(dish, { diets: ['vegetarian'], allergens: ['tree_nuts'], dislikes: [] })).toEqual([]);
      expect(['main', 'soup']).toContain(dish.course);
    }
    // In German the same dishes carry their German names.
    const de = await suggest(user.cookie, { weekday_dinner_minutes: 60, language: 'de' });
    expect(de.suggestions.map((s) => s.dish_id)).toEqual(suggestions.map((s) => s.dish_id));
    const first = fromBook[0]!;
    const german = await jsonOf<CookbookDishPreview>(apiFetch(`/cookbook/dishes/${first.dish_id}?lang=de`, { cookie: user.cookie }));
    expect(de.suggestions.find((s) => s.dish_id === first.dish_id)?.recipe_title).toBe(german.title);
  });

  it('refuses the signed out, free cooks, strangers as eaters and slots outside the week', async () => {
    const free = await signIn({ planType: 'free' });
    const pro = await signIn({ planType: 'monthly' });
    const body = { start_date: monday, slots: dinners };
    await expectRefused('/meal-plans/suggest', { json: body }, 401);
    await expectRefused('/meal-plans/suggest', { cookie: free.cookie, json: body }, 403, 'plan_required');
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { ...body, eaters: ['someone-else'] } }, 400);
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { ...body, slots: [{ date: addDays(monday, 7), meal_type: 'dinner' }] } }, 400);
    await expectRefused('/meal-plans/suggest', { cookie: pro.cookie, json: { start_date: monday, slots: [] } }, 400);
  });
});
