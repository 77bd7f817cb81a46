import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
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

/** How long a key is remembered: the offline queue sends within this window or not at all. */
const KEEP_MS = 24 * 60 * 60_000;
/** A claim older than this whose request never finished (the worker died) may be taken over. */
const STALE_CLAIM_MS = 60_000;

const ownKey = (ownerId: string, key: string) => and(eq(shoppingRequests.ownerId, ownerId), eq(shoppingRequests.key, key));

/** Claims `key` for this owner; true when this request is the one to run it. */
async function claim({ db, ownerId, now }: IdempotencyDeps, key: string): Promise<boolean> {
  const at = now.toISOString();
  const claimed = await db
    .insert(shoppingRequests)
    .values({ ownerId, key, status: 0, body: null, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: shoppingRequests.key });
  if (claimed.length > 0) return true;
  const stale = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
  const takenOver = await db
    .update(shoppingRequests)
    .set({ createdAt: at })
    .where(and(ownKey(ownerId, key), eq(shoppingRequests.status, 0), lt(shoppingRequests.createdAt, stale)))
    .returning({ key: shoppingRequests.key });
  return takenOver.length > 0;
}

/**
 * Runs a shopping-list write once per `Idempotency-Key`: the first request runs `run` and its
 * answer is stored; a repeat (the queue retrying after a lost answer) gets the stored answer and
 * changes nothing. A repeat while the first still runs answers 409 (retry later). A failed run
 * releases the key, so a retry runs again. Without a key, `run` simply runs.
 */
export async function once<T>(deps: IdempotencyDeps, key: string | undefined, run: () => Promise<StoredAnswer<T>>): Promise<StoredAnswer<T>> {
  if (!key) return run();
  const { db, ownerId, now } = deps;
  await db
    .delete(shoppingRequests)
    .where(and(eq(shoppingRequests.ownerId, ownerId), lt(shoppingRequests.createdAt, new Date(now.getTime() - KEEP_MS).toISOString())));
  if (!(await claim(deps, key))) {
    const row = await db.select().from(shoppingRequests).where(ownKey(ownerId, key)).get();
    if (!row || row.status === 0) throw conflict('The same change is still being applied; try again');
    return { status: row.status, body: row.body as T };
  }
  try {
    const answer = await run();
    await db.update(shoppingRequests).set({ status: answer.status, body: answer.body }).where(ownKey(ownerId, key));
    return answer;
  } catch (err) {
    await db.delete(shoppingRequests).where(ownKey(ownerId, key));
    throw err;
  }
}
