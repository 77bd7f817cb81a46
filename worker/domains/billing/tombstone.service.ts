import type { BatchItem } from 'drizzle-orm/batch';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { StripeEvent } from '#core/schemas/stripe-events';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { billingCustomers, billingTombstones, subscriptions } from './billing.table';

/**
 * Tombstones of deleted accounts (billing_tombstones): written in the deletion's own batch, read
 * by the Stripe event handler before it applies anything.
 */
const hashOf = (kind: 'user' | 'customer', id: string) => sha256Hex(`${kind}:${id}`);

/** The statements that tombstone a user and their Stripe customers, for the caller's D1 batch. */
export async function tombstoneStatements(
  db: Db,
  input: { userId: string; customerIds: string[]; now: Date },
): Promise<BatchItem<'sqlite'>[]> {
  const at = input.now.toISOString();
  const refs: Array<['user' | 'customer', string]> = [
    ['user', input.userId],
    ...[...new Set(input.customerIds)].map((id): ['customer', string] => ['customer', id]),
  ];
  // Rows first: a drizzle statement is thenable, so an async callback returning one would run it.
  const rows = await Promise.all(refs.map(async ([kind, id]) => ({ hash: await hashOf(kind, id), kind, deletedAt: at })));
  return rows.map((row) => db.insert(billingTombstones).values(row).onConflictDoNothing({ target: billingTombstones.hash }));
}

/** The Stripe customer ids ever linked to the user (customer link and subscription row). */
export async function customerIdsOf({ db }: { db: Db }, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId))
    .union(
      db
        // Not null by the filter below.
        .select({ id: sql<string>`${subscriptions.stripeCustomerId}` })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.stripeCustomerId))),
    );
  return rows.map((r) => r.id);
}

function stringField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' && field !== '' ? field : null;
}

/** The customer and user ids an event's object names (customer, metadata.user_id, client_reference_id). */
function accountRefs(event: StripeEvent): Array<['user' | 'customer', string]> {
  const object: unknown = event.data.object;
  const refs: Array<['user' | 'customer', string]> = [];
  const customer = stringField(object, 'customer');
  if (customer) refs.push(['customer', customer]);
  const metadata: unknown = typeof object === 'object' && object !== null ? Reflect.get(object, 'metadata') : null;
  const metaUser = stringField(metadata, 'user_id');
  if (metaUser) refs.push(['user', metaUser]);
  const reference = stringField(object, 'client_reference_id');
  if (reference) refs.push(['user', reference]);
  return refs;
}

/** Whether the event belongs to a deleted account (its customer or user is tombstoned). */
export async function isTombstonedEvent({ db }: { db: Db }, event: StripeEvent): Promise<boolean> {
  const refs = accountRefs(event);
  if (refs.length === 0) return false;
  const hashes = await Promise.all(refs.map(([kind, id]) => hashOf(kind, id)));
  const found = await db
    .select({ hash: billingTombstones.hash })
    .from(billingTombstones)
    .where(inArray(billingTombstones.hash, hashes))
    .limit(1)
    .get();
  return found !== undefined;
}
