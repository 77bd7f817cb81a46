import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../test/helpers';
import { PLAN_DAYS_AHEAD, PLAN_DAYS_BACK } from '../meal-plans/meal-plans.service';
import { SHOPPING_MAX_ITEMS } from '../shopping/shopping.service';
import { PANTRY_MAX_ITEMS } from './pantry.service';

/**
 * Volume caps in the kitchen (pantry and shopping items had no cap, meal plans took
 * dates up to the year 9999): each a clear 4xx in the error shape, exact under a parallel flood.
 */

const fill = (table: string, columns: string, values: string) =>
  `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) INSERT INTO ${table} (${columns}) SELECT ${values} FROM n`;
const count = async (table: string, ownerId: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE owner_id = ?1`).bind(ownerId).first<{ n: number }>())?.n;

describe('kitchen caps', () => {
  it(`a pantry one short of ${PANTRY_MAX_ITEMS} takes exactly one of 5 parallel adds; the others are 429 item_limit_reached`, async () => {
    const cook = await signIn({ planType: 'monthly' });
    await env.DB.prepare(fill('pantry_items', 'id, owner_id, name, created_at, updated_at', "?1 || '-p' || i, ?1, 'Item ' || i, '2026-01-01', '2026-01-01'"))
      .bind(cook.userId, PANTRY_MAX_ITEMS - 1)
      .run();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => apiFetch('/pantry', { cookie: cook.cookie, json: { name: `Flood ${i}` } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await answers.find((r) => r.status === 429)!.json()).toMatchObject({ code: 'item_limit_reached', error: expect.stringContaining(`${PANTRY_MAX_ITEMS}`) });
    expect(await count('pantry_items', cook.userId)).toBe(PANTRY_MAX_ITEMS);
  });

  it(`a shopping list one short of ${SHOPPING_MAX_ITEMS} takes exactly one of 5 parallel adds; the others are 429 item_limit_reached`, async () => {
    const cook = await signIn({ planType: 'monthly' });
    await env.DB.prepare(
      fill(
        'shopping_items',
        'id, owner_id, name, name_key, dimension, category, recipes, sources, created_at, updated_at',
        "?1 || '-s' || i, ?1, 'Item ' || i, 'item ' || i, 'none', 'other', '[]', '[]', '2026-01-01', '2026-01-01'",
      ),
    )
      .bind(cook.userId, SHOPPING_MAX_ITEMS - 1)
      .run();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => apiFetch('/shopping-list', { cookie: cook.cookie, json: { name: ['apples', 'pears', 'plums', 'figs', 'kiwis'][i] } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await answers.find((r) => r.status === 429)!.json()).toMatchObject({ code: 'item_limit_reached' });
    expect(await count('shopping_items', cook.userId)).toBe(SHOPPING_MAX_ITEMS);
  });

  it(`meals are planned within ${PLAN_DAYS_BACK} days back and ${PLAN_DAYS_AHEAD} ahead; the year 9999 is 400 validation_failed`, async () => {
    const cook = await signIn({ planType: 'monthly' });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const plan_date of ['9999-12-31', day(PLAN_DAYS_AHEAD + 2), day(-PLAN_DAYS_BACK - 2), '1900-01-01']) {
      const res = await apiFetch('/meal-plans', { cookie: cook.cookie, json: { plan_date, meal_type: 'dinner', recipe_title: 'Soup' } });
      expect(res.status, plan_date).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', details: expect.stringMatching(/^plan_date: /) });
    }
    expect(await count('meal_plans', cook.userId)).toBe(0);
    const ok = await apiFetch('/meal-plans', { cookie: cook.cookie, json: { plan_date: day(PLAN_DAYS_AHEAD - 2), meal_type: 'dinner', recipe_title: 'Soup' } });
    expect(ok.status).toBe(201);
    const meal = (await ok.json<{ meal: { id: string } }>()).meal;
    const moved = await apiFetch(`/meal-plans/${meal.id}`, { cookie: cook.cookie, method: 'PUT', json: { plan_date: '9999-01-01', meal_type: 'dinner', recipe_title: 'Soup' } });
    expect(moved.status).toBe(400);
  });
});
