import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeHousehold } from '../domains/households/household-test-helpers';
import { makeRecipe } from '../domains/recipes/read-test-helpers';
import { apiFetch, signIn, type SignedIn } from './helpers';
import { expectRefused, jsonOf, thisMonday, today } from './kitchen-helpers';

/**
 * Every pantry, shopping-list and meal-plan route: 401 signed out, 403 plan_required on the free
 * plan, 404 for another user's item; D1 unchanged each time. Recipes by hand: any plan, owner only.
 * Since households (requireKitchen), also: a free member of a household whose owner lost Pro is
 * 403 on every route, and a member of another Pro household is 404 on the owner's items.
 */

interface Route {
  method: string;
  path: (ids: Ids) => string;
  json?: unknown;
  /** A body naming the owner's items. */
  jsonFor?: (ids: Ids) => unknown;
  /** Routes naming an item of the owner answer 404 to another user. */
  owned?: boolean;
}

interface Ids {
  pantry: string;
  shopping: string;
  meal: string;
}

const monday = thisMonday();
const meal = { plan_date: monday, meal_type: 'dinner', recipe_title: 'Soup' };

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/pantry' },
  { method: 'GET', path: () => `/pantry/summary?today=${today()}` },
  { method: 'POST', path: () => '/pantry', json: { name: 'Rice' } },
  { method: 'PATCH', path: (ids) => `/pantry/${ids.pantry}`, json: { name: 'Brown rice' }, owned: true },
  { method: 'DELETE', path: (ids) => `/pantry/${ids.pantry}`, owned: true },
  { method: 'GET', path: () => '/shopping-list' },
  { method: 'POST', path: () => '/shopping-list', json: { name: 'Milk' } },
  { method: 'PATCH', path: (ids) => `/shopping-list/${ids.shopping}`, json: { is_purchased: true }, owned: true },
  { method: 'DELETE', path: (ids) => `/shopping-list/${ids.shopping}`, owned: true },
  { method: 'DELETE', path: () => '/shopping-list/clear-purchased' },
  { method: 'POST', path: () => '/shopping-list/move-to-pantry', json: {} },
  { method: 'POST', path: () => '/shopping-list/move-to-pantry', jsonFor: (ids) => ({ ids: [ids.shopping] }), owned: true },
  { method: 'GET', path: () => `/meal-plans?start=${monday}&end=${monday}` },
  { method: 'POST', path: () => '/meal-plans', json: meal },
  { method: 'PUT', path: (ids) => `/meal-plans/${ids.meal}`, json: meal, owned: true },
  { method: 'DELETE', path: (ids) => `/meal-plans/${ids.meal}`, owned: true },
  { method: 'POST', path: () => '/meal-plans/generate-shopping-list', json: { start_date: monday, end_date: monday } },
];

let owner: SignedIn;
let free: SignedIn;
let other: SignedIn;
let ids: Ids;
/** A free member of a household whose owner is back on the free plan. */
let freeMember: SignedIn;
/** A free member of another (Pro) household: uses that kitchen, never the owner's. */
let otherMember: SignedIn;

beforeAll(async () => {
  [owner, free, other] = [await signIn({ planType: 'monthly' }), await signIn({ planType: 'free' }), await signIn({ planType: 'yearly' })];
  const lapsed = await makeHousehold(1, 'free');
  await env.DB.prepare("UPDATE subscriptions SET plan_type = 'free' WHERE user_id = ?1").bind(lapsed.owner.userId).run();
  freeMember = lapsed.members[0]!;
  otherMember = (await makeHousehold(1, 'free')).members[0]!;
  const pantry = await jsonOf<{ item: { id: string } }>(apiFetch('/pantry', { cookie: owner.cookie, json: { name: 'Flour' } }), 201);
  const shopping = await jsonOf<{ item: { id: string } }>(apiFetch('/shopping-list', { cookie: owner.cookie, json: { name: 'Eggs' } }), 201);
  const planned = await jsonOf<{ meal: { id: string } }>(apiFetch('/meal-plans', { cookie: owner.cookie, json: { ...meal, meal_type: 'lunch' } }), 201);
  ids = { pantry: pantry.item.id, shopping: shopping.item.id, meal: planned.meal.id };
});

const named = (list: Route[]) =>
  list.map((route) => [`${route.method} ${route.path({ pantry: ':id', shopping: ':id', meal: ':id' })}`, route] as const);
const init = (route: Route, cookie?: string) => {
  const json = route.jsonFor ? route.jsonFor(ids) : route.json;
  return { method: route.method, ...(cookie ? { cookie } : {}), ...(json ? { json } : {}) };
};

describe.each(named(ROUTES))('%s', (_name, route) => {
  it('answers 401 signed out', async () => {
    await expectRefused(route.path(ids), init(route), 401, 'unauthorized');
  });

  it('answers 403 plan_required on the free plan', async () => {
    await expectRefused(route.path(ids), init(route, free.cookie), 403, 'plan_required');
  });

  it('answers 403 plan_required to a free member of a household whose owner is on the free plan', async () => {
    await expectRefused(route.path(ids), init(route, freeMember.cookie), 403, 'plan_required');
  });
});

describe.each(named(ROUTES.filter((route) => route.owned)))('%s', (_name, route) => {
  it('answers 404 for another user’s item', async () => {
    await expectRefused(route.path(ids), init(route, other.cookie), 404, 'not_found');
  });

  it('answers 404 to a member of another household', async () => {
    await expectRefused(route.path(ids), init(route, otherMember.cookie), 404, 'not_found');
  });
});

it('another user sees none of the owner’s kitchen', async () => {
  expect(await jsonOf(apiFetch('/pantry', { cookie: other.cookie }))).toEqual({ items: [] });
  expect(await jsonOf(apiFetch('/shopping-list', { cookie: other.cookie }))).toEqual({ items: [] });
  expect(await jsonOf(apiFetch(`/meal-plans?start=${monday}&end=${monday}`, { cookie: other.cookie }))).toEqual({ meals: [] });
  const mine = await jsonOf<{ items: unknown[] }>(apiFetch('/pantry', { cookie: owner.cookie }));
  expect(mine.items).toHaveLength(1);
});

describe('recipes written by hand', () => {
  const recipe = { title: 'Lentil soup', ingredients: ['200 g lentils', '1 onion'], instructions: ['Cook the **lentils**.'] };

  it('signed out 401; a free user may write one; another user cannot edit it', async () => {
    await expectRefused('/recipes', { json: recipe }, 401, 'unauthorized');
    const created = await jsonOf<{ recipe: Record<string, unknown> }>(apiFetch('/recipes', { cookie: free.cookie, json: recipe }), 201);
    expect(created.recipe).toMatchObject({
      title: 'Lentil soup',
      ingredients: '200 g lentils\n1 onion',
      instructions: 'Cook the **lentils**.',
      servings: 2,
      prep_time: 0,
      cook_time: 0,
      difficulty: 'medium',
      cuisine: null,
      provider: 'manual',
    });
    const id = created.recipe.id as string;
    await expectRefused(`/recipes/${id}`, { method: 'PATCH', cookie: other.cookie, json: { title: 'Mine now' } }, 404, 'not_found');
    await expectRefused(`/recipes/${id}`, { method: 'PATCH', json: { title: 'Mine now' } }, 401, 'unauthorized');
    const got = await jsonOf<{ recipe: Record<string, unknown> }>(apiFetch(`/recipes/${id}`, { cookie: free.cookie }));
    expect(got.recipe).toEqual(created.recipe);
  });

  it('the owner edits any field of a generated recipe; the answer is the detail DTO', async () => {
    const row = await makeRecipe(owner.userId, { nutrition: { calories: 1, protein: 1, carbs: 1, fat: 1, fiber: 1, sugar: 1, sodium: 1 } });
    const patched = await jsonOf<{ recipe: Record<string, unknown> }>(
      apiFetch(`/recipes/${row.id}`, { method: 'PATCH', cookie: owner.cookie, json: { servings: 4, ingredients: ['400 g spaghetti'], cuisine: 'italian' } }),
    );
    expect(patched.recipe).toMatchObject({ id: row.id, title: row.title, servings: 4, ingredients: '400 g spaghetti', cuisine: 'italian', nutrition: null });
    // The detail answers the same recipe, and says it is the reader's own to edit.
    expect(await jsonOf(apiFetch(`/recipes/${row.id}`, { cookie: owner.cookie }))).toEqual({ ...patched, read_only: false });
  });

  it('editing a shared recipe refreshes its Discover card', async () => {
    const row = await makeRecipe(owner.userId, { title: 'Old title' });
    await jsonOf(apiFetch(`/recipes/${row.id}/share`, { cookie: owner.cookie, json: {} }));
    const edit = { title: 'New title', prep_time: 7, cook_time: 11, servings: 6, difficulty: 'hard', cuisine: 'thai' };
    await jsonOf(apiFetch(`/recipes/${row.id}`, { method: 'PATCH', cookie: owner.cookie, json: edit }));
    const card = await env.DB.prepare('SELECT title, prep_time, cook_time, servings, difficulty, cuisine FROM shared_recipes WHERE recipe_id = ?1')
      .bind(row.id)
      .first();
    expect(card).toEqual(edit);
  });

  it('refuses bad input without writing', async () => {
    for (const bad of [{ ...recipe, title: '  ' }, { ...recipe, ingredients: [] }, { ...recipe, instructions: [''] }, { ...recipe, servings: 0 }, { ...recipe, difficulty: 'extreme' }]) {
      await expectRefused('/recipes', { cookie: owner.cookie, json: bad }, 400, 'validation_failed');
    }
    const row = await makeRecipe(owner.userId);
    await expectRefused(`/recipes/${row.id}`, { method: 'PATCH', cookie: owner.cookie, json: {} }, 400, 'validation_failed');
    await expectRefused(`/recipes/${row.id}`, { method: 'PATCH', cookie: owner.cookie, json: { prep_time: -5 } }, 400, 'validation_failed');
  });
});
