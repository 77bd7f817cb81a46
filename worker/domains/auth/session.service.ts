import { eq, lte } from 'drizzle-orm';
import { entitledPlan } from '#core/billing/billing';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../env';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { subscriptionStatesQuery } from '../billing/entitlement.service';
import { userProfilesQuery } from '../users/users.service';
import { devLoginCodes, sessions } from './auth.table';

/**
 * The session cookie, with the `__Host-` prefix: the browser keeps it only when it is Secure, for
 * path / and without a Domain, so no subdomain can set or read it (docs/decisions/014-hardening.md).
 */
export const SESSION_COOKIE = '__Host-fc_session';
/** The name before the prefix: still read once, then replaced by the prefixed cookie. */
export const LEGACY_SESSION_COOKIE = 'fc_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/** A session used in its last 15 days is extended to a full 30 days again. */
export const SESSION_RENEW_WITHIN_MS = 15 * DAY_MS;

export interface SessionDeps {
  db: Db;
  now: Date;
}

/** Creates a session: a fresh 256-bit token for the cookie; only its SHA-256 hash is stored. */
export async function createSession({ db, now }: SessionDeps, userId: string) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: await sha256Hex(token),
    userId,
    expiresAt: expiresAt.toISOString(),
    createdAt: now.toISOString(),
  });
  return { token, expiresAt };
}

export interface ValidatedSession {
  user: SessionUser;
  /** Set when the session was renewed: the cookie must be re-sent with this expiry. */
  renewedUntil: Date | null;
  /** When the session ends (after any renewal). */
  expiresAt: Date;
}

/**
 * Looks a token up (one indexed read joined to the user and subscription); renews or expires it.
 * The user's plan is the billing entitlement rule (core/billing/billing.ts) applied to the subscription.
 */
export async function validateSession(
  { db, now }: SessionDeps,
  token: string,
): Promise<ValidatedSession | null> {
  const tokenHash = await sha256Hex(token);
  const users = userProfilesQuery(db);
  const subscriptions = subscriptionStatesQuery(db);
  const row = await db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      givenName: users.givenName,
      picture: users.picture,
      createdAt: users.createdAt,
      subPlan: subscriptions.planType,
      subStatus: subscriptions.status,
      subPeriodEnd: subscriptions.currentPeriodEnd,
      subCancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  if (expiresAt <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  let renewedUntil: Date | null = null;
  if (expiresAt - now.getTime() < SESSION_RENEW_WITHIN_MS) {
    renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ expiresAt: renewedUntil.toISOString() })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { expiresAt: _e, subPlan, subStatus, subPeriodEnd, subCancelAtPeriodEnd, ...user } = row;
  const subscription =
    subPlan && subStatus
      ? { planType: subPlan, status: subStatus, currentPeriodEnd: subPeriodEnd, cancelAtPeriodEnd: subCancelAtPeriodEnd ?? false }
      : null;
  return { user: { ...user, planType: entitledPlan(subscription, now) }, renewedUntil, expiresAt: renewedUntil ?? new Date(expiresAt) };
}

export async function deleteSession({ db }: Pick<SessionDeps, 'db'>, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, await sha256Hex(token)));
}

/** Ends every session of the user, on every device ("Sign out everywhere"); answers how many. */
export async function deleteUserSessions({ db }: Pick<SessionDeps, 'db'>, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ userId: sessions.userId });
  return ended.length;
}

/**
 * Deletes expired sessions and expired dev sign-in codes (for the scheduled handler). Sessions are
 * found through sessions_expires_idx; the dev code table only ever holds a few local rows.
 */
export async function purgeExpired({ db, now }: SessionDeps) {
  const at = now.toISOString();
  await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, at)),
    db.delete(devLoginCodes).where(lte(devLoginCodes.expiresAt, at)),
  ]);
}
