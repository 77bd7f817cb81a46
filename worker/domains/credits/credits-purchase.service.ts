import { and, eq, exists, gt, sql } from 'drizzle-orm';
import { creditBalances, creditLedger } from './credits.table';
import { isDuplicate, newLedgerId, type CreditsDeps } from './credits.service';

/**
 * Credits bought with a Stripe Checkout Session (DECISIONS.md "Credits"): granted once per
 * session, and taken back (only what is unspent) when the payment is refunded.
 */

/**
 * A credit package bought with a checkout session: the credits and the bonus as two ledger lines
 * and the balance, in one batch. Once per session: a second call violates the unique
 * (reason, reference) index, the batch rolls back, and it answers `granted: false`.
 */
export async function grantPurchase(
  deps: CreditsDeps,
  input: { userId: string; credits: number; bonus: number; reference: string },
): Promise<{ granted: boolean }> {
  const { db, now } = deps;
  const total = input.credits + input.bonus;
  const line = (reason: 'purchase' | 'bonus', delta: number) =>
    db.insert(creditLedger).values({
      id: newLedgerId(deps),
      userId: input.userId,
      delta,
      reason,
      reference: input.reference,
      createdAt: now.toISOString(),
    });
  const balance = db
    .insert(creditBalances)
    .values({ userId: input.userId, balance: total, totalPurchased: total, totalUsed: 0 })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: {
        balance: sql`${creditBalances.balance} + ${total}`,
        totalPurchased: sql`${creditBalances.totalPurchased} + ${total}`,
      },
    });
  try {
    if (input.bonus > 0) await db.batch([line('purchase', input.credits), line('bonus', input.bonus), balance]);
    else await db.batch([line('purchase', input.credits), balance]);
  } catch (err) {
    if (isDuplicate(err)) return { granted: false };
    throw err;
  }
  return { granted: true };
}

/**
 * Takes back up to `amount` credits because their purchase (`reference`, the checkout session)
 * was refunded: only what is still unspent, never below zero, as one 'chargeback' ledger line.
 * Once per reference. Answers how many credits were taken back (0 when none were left).
 */
export async function takeBackPurchase(
  deps: CreditsDeps,
  input: { userId: string; amount: number; reference: string },
): Promise<number> {
  const { db, now } = deps;
  if (!Number.isInteger(input.amount) || input.amount <= 0) return 0;
  const chargeback = db
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, 'chargeback'),
        eq(creditLedger.reference, input.reference),
        eq(creditLedger.userId, input.userId),
      ),
    );
  try {
    const [, updated] = await db.batch([
      db.insert(creditLedger).select(
        db
          .select({
            id: sql<string>`${newLedgerId(deps)}`.as('id'),
            userId: creditBalances.userId,
            delta: sql<number>`-min(${input.amount}, ${creditBalances.balance})`.as('delta'),
            reason: sql<'chargeback'>`'chargeback'`.as('reason'),
            reference: sql<string>`${input.reference}`.as('reference'),
            createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          })
          .from(creditBalances)
          .where(and(eq(creditBalances.userId, input.userId), gt(creditBalances.balance, 0))),
      ),
      db
        .update(creditBalances)
        .set({
          balance: sql`${creditBalances.balance} + (${chargeback})`,
          totalPurchased: sql`max(0, ${creditBalances.totalPurchased} + (${chargeback}))`,
        })
        // balance > 0: the line above was written in this batch (it is written only then, and a
        // second one violates the unique index and rolls the batch back).
        .where(and(eq(creditBalances.userId, input.userId), gt(creditBalances.balance, 0), exists(chargeback)))
        .returning({ balance: creditBalances.balance }),
    ]);
    if (updated.length !== 1) return 0;
    const row = await chargeback.get();
    return row ? -row.delta : 0;
  } catch (err) {
    if (isDuplicate(err)) return 0;
    throw err;
  }
}

/** Whether a purchase (`reference`, a checkout session id) has been granted to the user. */
export async function purchaseGranted({ db }: Pick<CreditsDeps, 'db'>, userId: string, reference: string) {
  const row = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(eq(creditLedger.reason, 'purchase'), eq(creditLedger.reference, reference), eq(creditLedger.userId, userId)),
    )
    .get();
  return row !== undefined;
}
