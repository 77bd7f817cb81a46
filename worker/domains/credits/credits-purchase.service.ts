import { and, eq, exists, gt, lt, sql } from 'drizzle-orm';
import { creditBalances, creditLedger } from './credits.table';
import { isDuplicate, newLedgerId, type CreditsDeps } from './credits.service';

/**
 * Credits bought with a Stripe Checkout Session (docs/product.md "Credits"): granted once per
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
 * The reference of a 'chargeback' line: the purchase (its checkout session id) and how much of
 * its payment had been refunded in all (Stripe's cumulative `amount_refunded`, in cents), so each
 * further partial refund of the same payment gets a line of its own.
 */
export const chargebackReference = (purchase: string, refundedCents: number) => `${purchase}:${refundedCents}`;

/** The purchase (checkout session id) a ledger reference names: itself, or a chargeback's prefix. */
export const purchaseOfReference = (reference: string) => reference.split(':')[0] ?? reference;

/**
 * Takes back credits because their purchase (`purchase`, the checkout session) was refunded:
 * up to `target` credits in all for that purchase (the refunded share of what it granted), minus
 * what earlier refunds of it already took back, and only what is still unspent: never below zero.
 * One 'chargeback' ledger line per refund state (`refundedCents`); the same state again changes
 * nothing. The amount already taken back is summed inside the batch, so two refunds racing each
 * other never take back more than `target`. Answers how many credits were taken back.
 */
export async function takeBackPurchase(
  deps: CreditsDeps,
  input: { userId: string; target: number; purchase: string; refundedCents: number },
): Promise<number> {
  const { db, now } = deps;
  if (!Number.isInteger(input.target) || input.target <= 0) return 0;
  const reference = chargebackReference(input.purchase, input.refundedCents);
  const takenBefore = sql<number>`(select coalesce(-sum(${creditLedger.delta}), 0) from ${creditLedger} where ${and(
    eq(creditLedger.userId, input.userId),
    eq(creditLedger.reason, 'chargeback'),
    gt(creditLedger.reference, `${input.purchase}:`),
    lt(creditLedger.reference, `${input.purchase};`),
  )})`;
  // The line this call writes, found by its id: the balance moves only if it was written now.
  const lineId = newLedgerId(deps);
  const chargeback = db.select({ delta: creditLedger.delta }).from(creditLedger).where(eq(creditLedger.id, lineId));
  try {
    const [, updated] = await db.batch([
      db.insert(creditLedger).select(
        db
          .select({
            id: sql<string>`${lineId}`.as('id'),
            userId: creditBalances.userId,
            delta: sql<number>`-min(${input.target} - ${takenBefore}, ${creditBalances.balance})`.as('delta'),
            reason: sql<'chargeback'>`'chargeback'`.as('reason'),
            reference: sql<string>`${reference}`.as('reference'),
            createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          })
          .from(creditBalances)
          .where(
            and(
              eq(creditBalances.userId, input.userId),
              gt(creditBalances.balance, 0),
              sql`${input.target} - ${takenBefore} > 0`,
            ),
          ),
      ),
      db
        .update(creditBalances)
        .set({
          balance: sql`${creditBalances.balance} + (${chargeback})`,
          totalPurchased: sql`max(0, ${creditBalances.totalPurchased} + (${chargeback}))`,
        })
        // The line above is written only when something is taken back; a second one for the
        // same refund state violates the unique (reason, reference) index and rolls back.
        .where(and(eq(creditBalances.userId, input.userId), exists(chargeback)))
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
