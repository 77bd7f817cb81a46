import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings, users } from './users.table';
import { nextId, type IdSource } from '../../lib/ids';

export interface UsersDeps extends IdSource {
  db: Db;
  now: Date;
}

export interface NewUser {
  email: string;
  name: string;
  givenName: string;
  picture: string | null;
}

export interface ProfileUpdate {
  name: string;
  givenName: string;
  picture: string | null;
}

/**
 * The users' profile columns as a subquery another domain may join or select from (a statement
 * builder: users.table.ts stays this domain's; docs/decisions/053-domain-modules-and-url-prefixes.md).
 * SQLite flattens it into the outer query, so a join through it reads the same rows as a join on the table.
 */
export const userProfilesQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      givenName: users.givenName,
      picture: users.picture,
      createdAt: users.createdAt,
    })
    .from(users)
    .as('user_profiles');

/** The user id for an email (emails are stored lowercase), or null. */
export async function findUserIdByEmail({ db }: Pick<UsersDeps, 'db'>, email: string): Promise<string | null> {
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .get();
  return row?.id ?? null;
}

/** First word of a full name, for greetings when the provider gives no given name. */
export function givenNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Creates a user with its settings row, in one batch so a user never exists half-made. A new
 * user is free: plans come only from subscription state (the billing domain). Returns the new id.
 */
export async function createUser({ db, now, newId }: UsersDeps, input: NewUser): Promise<string> {
  const id = nextId({ newId });
  const at = now.toISOString();
  await db.batch([
    db.insert(users).values({
      id,
      email: input.email.toLowerCase(),
      name: input.name,
      givenName: input.givenName,
      picture: input.picture,
      createdAt: at,
    }),
    db.insert(userSettings).values({ userId: id, showRealName: false, updatedAt: at }),
  ]);
  return id;
}

/** Refreshes the profile the identity provider reports (name, given name, picture). */
export async function updateProfile({ db }: Pick<UsersDeps, 'db'>, userId: string, profile: ProfileUpdate): Promise<void> {
  await db
    .update(users)
    .set({ name: profile.name, givenName: profile.givenName, picture: profile.picture })
    .where(eq(users.id, userId));
}
