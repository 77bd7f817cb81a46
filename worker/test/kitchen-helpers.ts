import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { addDays, utcDate } from '#core/kitchen/freshness';
import { apiFetch } from './helpers';

/** Helpers for the kitchen tests (pantry, shopping list, meal plans). */

export const today = () => utcDate(new Date());
export const inDays = (days: number) => addDays(today(), days);

/** The Monday of the current UTC week. */
export function thisMonday(): string {
  const weekday = (new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today(), -weekday);
}

/** Every column that a kitchen write can change, per table (rows in id order). */
const KITCHEN_ROWS: Record<string, string> = {
  pantry_items: "id, owner_id, name, quantity, unit, category, expiry_date, location, notes, updated_at",
  shopping_items: "id, owner_id, name, quantity, unit, category, notes, is_purchased, recipes, sources, version, updated_at",
  meal_plans: "id, owner_id, plan_date, meal_type, recipe_id, recipe_title, servings, updated_at",
  recipes: "id, user_id, title, description, cuisine, prep_time, cook_time, servings, difficulty, ingredients, instructions, nutrition",
};

/** Every kitchen row with every column a write could change: equal before and after means D1 unchanged. */
export async function kitchenSnapshot(): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const [table, columns] of Object.entries(KITCHEN_ROWS)) {
    const { results } = await env.DB.prepare(`SELECT ${columns} FROM ${table} ORDER BY id`).all();
    snapshot[table] = results;
  }
  return snapshot;
}

/** Sends a request that must be refused with `status` (and `code`) and change nothing in D1. */
export async function expectRefused(
  path: string,
  init: { method?: string; cookie?: string; json?: unknown },
  status: number,
  code?: string,
) {
  const before = await kitchenSnapshot();
  const res = await apiFetch(path, init);
  const body = await res.json<{ error: string; code: string; details?: string }>();
  expect(res.status, `${init.method ?? 'GET'} ${path} ${JSON.stringify(body)}`).toBe(status);
  expect(body.error).toEqual(expect.any(String));
  if (code) expect(body.code).toBe(code);
  expect(await kitchenSnapshot()).toEqual(before);
  return body;
}

export async function jsonOf<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}
