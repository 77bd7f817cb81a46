import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { addDays, utcDate } from '../../core/freshness';
import { apiFetch } from './helpers';

/** Helpers for the kitchen tests (pantry, shopping list, meal plans). */

export const today = () => utcDate(new Date());
export const inDays = (days: number) => addDays(today(), days);

/** The Monday of the current UTC week. */
export function thisMonday(): string {
  const weekday = (new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today(), -weekday);
}

const KITCHEN_TABLES = ['pantry_items', 'shopping_items', 'meal_plans', 'recipes'] as const;

/** Row counts and a checksum of the kitchen tables: equal before and after means D1 unchanged. */
export async function kitchenSnapshot(): Promise<Record<string, unknown>> {
  const parts = KITCHEN_TABLES.map((t) => `(SELECT count(*) || ':' || coalesce(max(${t === 'recipes' ? 'title' : 'id'}), '') FROM ${t}) AS ${t}`);
  const shopping = `(SELECT group_concat(id || quantity || is_purchased || version, ',') FROM shopping_items) AS shopping_state`;
  return (await env.DB.prepare(`SELECT ${parts.join(', ')}, ${shopping}`).first<Record<string, unknown>>()) ?? {};
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
