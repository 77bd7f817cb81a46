import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays } from '#core/kitchen/freshness';
import type { PantryItem } from '#core/schemas/pantry';
import type { ShoppingItem } from '#core/schemas/shopping';
import { apiFetch, signIn } from '../../test/helpers';
import { expectRefused, jsonOf } from '../../test/kitchen-helpers';

/** The server's date: without the cook's date, the move dates its estimates from it. */
const today = () => new Date().toISOString().slice(0, 10);

type Created = { item: ShoppingItem; merged: boolean };
const add = (cookie: string, json: unknown, status = 201) => jsonOf<Created>(apiFetch('/shopping-list', { cookie, json }), status);
const list = async (cookie: string) => (await jsonOf<{ items: ShoppingItem[] }>(apiFetch('/shopping-list', { cookie }))).items;

describe('shopping list', () => {
  it('adds with a guessed category; the same pending name merges, converting units', async () => {
    const user = await signIn({ planType: 'monthly' });
    const flour = await add(user.cookie, { name: 'Flour', quantity: 200, unit: 'g' });
    expect(flour).toEqual({
      merged: false,
      item: {
        id: expect.any(String),
        name: 'Flour',
        quantity: 200,
        unit: 'g',
        category: 'pantry',
        notes: null,
        is_purchased: false,
        recipes: [],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const merged = await add(user.cookie, { name: 'flours', quantity: 0.5, unit: 'kg' }, 200);
    expect(merged).toMatchObject({ merged: true, item: { id: flour.item.id, name: 'Flour', quantity: 700, unit: 'g' } });
    // Other units of another dimension stay a line of their own; no quantity joins the existing line.
    expect(await add(user.cookie, { name: 'FLOUR', quantity: 2, unit: 'cups' })).toMatchObject({ merged: false });
    expect(await add(user.cookie, { name: 'flour' }, 200)).toMatchObject({ merged: true, item: { id: flour.item.id } });
    expect(await add(user.cookie, { name: 'Crème fraîche', category: 'dairy' })).toMatchObject({ merged: false, item: { category: 'dairy' } });
    expect(await add(user.cookie, { name: 'creme fraiche', quantity: 200, unit: 'ml' }, 200)).toMatchObject({
      merged: true,
      item: { name: 'Crème fraîche', quantity: 200, unit: 'ml' },
    });
    expect(await list(user.cookie)).toHaveLength(3);
  });

  it('a purchased item does not take merges; ticking, unticking, editing and deleting', async () => {
    const user = await signIn({ planType: 'weekly' });
    const milk = await add(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' });
    const ticked = await jsonOf<{ item: ShoppingItem }>(
      apiFetch(`/shopping-list/${milk.item.id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: true } }),
    );
    expect(ticked.item).toMatchObject({ is_purchased: true, quantity: 1 });
    expect(await add(user.cookie, { name: 'milk', quantity: 1, unit: 'liters' })).toMatchObject({ merged: false });
    const edited = await jsonOf<{ item: ShoppingItem }>(
      apiFetch(`/shopping-list/${milk.item.id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: false, name: 'Oat milk', notes: 'barista' } }),
    );
    expect(edited.item).toMatchObject({ is_purchased: false, name: 'Oat milk', notes: 'barista', category: 'dairy' });
    expect(await jsonOf(apiFetch(`/shopping-list/${milk.item.id}`, { method: 'DELETE', cookie: user.cookie }))).toEqual({ success: true });
    expect((await list(user.cookie)).map((item) => item.name)).toEqual(['milk']);
  });

  it.each([
    ['blank name', { name: '  ' }],
    ['quantity not a number', { name: 'Milk', quantity: 'lots' }],
    ['zero quantity', { name: 'Milk', quantity: 0 }],
    ['unknown unit', { name: 'Milk', unit: 'gallons' }],
    ['unknown category', { name: 'Milk', category: 'toys' }],
    ['notes too long', { name: 'Milk', notes: 'x'.repeat(501) }],
  ])('refuses %s with 400 and writes nothing', async (_name, json) => {
    const user = await signIn({ planType: 'monthly' });
    await add(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' });
    await expectRefused('/shopping-list', { cookie: user.cookie, json }, 400, 'validation_failed');
  });

  it('refuses a bad edit with 400 and keeps the item as it was', async () => {
    const user = await signIn({ planType: 'weekly' });
    const milk = await add(user.cookie, { name: 'Milk', quantity: 1, unit: 'liters' });
    const bad: unknown[] = [
      {},
      { name: '   ' },
      { quantity: 'lots' },
      { quantity: -2 },
      { unit: 'gallons' },
      { category: 'toys' },
      { is_purchased: 'yes' },
      { notes: 'x'.repeat(501) },
    ];
    for (const json of bad)
      await expectRefused(`/shopping-list/${milk.item.id}`, { method: 'PATCH', cookie: user.cookie, json }, 400, 'validation_failed');
    expect(await list(user.cookie)).toEqual([milk.item]);
  });

  it('two identical POSTs at once make one item holding both amounts', async () => {
    const user = await signIn({ planType: 'yearly' });
    const send = () => apiFetch('/shopping-list', { cookie: user.cookie, json: { name: 'Bananas', quantity: 3 } });
    const statuses = (await Promise.all([send(), send(), send()])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 201]);
    const items = await list(user.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Bananas', quantity: 9, unit: 'pieces' });
  });

  it('clear-purchased deletes only purchased items', async () => {
    const user = await signIn({ planType: 'monthly' });
    const a = await add(user.cookie, { name: 'Apples' });
    await add(user.cookie, { name: 'Bread' });
    await apiFetch(`/shopping-list/${a.item.id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: true } });
    expect(await jsonOf(apiFetch('/shopping-list/clear-purchased', { method: 'DELETE', cookie: user.cookie }))).toEqual({ success: true, deleted: 1 });
    expect((await list(user.cookie)).map((item) => item.name)).toEqual(['Bread']);
    expect(await jsonOf(apiFetch('/shopping-list/clear-purchased', { method: 'DELETE', cookie: user.cookie }))).toEqual({ success: true, deleted: 0 });
  });

  it('moves purchased items to the pantry with a mapped category and an estimated expiry by kind of food, once', async () => {
    const user = await signIn({ planType: 'weekly' });
    const bread = await add(user.cookie, { name: 'Bread', quantity: 1, notes: 'sourdough' });
    const cheese = await add(user.cookie, { name: 'Cheese', quantity: 200, unit: 'g' });
    const pending = await add(user.cookie, { name: 'Tea' });
    for (const id of [bread.item.id, cheese.item.id])
      await apiFetch(`/shopping-list/${id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: true } });

    await expectRefused('/shopping-list/move-to-pantry', { cookie: user.cookie, json: { ids: [bread.item.id, pending.item.id] } }, 404, 'not_found');
    const moved = await jsonOf<{ moved: number; pantry_items: PantryItem[] }>(
      apiFetch('/shopping-list/move-to-pantry', { cookie: user.cookie, json: { ids: [bread.item.id] } }),
    );
    expect(moved).toEqual({
      moved: 1,
      pantry_items: [
        expect.objectContaining({ name: 'Bread', quantity: 1, unit: 'pieces', category: 'grains', notes: 'sourdough', expiry_date: addDays(today(), 3), expiry_estimated: true }),
      ],
    });
    const [all, again] = await Promise.all([
      jsonOf<{ moved: number }>(apiFetch('/shopping-list/move-to-pantry', { cookie: user.cookie, json: {} })),
      jsonOf<{ moved: number }>(apiFetch('/shopping-list/move-to-pantry', { cookie: user.cookie, json: {} })),
    ]);
    expect(all.moved + again.moved).toBe(1);
    const pantry = await jsonOf<{ items: PantryItem[] }>(apiFetch('/pantry', { cookie: user.cookie }));
    expect(pantry.items.map((item) => [item.name, item.category, item.expiry_date]).sort()).toEqual([
      ['Bread', 'grains', addDays(today(), 3)],
      // Plain cheese is the food table's cheddar, a hard cheese that keeps three weeks (data/foods/foods.tsv).
      ['Cheese', 'dairy', addDays(today(), 21)],
    ]);
    // A date the cook sets is no estimate any more.
    const cheeseRow = pantry.items.find((item) => item.name === 'Cheese')!;
    const edited = await jsonOf<{ item: PantryItem }>(apiFetch(`/pantry/${cheeseRow.id}`, { method: 'PATCH', cookie: user.cookie, json: { expiry_date: addDays(today(), 20) } }));
    expect(edited.item).toMatchObject({ expiry_date: addDays(today(), 20), expiry_estimated: false });
    expect((await list(user.cookie)).map((item) => item.name)).toEqual(['Tea']);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM shopping_items WHERE owner_id = ?1').bind(user.userId).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("dates the estimates from the cook's own date, which may be a day off the server's", async () => {
    // Evening in California: the server's UTC date is already tomorrow.
    const user = await signIn({ planType: 'monthly' });
    const bread = await add(user.cookie, { name: 'Bread' });
    await apiFetch(`/shopping-list/${bread.item.id}`, { method: 'PATCH', cookie: user.cookie, json: { is_purchased: true } });
    const yesterday = addDays(today(), -1);
    await expectRefused('/shopping-list/move-to-pantry', { cookie: user.cookie, json: { today: addDays(today(), -2) } }, 400, 'validation_failed');
    const moved = await jsonOf<{ pantry_items: PantryItem[] }>(apiFetch('/shopping-list/move-to-pantry', { cookie: user.cookie, json: { today: yesterday } }));
    expect(moved.pantry_items).toEqual([expect.objectContaining({ name: 'Bread', expiry_date: addDays(yesterday, 3), expiry_estimated: true })]);
  });
});
