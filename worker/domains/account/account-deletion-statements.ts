import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db/client';
import { authErasureStatements, devLoginCodesErasureStatement } from '../auth/account-erasure.service';
import { billingErasureStatements } from '../billing/account-erasure.service';
import {
  communityErasureStatements,
  sharedIdsQuery,
  sharedRecipeIdsQuery,
  sharedRecipesHandedOverStatement,
  votesAndRatingsWithdrawnStatements,
  votesGivenQuery,
} from '../community/account-erasure.service';
import { creditsErasureStatements } from '../credits/account-erasure.service';
import { dietErasureStatements } from '../diet/account-erasure.service';
import { exportErasureStatements } from '../export/account-erasure.service';
import { householdsErasureStatements } from '../households/account-erasure.service';
import { imagesErasureStatements, imagesHandedOverStatement } from '../images/account-erasure.service';
import { importErasureStatements } from '../import/account-erasure.service';
import { leaderboardErasureStatements, votesWithdrawnStatement } from '../leaderboard/account-erasure.service';
import { eaterErasureStatement, mealPlansErasureStatements } from '../meal-plans/account-erasure.service';
import { pantryErasureStatements } from '../pantry/account-erasure.service';
import { copiesCreditAnonymizedStatement, recipesErasureStatements, recipesHandedOverStatement } from '../recipes/account-erasure.service';
import { shoppingErasureStatements, shoppingRequestsErasureStatements } from '../shopping/account-erasure.service';
import { supportErasureStatements } from '../support/account-erasure.service';
import { usageErasureStatements } from '../usage/account-erasure.service';
import { anonymousOwnerStatement, usersErasureStatements } from '../users/account-erasure.service';

/**
 * The statements of one account deletion, run as ONE db.batch (one implicit transaction): the
 * account is gone completely or not at all. Each comes from the domain that owns the table
 * (its `account-erasure.service.ts`).
 */

/** The owner that recipes kept "as Anonymous" move to: no sign-in, no settings row, never ranked. */
export const ANONYMOUS_OWNER = {
  id: 'anonymous-owner',
  email: 'anonymous-owner@deleted.forkcast.invalid',
} as const;

export interface DeletionRows {
  userId: string;
  email: string;
  keepAnonymous: boolean;
  /** Keys of the photos kept with recipes kept as Anonymous. */
  keptImageKeys: string[];
  now: Date;
}

/**
 * Keep as Anonymous: the shared recipes, their recipe rows and the photos they show move to the
 * anonymous owner (recipes before the shared rows that name them); the photos' rows lose any
 * legacy object key (moved in R2 beforehand).
 */
function keepStatements(db: Db, input: DeletionRows): BatchItem<'sqlite'>[] {
  const { userId } = input;
  const anon = ANONYMOUS_OWNER.id;
  return [
    anonymousOwnerStatement(db, ANONYMOUS_OWNER, input.now),
    recipesHandedOverStatement(db, userId, anon, sharedRecipeIdsQuery(db, userId)),
    imagesHandedOverStatement(db, userId, anon, input.keptImageKeys),
    sharedRecipesHandedOverStatement(db, userId, anon),
  ];
}

/**
 * The row statements in order; the caller adds the tombstones and the leaderboard mark. First the
 * votes and ratings the user gave leave the counters they fed (the shared recipes' counts and
 * their owners' user_stats), then every table holding the user's rows goes, children before
 * parents. The worker test lists every table with a user column from sqlite_master: a new table
 * missing here fails it.
 */
export function deletionStatements(db: Db, input: DeletionRows): BatchItem<'sqlite'>[] {
  const { userId } = input;
  return [
    votesWithdrawnStatement(db, userId, votesGivenQuery(db, userId)),
    ...votesAndRatingsWithdrawnStatements(db, userId),
    // The user's name leaves other cooks' saved copies and meals (before the shares move or go).
    copiesCreditAnonymizedStatement(db, userId, sharedIdsQuery(db, userId)),
    eaterErasureStatement(db, userId),
    ...(input.keepAnonymous ? keepStatements(db, input) : []),
    ...communityErasureStatements(db, userId),
    ...leaderboardErasureStatements(db, userId),
    ...mealPlansErasureStatements(db, userId),
    ...shoppingRequestsErasureStatements(db, userId),
    ...householdsErasureStatements(db, userId),
    ...exportErasureStatements(db, userId),
    ...shoppingErasureStatements(db, userId),
    ...pantryErasureStatements(db, userId),
    ...recipesErasureStatements(db, userId),
    ...imagesErasureStatements(db, userId),
    ...usageErasureStatements(db, userId),
    ...creditsErasureStatements(db, userId),
    ...billingErasureStatements(db, userId),
    ...supportErasureStatements(db, userId),
    ...dietErasureStatements(db, userId),
    ...importErasureStatements(db, userId),
    ...authErasureStatements(db, userId),
    ...usersErasureStatements(db, userId),
    devLoginCodesErasureStatement(db, input.email),
  ];
}
