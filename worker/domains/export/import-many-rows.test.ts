import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { downloadExport, postImport } from './export-test-helpers';

/**
 * A restored kitchen is written with multi-row inserts, and D1 binds at most 100 parameters per
 * statement. The rows per insert come from each table's columns (worker/db/client.ts
 * `rowsPerInsert`), so a column added to a table cannot turn a large import into a 500.
 */
describe('POST /api/import of a large kitchen', { timeout: 60_000 }, () => {
  it('restores 30 planned meals and 30 pantry items, each table written in several inserts', async () => {
    const owner = await signIn({ planType: 'monthly' });
    const meals = ['breakfast', 'lunch', 'dinner'] as const;
    for (let day = 1; day <= 10; day += 1) {
      for (const meal_type of meals) {
        const res = await apiFetch('/meal-plans', { cookie: owner.cookie, json: { plan_date: `2027-03-${String(day).padStart(2, '0')}`, meal_type, recipe_title: `Meal ${day} ${meal_type}` } });
        expect(res.status, await res.clone().text()).toBe(201);
      }
    }
    for (let i = 1; i <= 30; i += 1) {
      const res = await apiFetch('/pantry', { cookie: owner.cookie, json: { name: `Item ${i}`, quantity: i, unit: 'g', expiry_date: '2030-05-01' } });
      expect(res.status).toBe(201);
    }
    const { bytes } = await downloadExport(owner.cookie);
    const fresh = await signIn({ planType: 'monthly' });

    const res = await postImport(fresh.cookie, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pantry: 30, meals: 30 });
  });
});
