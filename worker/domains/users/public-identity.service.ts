import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { userSettings, users } from './users.table';

/**
 * A person's public identity for another domain's query (docs/product.md "Community": the real name
 * and avatar only when they chose `show_real_name`), as correlated scalar subqueries over this
 * domain's tables: `userId` is the outer query's column (or expression) of their id. A person
 * without a settings row, or who did not choose to show their name, reads as NULL.
 */
function shownUser<T>(value: SQL<T>, userId: SQLWrapper): SQL<T | null> {
  const shown = new QueryBuilder()
    .select({ value })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    .where(and(eq(userSettings.userId, userId), eq(userSettings.showRealName, true)));
  return sql<T | null>`${shown}`;
}

/** `json_array(name, picture)` of the person when shown, else NULL (`identityFrom` reads it). */
export function publicIdentityQuery(userId: SQLWrapper): SQL<string | null> {
  return shownUser(sql<string>`json_array(${users.name}, ${users.picture})`, userId);
}

/** The person's trimmed name when shown and not blank, else NULL. */
export function publicNameQuery(userId: SQLWrapper): SQL<string | null> {
  return shownUser(sql<string>`nullif(trim(${users.name}), '')`, userId);
}

export const ANONYMOUS = 'Anonymous';

/** Name and avatar from a `publicIdentityQuery` value: 'Anonymous' and null unless shown. */
export function identityFrom(json: string | null): { name: string; avatar: string | null } {
  if (!json) return publicIdentity(null, null, false);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return publicIdentity(null, null, false);
  }
  if (!Array.isArray(parsed)) return publicIdentity(null, null, false);
  const [name, picture] = parsed;
  return publicIdentity(typeof name === 'string' ? name : null, typeof picture === 'string' ? picture : null, true);
}

/** docs/product.md "Community": the real name only when the person chose `show_real_name`; the avatar hides too. */
function publicIdentity(name: string | null, picture: string | null, showRealName: boolean) {
  const shown = showRealName && Boolean(name && name.trim());
  return { name: shown && name ? name : ANONYMOUS, avatar: shown ? picture : null };
}
