import { and, eq, lt, sql } from 'drizzle-orm';
import { insertSelect } from '../../db/insert-select';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { ApiError, conflict, rateLimited } from '../../lib/errors';
import { shoppingRequests } from './shopping.table';

/** A stored answer: what the route sends back (status and JSON body). */
export interface StoredAnswer<T> {
  status: number;
  body: T;
}

interface IdempotencyDeps {
  db: Db;
  ownerId: string;
  now: Date;
}

/**
 * The request a key is sent with: who sends it, and what (method, path and the validated body).
 * A key answers only this request (docs/decisions/032-hardening-second-pass.md).
 */
export interface KeyedRequest {
  key: string | undefined;
  userId: string;
  method: string;
  path: string;
  body?: unknown;
}

/** How long a key is remembered: the offline queue sends within this window or not at all. */
const KEEP_MS = 24 * 60 * 60_000;
/** The most keys one cook has remembered at once (they expire after KEEP_MS): past it, 429 `rate_limited`. */
export const MAX_KEYS_PER_COOK = 500;
/** A claim older than this whose request never finished (the worker died) may be taken over. */
const STALE_CLAIM_MS = 60_000;

const keyMismatch = () =>
  new ApiError(422, 'validation_failed', 'This Idempotency-Key was used for another request', 'Send a new key for a new change');

/** The request's fingerprint: SHA-256 of its method, path and body (the body as validated JSON). */
export const fingerprintOf = (req: Pick<KeyedRequest, 'method' | 'path' | 'body'>) =>
  sha256Hex(`${req.method.toUpperCase()} ${req.path}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`);

/** Claims `key` for this owner and user; true when this request is the one to run it. */
async function claim({ db, ownerId, now }: IdempotencyDeps, userId: string, key: string, fingerprint: string): Promise<boolean> {
  const at = now.toISOString();
  // Stored only while the cook keeps fewer than MAX_KEYS_PER_COOK (one statement: exact in parallel).
  const held = sql`(SELECT count(*) FROM ${shoppingRequests} WHERE ${shoppingRequests.userId} = ${userId})`;
  const claimed = await db
    .insert(shoppingRequests)
    .select(insertSelect(shoppingRequests, { ownerId, userId, key, fingerprint, status: 0, body: null, createdAt: at }, sql`WHERE ${held} < ${MAX_KEYS_PER_COOK}`))
    .onConflictDoNothing()
    .returning({ key: shoppingRequests.key });
  if (claimed.length > 0) return true;
  const known = await db.select({ key: shoppingRequests.key }).from(shoppingRequests).where(ownKey(ownerId, userId, key)).get();
  if (!known) throw rateLimited(`Too many changes waiting to be confirmed (${MAX_KEYS_PER_COOK}). Please try again later.`);
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const takenOver = await db
    .update(shoppingRequests)
    .set({ createdAt: at })
    .where(and(ownKey(ownerId, userId, key), eq(shoppingRequests.fingerprint, fingerprint), eq(shoppingRequests.status, 0), lt(shoppingRequests.createdAt, stale)))
    .returning({ key: shoppingRequests.key });
  return takenOver.length > 0;
}

const ownKey = (ownerId: string, userId: string, key: string) =>
  and(eq(shoppingRequests.ownerId, ownerId), eq(shoppingRequests.userId, userId), eq(shoppingRequests.key, key));

/**
 * Runs a shopping-list write once per `Idempotency-Key`: the first request runs `run` and its
 * answer is stored; a repeat (the queue retrying after a lost answer) gets the stored answer and
 * changes nothing. A repeat while the first still runs answers 409 (retry later). A failed run
 * releases the key, so a retry runs again. The key is the sender's own (another member's equal key
 * is another key) and answers only the same method, path and body: anything else is 422. Without a
 * key, `run` simply runs.
 */
export async function once<T>(deps: IdempotencyDeps, req: KeyedRequest, run: () => Promise<StoredAnswer<T>>): Promise<StoredAnswer<T>> {
  const { key, userId } = req;
  if (!key) return run();
  const { db, ownerId, now } = deps;
  const fingerprint = await fingerprintOf(req);
  await db
    .delete(shoppingRequests)
    .where(and(eq(shoppingRequests.ownerId, ownerId), lt(shoppingRequests.createdAt, new Date(now.getTime() - KEEP_MS).toISOString())));
  if (!(await claim(deps, userId, key, fingerprint))) {
    const row = await db.select().from(shoppingRequests).where(ownKey(ownerId, userId, key)).get();
    if (row && row.fingerprint !== null && row.fingerprint !== fingerprint) throw keyMismatch();
    if (!row || row.status === 0) throw conflict('The same change is still being applied; try again');
    return { status: row.status, body: row.body as T };
  }
  try {
    const answer = await run();
    await db.update(shoppingRequests).set({ status: answer.status, body: answer.body }).where(ownKey(ownerId, userId, key));
    return answer;
  } catch (err) {
    await db.delete(shoppingRequests).where(ownKey(ownerId, userId, key));
    throw err;
  }
}
