import type { DietProfile } from '#core/diet/allergens';
import { mergeProfiles } from '#core/diet/eaters';
import type { Db } from '../../db/client';
import { dietProfilesOf, getDietProfile } from '../diet/diet.service';
import { householdPeople, peopleByHandles } from '../households/households.service';

/**
 * The profile a generation obeys (docs/decisions/056-whos-eating.md): the cook's own, or when the
 * cook names who is eating (household member handles, checked on the server: a stranger is 400),
 * every one of theirs at once. Two reads by index either way at most.
 */
export async function generationDiet({ db }: { db: Db }, userId: string, eaters: readonly string[] | null): Promise<DietProfile> {
  if (!eaters) return getDietProfile({ db }, userId);
  const ids = peopleByHandles(await householdPeople({ db }, userId), eaters);
  return mergeProfiles(await dietProfilesOf({ db }, ids));
}
