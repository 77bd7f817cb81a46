import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '#core/billing/demo-users';
import { isPlanType, type PlanType } from '#core/kernel/plans';
import type { DevCodeInput } from '#core/schemas/auth';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { startSimulatedSubscription } from '../billing/simulator.service';
import { createUser, findUserIdByEmail, givenNameOf } from '../users/users.service';
import { devLoginCodes } from './auth.table';
import type { IdSource } from '../../lib/ids';

/** Dev codes carry this prefix so `POST /api/sessions` can tell them from Google's. */
export const DEV_CODE_PREFIX = 'dev_';
export const DEV_CODE_TTL_MS = 10 * 60 * 1000;

export interface DevLoginDeps extends IdSource {
  db: Db;
  now: Date;
}

export function isDevCode(code: string): boolean {
  return code.startsWith(DEV_CODE_PREFIX);
}

/** The demo users the local sign-in page lists. */
export function listDemoUsers() {
  return DEMO_USERS.map((u) => ({ email: u.email, name: u.name, plan_type: u.planType }));
}

/** Mints a single-use code (256 random bits) valid for 10 minutes; only its hash is stored. */
export async function createDevCode({ db, now }: DevLoginDeps, input: DevCodeInput): Promise<string> {
  const code = DEV_CODE_PREFIX + randomToken(32);
  await db.insert(devLoginCodes).values({
    codeHash: await sha256Hex(code),
    email: input.email.toLowerCase(),
    name: input.name,
    planType: input.planType ?? null,
    expiresAt: new Date(now.getTime() + DEV_CODE_TTL_MS).toISOString(),
  });
  return code;
}

interface RedeemedCode {
  email: string;
  name: string;
  planType: PlanType | null;
}

/** Consumes a code (deleted whether or not it is still valid); null when unknown or expired. */
async function redeemDevCode({ db, now }: DevLoginDeps, code: string): Promise<RedeemedCode | null> {
  const row = await db
    .delete(devLoginCodes)
    .where(eq(devLoginCodes.codeHash, await sha256Hex(code)))
    .returning()
    .get();
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  return { email: row.email, name: row.name, planType: isPlanType(row.planType) ? row.planType : null };
}

/**
 * Redeems a dev code and returns the user id it signs in: the user with that email, or a new
 * one on the code's plan (free when none; a paid period gets a simulated subscription through
 * billing's event handler). Null when the code is unknown, used or expired.
 */
export async function signInWithDevCode(deps: DevLoginDeps, code: string): Promise<string | null> {
  const redeemed = await redeemDevCode(deps, code);
  if (!redeemed) return null;
  const existing = await findUserIdByEmail(deps, redeemed.email);
  if (existing) return existing;
  const demo = DEMO_USERS.find((u) => u.email === redeemed.email);
  const userId = await createUser(
    { ...deps, newId: demo ? () => demo.id : deps.newId },
    {
      email: redeemed.email,
      name: redeemed.name,
      givenName: demo?.givenName ?? givenNameOf(redeemed.name),
      picture: null,
    },
  );
  // A paid choice is a simulated subscription, written by billing's event handler.
  const planType = redeemed.planType ?? demo?.planType ?? 'free';
  if (planType !== 'free') await startSimulatedSubscription(deps, userId, planType);
  return userId;
}

/** The state for a dev sign-in attempt (same shape as the Google flow's). */
export function newDevState(): string {
  return randomToken(32);
}
