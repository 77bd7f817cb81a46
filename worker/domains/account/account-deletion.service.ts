import { leaveAllHouseholds } from '../households/households.service';
import { emailConfirms, type SharedRecipeChoice } from '#core/schemas/account';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cancelSubscriptionNow, type SubscriptionDeps } from '../billing/subscription.service';
import { customerIdsOf, tombstoneStatements } from '../billing/tombstone.service';
import { sharedRecipeImagesQuery } from '../community/account-erasure.service';
import { userImagesQuery } from '../images/account-erasure.service';
import { IMAGE_URL_PREFIX } from '../images/images.service';
import { leaderboardChangedStatement } from '../leaderboard/leaderboard.service';
import { detachRecipesStatement } from '../meal-plans/meal-plans.service';
import { userDeletionStatement } from '../users/account-erasure.service';
import { deletionStatements } from './account-deletion-statements';
import { deleteKeys, deletePrefix, moveObject } from './account-r2.service';

/**
 * Deleting an account (docs/decisions/023-account-deletion.md): the live
 * subscription is cancelled at Stripe, the R2 objects go, then every row goes in ONE D1 batch
 * with the billing tombstones and the leaderboard mark. Each step can run again: an interrupted
 * deletion leaves the account in place (signed in) and asking again finishes it.
 */
export interface AccountDeletionDeps {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  /** Billing as the app runs it (Stripe, the simulator, or off). */
  billing: SubscriptionDeps;
}

export interface DeleteAccountRequest {
  confirmEmail: string;
  sharedRecipes: SharedRecipeChoice;
}

interface ImageRow {
  key: string;
  object_key: string | null;
}

/** What the deletion touches in R2, read before any row goes. */
async function readPlan(db: Db, userId: string, keepAnonymous: boolean) {
  const [images, shared] = await db.batch([userImagesQuery(db, userId), sharedRecipeImagesQuery(db, userId)]);
  const imageRows: ImageRow[] = images.map((r) => ({ key: r.key, object_key: r.objectKey }));
  const shownUrls = new Set(
    keepAnonymous ? shared.flatMap((r) => [r.cardImage, r.imageUrl, r.aiImageUrl]).filter((u) => typeof u === 'string') : [],
  );
  const kept: ImageRow[] = [];
  const removed: ImageRow[] = [];
  for (const row of imageRows) (shownUrls.has(`${IMAGE_URL_PREFIX}${row.key}`) ? kept : removed).push(row);
  return { kept, removed, sharedIds: shared.map((r) => r.id) };
}

/** `DELETE /api/users/me`: checks the typed email, then deletes the account for good. */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  user: { id: string; email: string },
  request: DeleteAccountRequest,
): Promise<void> {
  if (!emailConfirms(request.confirmEmail, user.email)) {
    throw badRequest('The email does not match this account', 'confirm_email');
  }
  const { db, bucket, now } = deps;
  const keepAnonymous = request.sharedRecipes === 'keep_anonymous';
  // 1. Billing first: a failure here leaves the account (and its data) as it was.
  await cancelSubscriptionNow(deps.billing, user.id);
  // Leave the household (an owner's household is dissolved; members keep their own kitchens).
  await leaveAllHouseholds({ db, now, detachRecipes: detachRecipesStatement }, user.id);
  const plan = await readPlan(db, user.id, keepAnonymous);
  const customerIds = await customerIdsOf(deps, user.id);
  // 2. R2: kept photos get their opaque key; every other object of the user goes, page by page.
  const r2 = { bucket };
  for (const img of plan.kept) if (img.object_key) await moveObject(r2, img.object_key, img.key);
  await deleteKeys(r2, plan.removed.map((img) => img.object_key ?? img.key));
  await deletePrefix(r2, `u/${user.id}/`);
  for (const id of plan.sharedIds) await deletePrefix(r2, `og-cards/${id}/`);
  // 3. D1: every row, the tombstones and the leaderboard mark in one batch (all or nothing).
  const [first, ...rest] = [
    ...deletionStatements(db, { userId: user.id, email: user.email, keepAnonymous, keptImageKeys: plan.kept.map((i) => i.key), now }),
    ...(await tombstoneStatements(db, { userId: user.id, customerIds, now })),
    leaderboardChangedStatement(db),
    userDeletionStatement(db, user.id),
  ];
  // drizzle's batch takes a non-empty tuple; the list always holds the user's own row.
  if (first) await db.batch([first, ...rest]);
}
