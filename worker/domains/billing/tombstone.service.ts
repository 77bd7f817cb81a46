import { inArray } from 'drizzle-orm';
import type { StripeEvent } from '../../../core/schemas/stripe-events';
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/crypto';
import { billingTombstones } from './billing.table';

/**
 * Tombstones of deleted accounts (billing_tombstones): written in the deletion's own batch, read
 * by the Stripe event handler before it applies anything.
 */
const hashOf = (kind: 'user' | 'customer', id: string) => sha256Hex(`${kind}:${id}`);

/** The statements that tombstone a user and their Stripe customers, for the caller's D1 batch. */
export async function tombstoneStatements(
  d1: D1Database,
  input: { userId: string; customerIds: string[]; now: Date },
): Promise<D1PreparedStatement[]> {
  const at = input.now.toISOString();
  const refs: Array<['user' | 'customer', string]> = [
    ['user', input.userId],
    ...[...new Set(input.customerIds)].map((id): ['customer', string] => ['customer', id]),
  ];
  const insert = d1.prepare('INSERT INTO billing_tombstones (hash, kind, deleted_at) VALUES (?1, ?2, ?3) ON CONFLICT (hash) DO NOTHING');
  return Promise.all(refs.map(async ([kind, id]) => insert.bind(await hashOf(kind, id), kind, at)));
}

/** The Stripe customer ids ever linked to the user (customer link and subscription row). */
export async function customerIdsOf({ db }: { db: Db }, userId: string): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT stripe_customer_id AS id FROM billing_customers WHERE user_id = ?1
       UNION SELECT stripe_customer_id FROM subscriptions WHERE user_id = ?1 AND stripe_customer_id IS NOT NULL`,
    )
    .bind(userId)
    .all<{ id: string }>();
  return results.map((r) => r.id);
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
