import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '#core/schemas/shopping';
import { apiFetch, signIn } from '../../test/helpers';
import { jsonOf } from '../../test/kitchen-helpers';

/** The offline queue's retries: one `Idempotency-Key` per change, so a repeat changes nothing. */

type Created = { item: ShoppingItem; merged: boolean };
const keyed = (key: string) => ({ 'idempotency-key': key });
const add = (cookie: string, json: unknown, key?: string) =>
  apiFetch('/shopping-list', { cookie, json, headers: key ? keyed(key) : {} });
const patch = (cookie: string, id: string, json: unknown, key: string) =>
  apiFetch(`/shopping-list/${id}`, { method: 'PATCH', cookie, json, headers: keyed(key) });
const remove = (cookie: string, id: string, key: string) =>
  apiFetch(`/shopping-list/${id}`, { method: 'DELETE', cookie, headers: keyed(key) });
const list = async (cookie: string) => (await jsonOf<{ items: ShoppingItem[] }>(apiFetch('/shopping-list', { cookie }))).items;

describe('shopping list writes with an Idempotency-Key', () => {
  it('a repeated add answers the first result and makes no twin', async () => {
    const user = await signIn({ planType: 'monthly' });
    const first = await jsonOf<Created>(add(user.cookie, { name: 'Flour', quantity: 200, unit: 'g' }, 'add-flour-0001'), 201);
    const again = await jsonOf<Created>(add(user.cookie, { name: 'Flour', quantity: 200, unit: 'g' }, 'add-flour-0001'), 201);
    expect(again).toEqual(first);
    expect(await list(user.cookie)).toEqual([expect.objectContaining({ id: first.item.id, quantity: 200 })]);
    // Without the key (or with a new one) the same name merges as always.
    expect(await jsonOf<Created>(add(user.cookie, { name: 'flour', quantity: 100, unit: 'g' }, 'add-flour-0002'))).toMatchObject({
      merged: true,
      item: { quantity: 300 },
    });
  });

  it('a repeated add that merged does not add its amount twice', async () => {
    const user = await signIn({ planType: 'weekly' });
    await jsonOf<Created>(add(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' }), 201);
    for (let i = 0; i < 3; i += 1) {
      expect(await jsonOf<Created>(add(user.cookie, { name: 'milk', quantity: 1, unit: 'liters' }, 'merge-milk-01'))).toMatchObject({
        merged: true,
        item: { quantity: 2 },
      });
    }
    expect((await list(user.cookie)).map((item) => item.quantity)).toEqual([2]);
  });

  it('keys belong to one user: another user with the same key gets their own item', async () => {
    const [a, b] = await Promise.all([signIn({ planType: 'monthly' }), signIn({ planType: 'monthly' })]);
    const forA = await jsonOf<Created>(add(a.cookie, { name: 'Eggs' }, 'shared-key-123'), 201);
    const forB = await jsonOf<Created>(add(b.cookie, { name: 'Eggs' }, 'shared-key-123'), 201);
    expect(forB.item.id).not.toBe(forA.item.id);
    expect(await list(b.cookie)).toHaveLength(1);
  });

  it('a replayed tick after a later untick leaves the last write standing', async () => {
    const user = await signIn({ planType: 'monthly' });
    const { item } = await jsonOf<Created>(add(user.cookie, { name: 'Basil' }), 201);
    const ticked = await jsonOf<{ item: ShoppingItem }>(patch(user.cookie, item.id, { is_purchased: true }, 'tick-basil-1'));
    await jsonOf(patch(user.cookie, item.id, { is_purchased: false }, 'untick-basil-2'));
    expect(await jsonOf(patch(user.cookie, item.id, { is_purchased: true }, 'tick-basil-1'))).toEqual(ticked);
    expect(await list(user.cookie)).toEqual([expect.objectContaining({ id: item.id, is_purchased: false })]);
  });

  it('a repeated delete answers success again instead of 404', async () => {
    const user = await signIn({ planType: 'monthly' });
    const { item } = await jsonOf<Created>(add(user.cookie, { name: 'Rice' }), 201);
    expect(await jsonOf(remove(user.cookie, item.id, 'delete-rice-1'))).toEqual({ success: true });
    expect(await jsonOf(remove(user.cookie, item.id, 'delete-rice-1'))).toEqual({ success: true });
    // A new key for a gone item is a real 404.
    await jsonOf(remove(user.cookie, item.id, 'delete-rice-2'), 404);
  });

  it('a failed write releases its key: the retry runs', async () => {
    const user = await signIn({ planType: 'monthly' });
    await jsonOf(add(user.cookie, { name: '' }, 'retry-after-fail'), 400);
    await jsonOf(patch(user.cookie, 'missing-item', { is_purchased: true }, 'retry-after-404'), 404);
    await jsonOf<Created>(add(user.cookie, { name: 'Salt' }, 'retry-after-fail'), 201);
    expect((await list(user.cookie)).map((item) => item.name)).toEqual(['Salt']);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon;key'])('refuses the malformed key %j with 400', async (key) => {
    const user = await signIn({ planType: 'monthly' });
    const res = await add(user.cookie, { name: 'Tea' }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    expect(await list(user.cookie)).toEqual([]);
  });

  it('an account deleted takes its keys with it (cascade)', async () => {
    const user = await signIn({ planType: 'monthly' });
    await jsonOf<Created>(add(user.cookie, { name: 'Oats' }, 'cascade-key-1'), 201);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.userId).run();
    const left = await env.DB.prepare('SELECT count(*) AS n FROM shopping_requests WHERE owner_id = ?').bind(user.userId).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
