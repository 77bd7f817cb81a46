import { env } from 'cloudflare:workers';
import { unzipSync, strFromU8 } from 'fflate';
import { createDb } from '../../db/client';
import { apiFetch, signIn, type SignedIn } from '../../test/helpers';
import { insertRecipe, share } from '../community/test-helpers';
import { IMAGES, fromBase64 } from '../recipes/creator-test-helpers';
import { storeImage } from '../images/images.service';

/** Export tests: a user with every kind of data, and a neighbour whose data must never leak. */

async function ok(res: Promise<Response>, step: string) {
  const answer = await res;
  if (!answer.ok) throw new Error(`${step} answered ${answer.status} ${await answer.text()}`);
  return answer;
}

/** A PNG with a long tail of varied bytes (a realistic photo size; every byte must survive). */
export function photoBytes(size = 300_000): Uint8Array {
  const head = fromBase64(IMAGES.png);
  const out = new Uint8Array(size);
  out.set(head);
  for (let i = head.length; i < size; i += 1) out[i] = (i * 2654435761) >>> 24;
  // The data-descriptor and directory signatures inside the photo must not confuse a reader.
  out.set([0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x01, 0x02], 1000);
  out.set(head.subarray(head.length - 12), size - 12); // a PNG ends with its IEND chunk
  return out;
}

export interface Seeded {
  owner: SignedIn;
  other: SignedIn;
  recipeIds: string[];
  photo: Uint8Array;
  sharedId: string;
}

/** The owner: two recipes (one with a photo and notes), a rating and review, pantry, list, plan, diet, credits. */
export async function seedKitchen(): Promise<Seeded> {
  const owner = await signIn({ name: 'Olga Owner', planType: 'monthly' });
  const other = await signIn({ name: 'Nina Neighbour', planType: 'monthly' });
  const otherRecipe = await insertRecipe(other.userId, { title: 'Neighbour Secret Stew' });
  const sharedId = await share(other, otherRecipe);
  await env.DB.prepare(`INSERT INTO pantry_items (id, owner_id, name, created_at, updated_at) VALUES ('np-' || ?1, ?1, 'neighbour-saffron', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`)
    .bind(other.userId)
    .run();

  const recipeIds: string[] = [];
  for (const [title, ingredients] of [
    ['Lemon Tart', ['200 g flour', '2 lemons', '100 g sugar']],
    ['Tomato Soup', ['6 tomatoes', '1 onion']],
  ] as const) {
    // The tart rests: its total time is longer than prep and cook.
    const times = title === 'Lemon Tart' ? { prep_time: 20, cook_time: 30, total_time: 240 } : {};
    const res = await ok(apiFetch('/recipes', { cookie: owner.cookie, json: { title, ingredients, instructions: ['Mix **well**', 'Bake'], ...times } }), 'recipe');
    recipeIds.push((await res.json<{ recipe: { id: string } }>()).recipe.id);
  }
  const photo = photoBytes();
  const stored = await storeImage({ db: createDb(env.DB), bucket: env.BUCKET, now: new Date() }, owner.userId, { bytes: photo, format: 'png' });
  await env.DB.prepare('UPDATE recipes SET image_url = ?1 WHERE id = ?2').bind(stored.url, recipeIds[0]).run();
  await ok(apiFetch(`/recipes/${recipeIds[0]}/notes`, { method: 'PATCH', cookie: owner.cookie, json: { notes: 'Less sugar next time' } }), 'notes');

  await ok(apiFetch(`/discover/${sharedId}/rate`, { cookie: owner.cookie, json: { rating: 4 } }), 'rate');
  await ok(apiFetch(`/discover/${sharedId}/review`, { cookie: owner.cookie, json: { review_text: 'Lovely and warming' } }), 'review');
  await ok(apiFetch('/pantry', { cookie: owner.cookie, json: { name: 'Rice', quantity: 2, unit: 'kg', expiry_date: '2030-01-31' } }), 'pantry');
  await ok(apiFetch('/shopping-list', { cookie: owner.cookie, json: { name: 'Milk', quantity: 1, unit: 'liters' } }), 'shopping');
  await ok(apiFetch('/meal-plans', { cookie: owner.cookie, json: { plan_date: '2027-02-01', meal_type: 'dinner', recipe_id: recipeIds[1] } }), 'meal');
  await ok(apiFetch('/diet-profile', { method: 'PUT', cookie: owner.cookie, json: { diets: ['vegetarian'], allergens: ['peanuts'], dislikes: ['cilantro'] } }), 'diet');
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO credit_ledger (id, user_id, delta, reason, reference, created_at) VALUES (?1, ?2, 10, 'grant', ?1, '2026-01-02T00:00:00.000Z')`).bind(`export-test-${owner.userId}`, owner.userId),
    env.DB.prepare('INSERT INTO credit_balances (user_id, balance, total_purchased, total_used) VALUES (?1, 10, 0, 0)').bind(owner.userId),
  ]);
  return { owner, other, recipeIds, photo, sharedId };
}

export async function downloadExport(cookie: string) {
  const res = await apiFetch('/export', { cookie });
  if (res.status !== 200) throw new Error(`export answered ${res.status} ${await res.text()}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, files: unzipSync(bytes) };
}

export const textOf = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the export`);
  return strFromU8(file);
};

export function postImport(cookie: string, body: Uint8Array | string, type = 'application/zip') {
  return apiFetch('/import', { method: 'POST', cookie, body, headers: { 'content-type': type } });
}

export async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql).bind(...binds).first<{ n: number }>();
  return row?.n ?? 0;
}
