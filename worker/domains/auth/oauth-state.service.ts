import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { oauthStates } from './auth.table';

/** How long a sign-in attempt's state stays good. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export interface OAuthStateDeps {
  db: Db;
  now: Date;
}

/** Records a new attempt's state (only its hash) with its 10-minute expiry. */
export async function rememberState({ db, now }: OAuthStateDeps, state: string): Promise<void> {
  await db.insert(oauthStates).values({
    stateHash: await sha256Hex(state),
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
  });
}

/**
 * Uses up a state: true when it was issued by this server and has not expired. The row is
 * deleted in the same statement, so a second use of the same state answers false.
 */
export async function consumeState({ db, now }: OAuthStateDeps, state: string): Promise<boolean> {
  const row = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, await sha256Hex(state)), gt(oauthStates.expiresAt, now.toISOString())))
    .returning({ stateHash: oauthStates.stateHash })
    .get();
  return row !== undefined;
}

/** Deletes expired states (the Cron Trigger calls this). */
export async function purgeExpiredStates({ db, now }: OAuthStateDeps): Promise<void> {
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now.toISOString()));
}
