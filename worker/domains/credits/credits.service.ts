import { and, desc, eq, exists, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditBalances, creditLedger } from './credits.table';
import { nextId, type IdSource } from '../../lib/ids';

/**
 * The credits ledger (docs/product.md "Credits"): every change of a balance is a ledger row, and the
 * balance moves in the same D1 batch (one implicit transaction), so the two never disagree and
 * the balance never goes below zero. 1 credit = 1 generation beyond the monthly allowance.
 */
export interface CreditsDeps extends IdSource {
  db: Db;
  now: Date;
}

export type GrantReason = 'purchase' | 'bonus' | 'grant';

export interface CreditBalance {
  balance: number;
  totalPurchased: number;
  totalUsed: number;
}

export const newLedgerId = (deps: CreditsDeps) => nextId(deps);

/** A unique-index violation: the (reason, reference) pair was already recorded. */
export function isDuplicate(err: unknown): boolean {
  const text = `${String(err)} ${err instanceof Error && err.cause ? String(err.cause) : ''}`;
  return /UNIQUE constraint failed/i.test(text);
}

export async function getCreditBalance({ db }: Pick<CreditsDeps, 'db'>, userId: string): Promise<CreditBalance> {
  const row = await db
    .select({
      balance: creditBalances.balance,
      totalPurchased: creditBalances.totalPurchased,
      totalUsed: creditBalances.totalUsed,
    })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .get();
  return row ?? { balance: 0, totalPurchased: 0, totalUsed: 0 };
}

/**
 * Adds credits once per (reason, reference): a second grant with the same pair changes nothing
 * and answers `granted: false` (a webhook delivered twice, a seed run again).
 */
export async function grantCredits(
  deps: CreditsDeps,
  input: { userId: string; amount: number; reason: GrantReason; reference: string },
): Promise<{ granted: boolean; balance: number }> {
  const { db, now } = deps;
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new RangeError('A grant must be a positive whole number of credits');
  }
  const purchased = input.reason === 'grant' ? 0 : input.amount;
  try {
    await db.batch([
      db.insert(creditLedger).values({
        id: newLedgerId(deps),
        userId: input.userId,
        delta: input.amount,
        reason: input.reason,
        reference: input.reference,
        createdAt: now.toISOString(),
      }),
      db
        .insert(creditBalances)
        .values({ userId: input.userId, balance: input.amount, totalPurchased: purchased, totalUsed: 0 })
        .onConflictDoUpdate({
          target: creditBalances.userId,
          set: {
            balance: sql`${creditBalances.balance} + ${input.amount}`,
            totalPurchased: sql`${creditBalances.totalPurchased} + ${purchased}`,
          },
        }),
    ]);
  } catch (err) {
    if (!isDuplicate(err)) throw err;
    return { granted: false, balance: (await getCreditBalance(deps, input.userId)).balance };
  }
  return { granted: true, balance: (await getCreditBalance(deps, input.userId)).balance };
}

/**
 * Spends one credit for `reference` (a generation id) if the balance allows. One batch: the
 * 'spend' ledger row is written only while the balance is positive, and the balance drops only
 * when that row exists, so concurrent spends can never take it below zero.
 */
export async function spendCredit(
  deps: CreditsDeps,
  input: { userId: string; reference: string },
): Promise<boolean> {
  const { db, now } = deps;
  const [, updated] = await db.batch([
    db.insert(creditLedger).select(
      db
        .select({
          id: sql<string>`${newLedgerId(deps)}`.as('id'),
          userId: creditBalances.userId,
          delta: sql<number>`-1`.as('delta'),
          reason: sql<'spend'>`'spend'`.as('reason'),
          reference: sql<string>`${input.reference}`.as('reference'),
          createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
        })
        .from(creditBalances)
        .where(and(eq(creditBalances.userId, input.userId), gt(creditBalances.balance, 0))),
    ),
    db
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} - 1`, totalUsed: sql`${creditBalances.totalUsed} + 1` })
      .where(
        and(
          eq(creditBalances.userId, input.userId),
          gt(creditBalances.balance, 0),
          exists(ledgerRow(db, input.userId, 'spend', input.reference)),
        ),
      )
      .returning({ balance: creditBalances.balance }),
  ]);
  return updated.length === 1;
}

function ledgerRow(db: Db, userId: string, reason: 'spend' | 'refund', reference: string) {
  return db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, reason), eq(creditLedger.reference, reference), eq(creditLedger.userId, userId)));
}

/**
 * Gives back the credit spent for `reference` (the generation failed). Recorded once: a second
 * refund for the same reference violates the unique index and the whole batch rolls back.
 */
export async function refundCredit(
  deps: CreditsDeps,
  input: { userId: string; reference: string },
): Promise<boolean> {
  const { db, now } = deps;
  try {
    const [, updated] = await db.batch([
      db.insert(creditLedger).select(
        db
          .select({
            id: sql<string>`${newLedgerId(deps)}`.as('id'),
            userId: creditLedger.userId,
            delta: sql<number>`1`.as('delta'),
            reason: sql<'refund'>`'refund'`.as('reason'),
            reference: creditLedger.reference,
            createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.reason, 'spend'),
              eq(creditLedger.reference, input.reference),
              eq(creditLedger.userId, input.userId),
            ),
          ),
      ),
      db
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} + 1`, totalUsed: sql`max(0, ${creditBalances.totalUsed} - 1)` })
        .where(
          and(eq(creditBalances.userId, input.userId), exists(ledgerRow(db, input.userId, 'refund', input.reference))),
        )
        .returning({ balance: creditBalances.balance }),
    ]);
    return updated.length === 1;
  } catch (err) {
    if (isDuplicate(err)) return false;
    throw err;
  }
}

export interface LedgerCursor {
  createdAt: string;
  id: string;
}

/** The ledger, newest first (the transaction history), `limit` lines after `cursor`. */
export async function listCreditTransactions(
  { db }: Pick<CreditsDeps, 'db'>,
  userId: string,
  limit = 50,
  cursor: LedgerCursor | null = null,
) {
  const after = cursor
    ? or(
        lt(creditLedger.createdAt, cursor.createdAt),
        and(eq(creditLedger.createdAt, cursor.createdAt), lt(creditLedger.id, cursor.id)),
      )
    : undefined;
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      reference: creditLedger.reference,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), after))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}
