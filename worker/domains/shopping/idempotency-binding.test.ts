import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '#core/schemas/shopping';
import { apiFetch, signIn } from '../../test/helpers';
import { jsonOf } from '../../test/kitchen-helpers';
import { makeHousehold } from '../households/household-test-helpers';

/** docs/decisions/032-hardening-second-pass.md: an Idempotency-Key answers only the request it was made for. */

type Created = { item: ShoppingItem; merged: boolean };
const keyed = (key: string) => ({ 'idempotency-key': key });
const list = async (cookie: string) => (await jsonOf<{ items: ShoppingItem[] }>(apiFetch('/shopping-list', { cookie }))).items;

describe('an Idempotency-Key is bound to its user, method, path and body', () => {
  it('a DELETE replaying a POST’s key answers 422 and is not mistaken for the POST', async () => {
    const user = await signIn({ planType: 'monthly' });
    const { item } = await jsonOf<Created>(apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Flour' }, headers: keyed('key-post-0001') }), 201);
    const res = await apiFetch(`/shopping-list/${item.id}`, { method: 'DELETE', cookie: user.cookie, headers: keyed('key-post-0001') });
    expect(res.status).toBe(422);
    expect(await list(user.cookie)).toHaveLength(1);
    // With a key of its own the delete goes through.
    await jsonOf(apiFetch(`/shopping-list/${item.id}`, { method: 'DELETE', cookie: user.cookie, headers: keyed('key-delete-0002') }));
    expect(await list(user.cookie)).toHaveLength(0);
  });

  it('the same key with another body or another item answers 422', async () => {
    const user = await signIn({ planType: 'monthly' });
    await jsonOf<Created>(apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Eggs' }, headers: keyed('key-body-0001') }), 201);
    const other = await apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Butter' }, headers: keyed('key-body-0001') });
    expect(other.status).toBe(422);
    expect((await list(user.cookie)).map((i) => i.name)).toEqual(['Eggs']);
  });

  it('in a household two members’ equal keys each run their own write', async () => {
    const { owner, members } = await makeHousehold(1);
    const member = members[0]!;
    const mine = await jsonOf<Created>(apiFetch('/shopping-list', { cookie: owner.cookie, json: { name: 'Rice' }, headers: keyed('same-key-0001') }), 201);
    const theirs = await jsonOf<Created>(apiFetch('/shopping-list', { cookie: member.cookie, json: { name: 'Beans' }, headers: keyed('same-key-0001') }), 201);
    expect(theirs.item.name).toBe('Beans');
    expect(theirs.item.id).not.toBe(mine.item.id);
    expect((await list(owner.cookie)).map((i) => i.name).sort()).toEqual(['Beans', 'Rice']);
  });
});
