import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { insertRecipe, share } from '../community/test-helpers';
import { apiFetch, type SignedIn } from '../../test/helpers';

/**
 * Account deletion test helpers: a user with a row in every table that can hold one (through the
 * API where a user makes it, in SQL where only billing or a cron would), photos and a share card
 * in R2, and the listing of every table's user column from sqlite_master.
 */
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const day = () => new Date().toISOString().slice(0, 10);
const at = () => new Date().toISOString();

export interface Seeded {
  recipeIds: string[];
  sharedId: string;
  photoKey: string;
  legacyObjectKey: string;
  cardKey: string;
}

async function putPhoto(userId: string, key: string, objectKey: string | null) {
  await env.BUCKET.put(objectKey ?? key, PNG, { httpMetadata: { contentType: 'image/png' } });
  await env.DB.prepare('INSERT INTO images (key, user_id, object_key, content_type, bytes, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(key, userId, objectKey, 'image/png', PNG.length, at())
    .run();
}

/** Rows only billing, crons or other flows write: inserted directly. */
async function seedRows(userId: string, email: string, tag: string, recipeId: string) {
  const now = at();
  const rows: Array<[string, unknown[]]> = [
    ['INSERT INTO google_accounts (sub, user_id, email, created_at) VALUES (?1, ?2, ?3, ?4)', [`sub-${tag}`, userId, email, now]],
    [
      `INSERT INTO checkout_sessions (id, user_id, mode, package, amount_cents, currency, success_url, cancel_url, created_at)
       VALUES (?1, ?2, 'payment', 'starter', 499, 'usd', '/s', '/c', ?3)`,
      [`cs_${tag}`, userId, now],
    ],
    ['INSERT INTO upload_counts (user_id, day, used) VALUES (?1, ?2, 2)', [userId, day()]],
    ['INSERT INTO usage_counters (user_id, period, used) VALUES (?1, ?2, 3)', [userId, day().slice(0, 7)]],
    ['INSERT INTO credit_balances (user_id, balance, total_purchased) VALUES (?1, 10, 10)', [userId]],
    [`INSERT INTO credit_ledger (id, user_id, delta, reason, reference, created_at) VALUES (?1, ?2, 10, 'purchase', ?1, ?3)`, [`cl_${tag}`, userId, now]],
    [
      `INSERT INTO support_requests (id, user_id, kind, title, body, app_version, created_at) VALUES (?1, ?2, 'bug', 'T', 'B', '1', ?3)`,
      [`sr_${tag}`, userId, now],
    ],
    ['INSERT INTO pantry_items (id, owner_id, name, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)', [`pi_${tag}`, userId, 'Rice', now]],
    [
      `INSERT INTO shopping_items (id, owner_id, name, name_key, dimension, category, recipes, sources, created_at, updated_at)
       VALUES (?1, ?2, 'Milk', 'milk', 'volume', 'dairy', '[]', '[]', ?3, ?3)`,
      [`si_${tag}`, userId, now],
    ],
    [
      `INSERT INTO meal_plans (id, owner_id, plan_date, meal_type, recipe_title, created_at, updated_at)
       VALUES (?1, ?2, ?3, 'dinner', 'Soup', ?4, ?4)`,
      [`mp_${tag}`, userId, day(), now],
    ],
    ['INSERT INTO import_attempts (id, user_id, created_at) VALUES (?1, ?2, ?3)', [`ia_${tag}`, userId, now]],
    [`INSERT INTO diet_profiles (user_id, diets, allergens, dislikes, updated_at) VALUES (?1, '["vegan"]', '[]', '[]', ?2)`, [userId, now]],
    ['INSERT INTO shopping_requests (owner_id, user_id, key, status, body, created_at) VALUES (?1, ?1, ?2, 201, ?3, ?4)', [userId, `k_${tag}`, '{}', now]],
    ['INSERT INTO recipe_imports (user_id, source_key, recipe_id, created_at) VALUES (?1, ?2, ?3, ?4)', [userId, `src_${tag}`, recipeId, now]],
    ['INSERT INTO households (id, owner_id, created_at) VALUES (?1, ?2, ?3)', [`hh_${tag}`, userId, now]],
    [
      `INSERT INTO household_members (id, household_id, user_id, role, joined_at) VALUES (?1, ?2, ?3, 'owner', ?4)`,
      [`hm_${tag}`, `hh_${tag}`, userId, now],
    ],
    [
      `INSERT INTO household_invites (token_hash, household_id, created_at, expires_at, used_at, used_by) VALUES (?1, ?2, ?3, ?3, ?3, ?4)`,
      [`th_${tag}`, `hh_${tag}`, now, userId],
    ],
  ];
  await env.DB.batch(rows.map(([sql, binds]) => env.DB.prepare(sql).bind(...binds)));
}

/**
 * Gives `user` data everywhere: two recipes (one shared, with a photo and a share card), a legacy
 * photo under `u/{id}/`, a vote, rating, review and view on `other`'s shared recipe, and a row
 * in each kitchen, billing and support table.
 */
export async function seedUser(user: SignedIn, email: string, otherSharedId: string | null): Promise<Seeded> {
  const tag = user.userId.replaceAll('-', '').slice(0, 12);
  const photoKey = `p/${crypto.randomUUID()}.png`;
  const legacyKey = `p/${crypto.randomUUID()}.png`;
  const legacyObjectKey = `u/${user.userId}/legacy.png`;
  await putPhoto(user.userId, photoKey, null);
  await putPhoto(user.userId, legacyKey, legacyObjectKey);
  const shared = await insertRecipe(user.userId, { title: `Shared ${tag}`, imageUrl: `/api/images/${legacyKey}` });
  const privateRecipe = await insertRecipe(user.userId, { title: `Private ${tag}`, imageUrl: `/api/images/${photoKey}` });
  const sharedId = await share(user, shared, 'Try it');
  const cardKey = `og-cards/${sharedId}/0badcafe.png`;
  await env.BUCKET.put(cardKey, PNG);
  await seedRows(user.userId, email, tag, privateRecipe);
  if (otherSharedId) {
    for (const [path, json] of [
      ['vote', { vote_type: 'upvote' }],
      ['rate', { rating: 4 }],
      ['review', { review_text: 'Lovely' }],
    ] as const) {
      const res = await apiFetch(`/discover/${otherSharedId}/${path}`, { cookie: user.cookie, json });
      expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    }
    expect((await apiFetch(`/discover/${otherSharedId}`, { cookie: user.cookie })).status).toBe(200);
  }
  return { recipeIds: [shared, privateRecipe], sharedId, photoKey, legacyObjectKey, cardKey };
}

export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column of every table that refers to a user: foreign keys to `users` read from the
 * CREATE TABLE text in sqlite_master, columns named user_id / owner_id / *_user_id, and the
 * community views' viewer key (`u:<user id>` for signed-in viewers). `users.id` itself too.
 */
export async function userColumns(): Promise<UserColumn[]> {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string; sql: string }>();
  const found = new Map<string, UserColumn>();
  const add = (table: string, column: string) => found.set(`${table}.${column}`, { table, column });
  for (const { name, sql } of results) {
    for (const m of sql.matchAll(/FOREIGN KEY \(`([^`]+)`\) REFERENCES `users`/g)) add(name, m[1] ?? '');
    for (const m of sql.matchAll(/`([a-z_]+)` [a-z]+[^,\n]*REFERENCES `?users`?/gi)) add(name, m[1] ?? '');
    for (const m of sql.matchAll(/`((?:[a-z]+_)?user_id|owner_id)`/g)) add(name, m[1] ?? '');
  }
  add('users', 'id');
  add('recipe_views', 'viewer_key');
  return [...found.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** How many rows of `userId` each user column holds (only the non-empty ones). */
export async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns()) {
    const value = table === 'recipe_views' && column === 'viewer_key' ? `u:${userId}` : userId;
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?1`).bind(value).first<{ n: number }>();
    if (row && row.n > 0) counts[`${table}.${column}`] = row.n;
  }
  return counts;
}

/** Every R2 key, listed page by page. */
export async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.BUCKET.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}
