import { describe, expect, it } from 'vitest';
import { addDays } from '#core/kitchen/freshness';
import type { GenerateShoppingListResult } from '#core/schemas/meal-plan';
import type { ShoppingItem } from '#core/schemas/shopping';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { expectRefused, inDays, jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';

const monday = thisMonday();
const range = { start_date: monday, end_date: addDays(monday, 6) };
type User = SignedIn;

async function plan(user: User, day: number, mealType: string, ingredients: string[], title: string, servings?: number) {
  const recipe = await makeRecipe(user.userId, { title, ingredients: ingredients.join('\n'), servings: 2 });
  const json = { plan_date: addDays(monday, day), meal_type: mealType, recipe_id: recipe.id, ...(servings ? { servings } : {}) };
  await jsonOf(apiFetch('/meal-plans', { cookie: user.cookie, json }), 201);
}

const generate = (user: User) => jsonOf<GenerateShoppingListResult>(apiFetch('/meal-plans/generate-shopping-list', { cookie: user.cookie, json: range }));
const list = async (user: User) => (await jsonOf<{ items: ShoppingItem[] }>(apiFetch('/shopping-list', { cookie: user.cookie }))).items;
const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));

async function stockedWeek() {
  const user = await signIn({ planType: 'monthly' });
  await plan(user, 0, 'dinner', ['200 g flour', '2 tomatoes', 'salt to taste', '1 cup milk'], 'Pizza');
  await plan(user, 2, 'lunch', ['0.5 kg flour', '1 tomato, chopped', 'a pinch of salt', '250 ml milk', '3 eggs'], 'Bread');
  await plan(user, 4, 'dinner', ['2 cebollas', '1 cebolla picada', '400 g rice'], 'Arroz', 4);
  await jsonOf(apiFetch('/meal-plans', { cookie: user.cookie, json: { plan_date: addDays(monday, 5), meal_type: 'snack', recipe_title: 'Fruit' } }), 201);
  // Outside the range: not collected.
  await plan(user, 7, 'dinner', ['1 kg potatoes'], 'Next week');
  for (const json of [
    { name: 'Rice', quantity: 1, unit: 'kg' },
    { name: 'Eggs', quantity: 1, unit: 'pieces' },
    { name: 'Milk', quantity: 2, unit: 'liters', expiry_date: inDays(-1) },
    { name: 'Salt' },
  ])
    await jsonOf(apiFetch('/pantry', { cookie: user.cookie, json }), 201);
  return user;
}

describe('POST /api/meal-plans/generate-shopping-list', () => {
  it('merges, converts, scales, subtracts the pantry and keeps recipe titles', async () => {
    const user = await stockedWeek();
    const result = await generate(user);
    expect(byName(result.added)).toEqual([
      { name: 'cebollas', quantity: 6, unit: 'pieces', category: 'produce', recipes: ['Arroz'] },
      { name: 'eggs', quantity: 2, unit: 'pieces', category: 'dairy', recipes: ['Bread'] },
      { name: 'flour', quantity: 700, unit: 'g', category: 'pantry', recipes: ['Pizza', 'Bread'] },
      { name: 'milk', quantity: 490, unit: 'ml', category: 'dairy', recipes: ['Pizza', 'Bread'] },
      { name: 'tomatoes', quantity: 3, unit: 'pieces', category: 'produce', recipes: ['Pizza', 'Bread'] },
    ]);
    expect(byName(result.skipped)).toEqual([
      { name: 'rice', reason: 'in_pantry', detail: '1 kg' },
      { name: 'salt', reason: 'in_pantry', detail: null },
    ]);
    expect(result.merged).toEqual([]);
    const items = await list(user);
    expect(byName(items).map((item) => [item.name, item.quantity, item.unit, item.recipes])).toEqual([
      ['cebollas', 6, 'pieces', ['Arroz']],
      ['eggs', 2, 'pieces', ['Bread']],
      ['flour', 700, 'g', ['Pizza', 'Bread']],
      ['milk', 490, 'ml', ['Pizza', 'Bread']],
      ['tomatoes', 3, 'pieces', ['Pizza', 'Bread']],
    ]);
  });

  it('a second run adds nothing new; a meal planned later adds only its share', async () => {
    const user = await stockedWeek();
    await generate(user);
    const before = await list(user);
    const again = await generate(user);
    expect(again.added).toEqual([]);
    expect(again.merged).toEqual([]);
    expect(again.skipped.filter((line) => line.reason === 'already_on_list')).toHaveLength(5);
    expect(await list(user)).toEqual(before);

    await plan(user, 6, 'breakfast', ['100 g flour', '1 lemon'], 'Crepes');
    const third = await generate(user);
    const flour = before.find((item) => item.name === 'flour');
    expect(third.added).toEqual([{ name: 'lemon', quantity: 1, unit: 'pieces', category: 'produce', recipes: ['Crepes'] }]);
    expect(third.merged).toEqual([{ name: 'flour', quantity: 100, unit: 'g', item_id: flour?.id }]);
    expect((await list(user)).find((item) => item.name === 'flour')).toMatchObject({ quantity: 800, unit: 'g', recipes: ['Pizza', 'Bread', 'Crepes'] });
  });

  it('merges into an item added by hand before', async () => {
    const user = await signIn({ planType: 'weekly' });
    const mine = await jsonOf<{ item: ShoppingItem }>(apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Flour', quantity: 1, unit: 'kg' } }), 201);
    await plan(user, 1, 'dinner', ['500 g flour'], 'Cake');
    const result = await generate(user);
    expect(result).toEqual({ added: [], merged: [{ name: 'Flour', quantity: 500, unit: 'g', item_id: mine.item.id }], skipped: [] });
    expect(await list(user)).toEqual([expect.objectContaining({ id: mine.item.id, quantity: 1.5, unit: 'kg', recipes: ['Cake'] })]);
  });

  it('two generations at once make no twins and no doubled amounts', async () => {
    const user = await stockedWeek();
    await jsonOf(apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Tomato', quantity: 1 } }), 201);
    const [a, b] = await Promise.all([generate(user), generate(user)]);
    expect(a.added.length + b.added.length).toBe(4);
    expect(a.merged.length + b.merged.length).toBe(1);
    const items = await list(user);
    expect(byName(items).map((item) => [item.name, item.quantity])).toEqual([
      ['cebollas', 6],
      ['eggs', 2],
      ['flour', 700],
      ['milk', 490],
      ['Tomato', 4],
    ]);
  });

  it('an empty week adds nothing; bad ranges are refused without writing', async () => {
    const user = await signIn({ planType: 'monthly' });
    expect(await generate(user)).toEqual({ added: [], merged: [], skipped: [] });
    for (const json of [
      { start_date: monday, end_date: addDays(monday, -1) },
      { start_date: monday, end_date: addDays(monday, 31) },
      { start_date: '2026-02-30', end_date: '2026-03-01' },
      { start_date: monday },
      { ...range, today: '2020-01-01' },
    ])
      await expectRefused('/meal-plans/generate-shopping-list', { cookie: user.cookie, json }, 400, 'validation_failed');
  });
});
