import { and, inArray, ne } from 'drizzle-orm';
import type { CommunityDeps } from './community.types';
import { sharedRecipes } from './community.table';

/** Ids per query: D1 binds at most 100 parameters. */
const IDS_PER_QUERY = 90;

/**
 * Which of `ids` are shared recipes that still exist and are not shared by `readerId`: the ones a
 * restored copy may keep as its `remix_of` link (docs/decisions/061-export-keeps-recipe-families.md).
 * Saving one's own shared recipe is refused (docs/decisions/050-saved-community-recipes.md), so
 * a copy never links to its reader's own share.
 */
export async function linkableSharedRecipeIds(deps: Pick<CommunityDeps, 'db'>, readerId: string, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += IDS_PER_QUERY) {
    const rows = await deps.db
      .select({ id: sharedRecipes.id })
      .from(sharedRecipes)
      .where(and(inArray(sharedRecipes.id, unique.slice(i, i + IDS_PER_QUERY)), ne(sharedRecipes.userId, readerId)));
    for (const row of rows) found.add(row.id);
  }
  return found;
}
