import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { jsonOf, thisMonday } from '../../test/kitchen-helpers';
import { household, makeHousehold } from '../households/household-test-helpers';
import { makeRecipe } from './read-test-helpers';

/** Plans `recipeId` in the caller's kitchen (the household owner's plan for a member). */
async function plan(cookie: string, recipeId: string, mealType: 'lunch' | 'dinner') {
  await jsonOf(apiFetch('/meal-plans', { cookie, json: { plan_date: thisMonday(), meal_type: mealType, recipe_id: recipeId } }), 201);
}

const read = (id: string, cookie: string) => apiFetch(`/recipes/${id}`, { cookie });

describe('GET /api/recipes/{id}: recipes planned in the household', () => {
  it('members read every recipe planned in the household, read-only; nothing else', async () => {
    const { owner, members } = await makeHousehold(2);
    const [member, other] = members as [(typeof members)[number], (typeof members)[number]];
    const outsider = await signIn({ planType: 'monthly' });
    const ownersDish = await makeRecipe(owner.userId, { title: 'Owner lasagne' });
    const membersDish = await makeRecipe(member.userId, { title: 'Member curry' });
    const unplanned = await makeRecipe(owner.userId, { title: 'Secret stew' });
    await plan(owner.cookie, ownersDish.id, 'dinner');
    await plan(member.cookie, membersDish.id, 'lunch');

    // A member reads the owner's planned recipe, another member's, and their own (editable).
    expect(await jsonOf(read(ownersDish.id, member.cookie))).toMatchObject({ recipe: { title: 'Owner lasagne' }, read_only: true });
    expect(await jsonOf(read(membersDish.id, other.cookie))).toMatchObject({ recipe: { title: 'Member curry' }, read_only: true });
    expect(await jsonOf(read(membersDish.id, owner.cookie))).toMatchObject({ recipe: { title: 'Member curry' }, read_only: true });
    expect(await jsonOf(read(membersDish.id, member.cookie))).toMatchObject({ read_only: false });

    // Not planned, or not in the household: 404 like a missing recipe; reading never grants editing.
    expect((await read(unplanned.id, member.cookie)).status).toBe(404);
    expect((await read(ownersDish.id, outsider.cookie)).status).toBe(404);
    const edit = await apiFetch(`/recipes/${ownersDish.id}`, { method: 'PATCH', cookie: member.cookie, json: { title: 'Mine now' } });
    expect(edit.status).toBe(404);
  });

  it('an ex-member loses access as soon as they are removed', async () => {
    const { owner, members } = await makeHousehold(1);
    const member = members[0]!;
    const dish = await makeRecipe(owner.userId, { title: 'Sunday roast' });
    await plan(owner.cookie, dish.id, 'dinner');
    expect((await read(dish.id, member.cookie)).status).toBe(200);
    // The owner removes the member by their handle in the household (the owner is listed first).
    const handle = (await household(owner))!.members[1]!.id;
    await jsonOf(apiFetch(`/household/members/${handle}`, { method: 'DELETE', cookie: owner.cookie }));
    const after = await read(dish.id, member.cookie);
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ code: 'not_found' });
  });
});
