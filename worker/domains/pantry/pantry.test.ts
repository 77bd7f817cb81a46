import { describe, expect, it } from 'vitest';
import { summarizeFreshness } from '#core/kitchen/freshness';
import type { PantryItem } from '#core/schemas/pantry';
import { apiFetch, signIn } from '../../test/helpers';
import { expectRefused, inDays, jsonOf, today } from '../../test/kitchen-helpers';

describe('pantry', () => {
  it('adds (newest first), edits in place, deletes; blanks become null and names are trimmed', async () => {
    const user = await signIn({ planType: 'monthly' });
    const first = await jsonOf<{ item: PantryItem }>(
      apiFetch('/pantry', { cookie: user.cookie, json: { name: '  Rice ', quantity: 1.5, unit: 'kg', category: 'grains', expiry_date: '', location: ' ', notes: '' } }),
      201,
    );
    expect(first.item).toEqual({
      id: expect.any(String),
      name: 'Rice',
      quantity: 1.5,
      unit: 'kg',
      category: 'grains',
      expiry_date: null,
      expiry_estimated: false,
      location: null,
      notes: null,
      created_at: expect.any(String),
    });
    const second = await jsonOf<{ item: PantryItem }>(apiFetch('/pantry', { cookie: user.cookie, json: { name: 'Milk', expiry_date: inDays(2), location: 'fridge' } }), 201);
    const list = await jsonOf<{ items: PantryItem[] }>(apiFetch('/pantry', { cookie: user.cookie }));
    expect(list.items.map((item) => item.name)).toEqual(['Milk', 'Rice']);

    const edited = await jsonOf<{ item: PantryItem }>(
      apiFetch(`/pantry/${first.item.id}`, { method: 'PATCH', cookie: user.cookie, json: { quantity: null, notes: 'Basmati' } }),
    );
    expect(edited.item).toEqual({ ...first.item, quantity: null, notes: 'Basmati' });
    expect(await jsonOf(apiFetch(`/pantry/${second.item.id}`, { method: 'DELETE', cookie: user.cookie }))).toEqual({ success: true });
    await expectRefused(`/pantry/${second.item.id}`, { method: 'DELETE', cookie: user.cookie }, 404, 'not_found');
    expect((await jsonOf<{ items: PantryItem[] }>(apiFetch('/pantry', { cookie: user.cookie }))).items).toEqual([edited.item]);
  });

  it.each([
    ['blank name', { name: '   ' }],
    ['quantity not a number', { name: 'Rice', quantity: 'two' }],
    ['quantity as a numeric string', { name: 'Rice', quantity: '2' }],
    ['negative quantity', { name: 'Rice', quantity: -1 }],
    ['unknown unit', { name: 'Rice', unit: 'bushel' }],
    ['shopping-only category', { name: 'Rice', category: 'bakery' }],
    ['impossible date', { name: 'Rice', expiry_date: '2026-02-30' }],
    ['date in another format', { name: 'Rice', expiry_date: '30.11.2026' }],
    ['location too long', { name: 'Rice', location: 'x'.repeat(61) }],
  ])('refuses %s with 400 and writes nothing', async (_name, json) => {
    const user = await signIn({ planType: 'weekly' });
    await expectRefused('/pantry', { cookie: user.cookie, json }, 400, 'validation_failed');
  });

  it('refuses a bad edit with 400 and keeps the item', async () => {
    const user = await signIn({ planType: 'weekly' });
    const { item } = await jsonOf<{ item: PantryItem }>(apiFetch('/pantry', { cookie: user.cookie, json: { name: 'Oats' } }), 201);
    const bad = [{}, { name: '' }, { name: '   ' }, { quantity: 'two' }, { quantity: 0 }, { unit: 'cupz' }, { category: 'toys' }, { expiry_date: '2026-13-01' }, { expiry_date: '2026-02-30' }];
    for (const json of bad)
      await expectRefused(`/pantry/${item.id}`, { method: 'PATCH', cookie: user.cookie, json }, 400, 'validation_failed');
    expect((await jsonOf<{ items: PantryItem[] }>(apiFetch('/pantry', { cookie: user.cookie }))).items).toEqual([item]);
  });
});

describe('GET /api/pantry/summary', () => {
  it('agrees with core/kitchen/freshness.ts for the client’s date, around the 3-day edge', async () => {
    const user = await signIn({ planType: 'yearly' });
    const offsets = [null, -30, -1, 0, 1, 3, 4, 10];
    for (const offset of offsets) {
      const json = { name: `Item ${offset}`, expiry_date: offset === null ? null : inDays(offset) };
      await jsonOf(apiFetch('/pantry', { cookie: user.cookie, json }), 201);
    }
    const { items } = await jsonOf<{ items: PantryItem[] }>(apiFetch('/pantry', { cookie: user.cookie }));
    for (const day of [inDays(-1), today(), inDays(1)]) {
      const summary = await jsonOf(apiFetch(`/pantry/summary?today=${day}`, { cookie: user.cookie }));
      expect(summary, day).toEqual(summarizeFreshness(items, day));
    }
    expect(await jsonOf(apiFetch(`/pantry/summary?today=${today()}`, { cookie: user.cookie }))).toEqual({
      total: 8,
      fresh: 3,
      expiring_soon: 3,
      expired: 2,
    });
    expect(await jsonOf(apiFetch('/pantry/summary', { cookie: user.cookie }))).toEqual(summarizeFreshness(items, today()));
  });

  it('an empty pantry counts zero; a date more than a day away or not a date is 400', async () => {
    const user = await signIn({ planType: 'monthly' });
    expect(await jsonOf(apiFetch('/pantry/summary', { cookie: user.cookie }))).toEqual({ total: 0, fresh: 0, expiring_soon: 0, expired: 0 });
    for (const day of [inDays(2), inDays(-2), '2026-02-30', 'today'])
      await expectRefused(`/pantry/summary?today=${day}`, { cookie: user.cookie }, 400, 'validation_failed');
  });
});
