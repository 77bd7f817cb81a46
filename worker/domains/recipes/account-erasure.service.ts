import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, inArray, ne, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from './recipes.table';

/**
 * What the recipes domain erases when an account is deleted (account/account-deletion.service.ts
 * runs these in its one all-or-nothing batch; docs/decisions/023-account-deletion.md). Statement
 * builders, so recipes.table.ts stays this domain's.
 */

/** Kept as Anonymous: the user's recipes among `ids` (a subquery of recipe ids) move to `toUserId`. */
export function recipesHandedOverStatement(db: Db, userId: string, toUserId: string, ids: SQLWrapper): BatchItem<'sqlite'> {
  return db
    .update(recipes)
    .set({ userId: toUserId })
    .where(and(eq(recipes.userId, userId), inArray(recipes.id, ids)));
}

/** The user's recipes. */
export function recipesErasureStatements(db: Db, userId: string): BatchItem<'sqlite'>[] {
  return [db.delete(recipes).where(eq(recipes.userId, userId))];
}

/**
 * Other cooks' copies saved from the user's shared recipes lose the user's name (`remix_of_creator`
 * null reads as Anonymous), so a deleted cook's name is neither shown nor republished when such a
 * copy is shared. `sharedIds` names the user's shared recipes; run before they are handed over or deleted.
 */
export function copiesCreditAnonymizedStatement(db: Db, userId: string, sharedIds: SQLWrapper): BatchItem<'sqlite'> {
  return db
    .update(recipes)
    .set({ remixOfCreator: null })
    .where(and(inArray(recipes.remixOf, sharedIds), ne(recipes.userId, userId)));
}

