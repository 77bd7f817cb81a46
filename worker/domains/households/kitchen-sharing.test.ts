import { describe, expect, it } from 'vitest';
import type { Meal } from '#core/schemas/meal-plan';
import type { ShoppingItem } from '#core/schemas/shopping';
import { apiFetch, signIn } from '../../test/helpers';
import { expectRefused, jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { makeRecipe } from '../recipes/read-test-helpers';
import { household, makeHousehold, type TestUser } from './household-test-helpers';

const monday = thisMonday();
const listOf = async (user: TestUser) => (await jsonOf<{ items: ShoppingItem[] }>(apiFetch('/shopping-list', { cookie: user.cookie }))).items;
const add = async (user: TestUser, name: string) =>
  (await jsonOf<{ item: ShoppingItem }>(apiFetch('/shopping-list', { cookie: user.cookie, json: { name } }), 201)).item;
const tick = (user: TestUser, id: string) => apiFetch(`/shopping-list/${id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: true } });
const mealsOf = async (user: TestUser) =>
  (await jsonOf<{ meals: Meal[] }>(apiFetch(`/meal-plans?start=${monday}&end=${monday}`, { cookie: user.cookie }))).meals;

describe('a household shares one kitchen', () => {
  it('members see and change one shopping list, pantry and plan; their own rows come back when they leave', async () => {
    const member = await signIn({ planType: 'monthly' });
    const ownItem = await add(member, 'Own oats');
    const { owner } = await makeHousehold(0);
    const token = (await jsonOf<{ token: string }>(apiFetch('/household/invites', { method: 'POST', cookie: owner.cookie }), 201)).token;
    await jsonOf(apiFetch('/household/join', { cookie: member.cookie, json: { token } }));

    const milk = await add(owner, 'Milk');
    expect((await listOf(member)).map((i) => i.name)).toEqual(['Milk']);
    await jsonOf(tick(member, milk.id));
    expect((await listOf(owner)).find((i) => i.id === milk.id)?.is_purchased).toBe(true);
    await jsonOf(apiFetch('/pantry', { cookie: member.cookie, json: { name: 'Rice' } }), 201);
    expect((await jsonOf<{ items: { name: string }[] }>(apiFetch('/pantry', { cookie: owner.cookie }))).items.map((i) => i.name)).toEqual(['Rice']);
    await jsonOf(apiFetch('/meal-plans', { cookie: owner.cookie, json: { plan_date: monday, meal_type: 'lunch', recipe_title: 'Soup' } }), 201);
    expect((await mealsOf(member)).map((m) => m.recipe_title)).toEqual(['Soup']);

    await jsonOf(apiFetch('/household/leave', { method: 'POST', cookie: member.cookie }));
    expect((await listOf(member)).map((i) => i.id)).toEqual([ownItem.id]);
    expect(await mealsOf(member)).toEqual([]);
    expect((await listOf(owner)).map((i) => i.name)).toEqual(['Milk']);
  });

  it('two members tick and add at once: every change lands, no item lost', async () => {
    const { owner, members } = await makeHousehold(2);
    const [a, b] = [members[0]!, members[1]!];
    const items = [];
    for (const name of ['Eggs', 'Flour', 'Butter', 'Sugar']) items.push(await add(owner, name));
    const answers = await Promise.all([
      tick(a, items[0]!.id),
      tick(b, items[1]!.id),
      tick(a, items[2]!.id),
      tick(b, items[3]!.id),
      apiFetch('/shopping-list', { cookie: a.cookie, json: { name: 'Lemons' } }),
      apiFetch('/shopping-list', { cookie: b.cookie, json: { name: 'Yeast' } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 201, 201]);
    const list = await listOf(owner);
    expect(list.map((i) => i.name).sort()).toEqual(['Butter', 'Eggs', 'Flour', 'Lemons', 'Sugar', 'Yeast']);
    expect(list.filter((i) => i.is_purchased).map((i) => i.name).sort()).toEqual(['Butter', 'Eggs', 'Flour', 'Sugar']);
    expect(await listOf(a)).toEqual(list);
    expect(await listOf(b)).toEqual(list);
  });

  it('a free member uses the kitchen through the owner\'s Pro, and loses it when removed; usage stays their own', async () => {
    const { owner, members } = await makeHousehold(1, 'free');
    const member = members[0]!;
    await jsonOf(apiFetch('/shopping-list', { cookie: member.cookie }));
    const usage = await jsonOf<{ planType: string; limit: number }>(apiFetch('/usage', { cookie: member.cookie }));
    expect(usage).toMatchObject({ planType: 'free', limit: 3 });
    const handle = (await household(owner))!.members.find((m) => m.role === 'member')!.id;
    await jsonOf(apiFetch(`/household/members/${handle}`, { method: 'DELETE', cookie: owner.cookie }));
    await expectRefused('/shopping-list', { cookie: member.cookie }, 403, 'plan_required');
  });

  it('a household whose owner is on the free plan is closed to its free members', async () => {
    const { owner, members } = await makeHousehold(1, 'free');
    const { env } = await import('cloudflare:workers');
    await env.DB.prepare("UPDATE subscriptions SET plan_type = 'free' WHERE user_id = ?").bind(owner.userId).run();
    await expectRefused('/shopping-list', { cookie: members[0]!.cookie }, 403, 'plan_required');
    expect((await household(members[0]!))?.kitchen_pro).toBe(false);
  });
});

describe('nobody outside the household reaches its kitchen', () => {
  it('a non-member cannot read or write the household list by any id', async () => {
    const { owner, members } = await makeHousehold(1);
    const milk = await add(owner, 'Milk');
    const { id: householdId } = (await household(owner))!;
    const stranger = await signIn({ planType: 'monthly' });
    await add(stranger, 'Stranger bread');
    // The stranger's list is their own; the household's items are 404 by their id.
    expect((await listOf(stranger)).map((i) => i.name)).toEqual(['Stranger bread']);
    await expectRefused(`/shopping-list/${milk.id}`, { method: 'PATCH', cookie: stranger.cookie, json: { is_purchased: true } }, 404, 'not_found');
    await expectRefused(`/shopping-list/${milk.id}`, { method: 'DELETE', cookie: stranger.cookie }, 404, 'not_found');
    await expectRefused('/shopping-list/move-to-pantry', { cookie: stranger.cookie, json: { ids: [milk.id] } }, 404, 'not_found');
    // A client-sent household, owner or user id changes nothing: kitchen routes take none.
    for (const id of [householdId, owner.userId, members[0]!.userId]) {
      const res = await apiFetch(`/shopping-list?household_id=${id}&owner_id=${id}`, { cookie: stranger.cookie });
      expect((await res.json<{ items: ShoppingItem[] }>()).items.map((i) => i.name)).toEqual(['Stranger bread']);
      await expectRefused(`/shopping-list/${id}`, { method: 'PATCH', cookie: stranger.cookie, json: { is_purchased: true } }, 404, 'not_found');
      await expectRefused(`/household/members/${id}`, { method: 'DELETE', cookie: stranger.cookie }, 404, 'not_found');
    }
    await expectRefused('/household/join', { cookie: stranger.cookie, json: { token: householdId } }, 404, 'invite_invalid');
    expect((await listOf(owner)).map((i) => i.name)).toEqual(['Milk']);
    expect((await listOf(owner))[0]?.is_purchased).toBe(false);
  });
});

describe('recipes in a shared plan', () => {
  it('a member plans their own recipe; the household reads it read-only while it is planned; the list is generated for everyone', async () => {
    const { owner, members } = await makeHousehold(1);
    const member = members[0]!;
    const secret = await makeRecipe(member.userId, { title: 'Grandma stew', ingredients: '2 carrots\n300 g beef', instructions: 'Secret steps', notes: 'My private note: less salt for Dad' });
    const ownersRecipe = await makeRecipe(owner.userId, { title: 'Owner pasta' });
    // The member may not plan the owner's private recipe, only their own.
    await expectRefused('/meal-plans', { cookie: member.cookie, json: { plan_date: monday, meal_type: 'dinner', recipe_id: ownersRecipe.id } }, 400, 'validation_failed');
    const { meal } = await jsonOf<{ meal: Meal }>(
      apiFetch('/meal-plans', { cookie: member.cookie, json: { plan_date: monday, meal_type: 'dinner', recipe_id: secret.id } }),
      201,
    );
    const seen = (await mealsOf(owner))[0]!;
    expect(seen).toEqual({ id: meal.id, plan_date: monday, meal_type: 'dinner', recipe_id: secret.id, recipe_title: 'Grandma stew', servings: null, eaters: null, diet_conflicts: [] });
    expect(JSON.stringify(await mealsOf(owner))).not.toContain('Secret steps');
    // Planned in the household, the recipe opens for the owner, read-only (docs/decisions/051-household-recipes.md).
    const opened = await jsonOf<{ recipe: { instructions: string }; read_only: boolean }>(apiFetch(`/recipes/${secret.id}`, { cookie: owner.cookie }));
    expect(opened).toMatchObject({ read_only: true, recipe: { instructions: 'Secret steps', notes: null } });
    // The author's private notes stay the author's.
    expect(JSON.stringify(opened)).not.toContain('private note');
    expect(await jsonOf(apiFetch(`/recipes/${secret.id}`, { cookie: member.cookie }))).toMatchObject({ read_only: false, recipe: { notes: 'My private note: less salt for Dad' } });
    await expectRefused(`/recipes/${secret.id}`, { method: 'PATCH', cookie: owner.cookie, json: { title: 'Mine now' } }, 404, 'not_found');
    // The owner may keep the member's recipe on the meal while changing the servings.
    await jsonOf(apiFetch(`/meal-plans/${meal.id}`, { method: 'PUT', cookie: owner.cookie, json: { plan_date: monday, meal_type: 'dinner', recipe_id: secret.id, servings: 4 } }));

    const generated = await jsonOf<{ added: { name: string }[] }>(
      apiFetch('/meal-plans/generate-shopping-list', { cookie: member.cookie, json: { start_date: monday, end_date: monday } }),
    );
    expect(generated.added.map((a) => a.name).sort()).toEqual(['beef', 'carrots']);
    expect((await listOf(owner)).map((i) => i.name).sort()).toEqual(['beef', 'carrots']);

    // When the member leaves, their recipe leaves the plan; the title stays as a name.
    await jsonOf(apiFetch('/household/leave', { method: 'POST', cookie: member.cookie }));
    expect(await mealsOf(owner)).toEqual([{ ...seen, recipe_id: null, servings: 4 }]);
    await expectRefused(`/recipes/${secret.id}`, { cookie: owner.cookie }, 404, 'not_found');
  });
});
