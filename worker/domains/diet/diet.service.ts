import { eq, inArray, sql } from 'drizzle-orm';
import { ALLERGENS, DIETS, EMPTY_DIET_PROFILE, type DietProfile } from '#core/diet/allergens';
import type { Db } from '../../db/client';
import { dietProfiles } from './diet.table';

/** Only ids the code still knows: a stored id that a later version dropped is ignored. */
function known(row: { diets: unknown; allergens: unknown; dislikes: unknown }): DietProfile {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  return {
    diets: list(row.diets).filter((d): d is DietProfile['diets'][number] => (DIETS as readonly string[]).includes(d)),
    allergens: list(row.allergens).filter((a): a is DietProfile['allergens'][number] =>
      (ALLERGENS as readonly string[]).includes(a),
    ),
    dislikes: list(row.dislikes),
  };
}

/** The user's diet and allergy profile; empty lists when they never saved one. */
export async function getDietProfile({ db }: { db: Db }, userId: string): Promise<DietProfile> {
  const row = await db
    .select({ diets: dietProfiles.diets, allergens: dietProfiles.allergens, dislikes: dietProfiles.dislikes })
    .from(dietProfiles)
    .where(eq(dietProfiles.userId, userId))
    .get();
  return row ? known(row) : { ...EMPTY_DIET_PROFILE };
}

/** The profiles of several users (one query); a user who never saved one has none to obey. */
export async function dietProfilesOf({ db }: { db: Db }, userIds: readonly string[]): Promise<DietProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ diets: dietProfiles.diets, allergens: dietProfiles.allergens, dislikes: dietProfiles.dislikes })
    .from(dietProfiles)
    .where(inArray(dietProfiles.userId, [...userIds]));
  return rows.map(known);
}

/** The profiles of several users by user id (one query by the primary key); absent: never saved one. */
export async function dietProfilesByUser({ db }: { db: Db }, userIds: readonly string[]): Promise<Map<string, DietProfile>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: dietProfiles.userId, diets: dietProfiles.diets, allergens: dietProfiles.allergens, dislikes: dietProfiles.dislikes })
    .from(dietProfiles)
    .where(inArray(dietProfiles.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, known(row)]));
}

/** Saves the whole profile (the request replaces it); answers what is stored. */
export async function setDietProfile(
  { db, now }: { db: Db; now: Date },
  userId: string,
  profile: DietProfile,
): Promise<DietProfile> {
  const updatedAt = now.toISOString();
  const values = { diets: profile.diets, allergens: profile.allergens, dislikes: profile.dislikes, updatedAt };
  await db
    .insert(dietProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: dietProfiles.userId, set: { ...values, version: sql`${dietProfiles.version} + 1` } });
  return { diets: profile.diets, allergens: profile.allergens, dislikes: profile.dislikes };
}
