import { leaveAllHouseholds } from '../households/households.service';
import { emailConfirms, type SharedRecipeChoice } from '../../../core/schemas/account';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cancelSubscriptionNow, type SubscriptionDeps } from '../billing/subscription.service';
import { customerIdsOf, tombstoneStatements } from '../billing/tombstone.service';
import { IMAGE_URL_PREFIX } from '../images/images.service';
import { leaderboardChangedPrepared } from '../leaderboard/leaderboard.service';
import { deletionStatements, deleteUserStatement } from './account-deletion-statements';
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
  const d1 = db.$client;
  const [images, shared] = await d1.batch<Record<string, unknown>>([
    d1.prepare('SELECT key, object_key FROM images WHERE user_id = ?1').bind(userId),
    d1
      .prepare(
        `SELECT s.id, s.image_url AS card_image, r.image_url, r.ai_image_url
           FROM shared_recipes s JOIN recipes r ON r.id = s.recipe_id WHERE s.user_id = ?1`,
      )
      .bind(userId),
  ]);
  const imageRows = (images?.results ?? []).map((r) => ({ key: String(r.key), object_key: r.object_key === null ? null : String(r.object_key) }));
  const sharedRows = shared?.results ?? [];
  const shownUrls = new Set(
    keepAnonymous ? sharedRows.flatMap((r) => [r.card_image, r.image_url, r.ai_image_url]).filter((u) => typeof u === 'string') : [],
  );
  const kept: ImageRow[] = [];
  const removed: ImageRow[] = [];
  for (const row of imageRows) (shownUrls.has(`${IMAGE_URL_PREFIX}${row.key}`) ? kept : removed).push(row);
  return { kept, removed, sharedIds: sharedRows.map((r) => String(r.id)) };
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
  await leaveAllHouseholds({ db, now }, user.id);
  const plan = await readPlan(db, user.id, keepAnonymous);
  const customerIds = await customerIdsOf(deps, user.id);
  // 2. R2: kept photos get their opaque key; every other object of the user goes, page by page.
  for (const img of plan.kept) if (img.object_key) await moveObject(bucket, img.object_key, img.key);
  await deleteKeys(bucket, plan.removed.map((img) => img.object_key ?? img.key));
  await deletePrefix(bucket, `u/${user.id}/`);
  for (const id of plan.sharedIds) await deletePrefix(bucket, `og-cards/${id}/`);
  // 3. D1: every row, the tombstones and the leaderboard mark in one batch (all or nothing).
  const d1 = db.$client;
  await d1.batch([
    ...deletionStatements(d1, { userId: user.id, email: user.email, keepAnonymous, keptImageKeys: plan.kept.map((i) => i.key), now }),
    ...(await tombstoneStatements(d1, { userId: user.id, customerIds, now })),
    leaderboardChangedPrepared(d1),
    deleteUserStatement(d1, user.id),
  ]);
}
