import { and, desc, eq, sql } from 'drizzle-orm';
import { daysBetween, freshnessBounds, utcDate, type FreshnessSummary } from '#core/kitchen/freshness';
import type { CreatePantryItemInput, PantryItem, UpdatePantryItemInput } from '#core/schemas/pantry';
import { rowsPerInsert, type Db } from '../../db/client';
import { insertSelect } from '../../db/insert-select';
import { badRequest, itemLimitReached, notFound } from '../../lib/errors';
import { pantryItems } from './pantry.table';
import { nextId, type IdSource } from '../../lib/ids';

/** Pantry services. `ownerId` scopes every query (the user today, a household later). */
export interface PantryDeps extends IdSource {
  db: Db;
  ownerId: string;
  now: Date;
}

type PantryRow = typeof pantryItems.$inferSelect;
export type PantryInsert = typeof pantryItems.$inferInsert;

export function toPantryDto(row: PantryRow): PantryItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    category: row.category,
    expiry_date: row.expiryDate,
    expiry_estimated: row.expiryEstimated,
    location: row.location,
    notes: row.notes,
    created_at: row.createdAt,
  };
}

/**
 * The client's local date for freshness: within a day of the server's UTC date (every time zone
 * is), else 400. Without one, the server's UTC date.
 */
export function clientToday(today: string | undefined, now: Date): string {
  const server = utcDate(now);
  if (!today) return server;
  if (Math.abs(daysBetween(server, today)) > 1) throw badRequest('Some fields are invalid', 'today: must be within a day of the current date');
  return today;
}

/** Newest first (a new item goes to the top): one range scan of pantry_items_owner_created_idx. */
export function pantryListQuery(db: Db, ownerId: string) {
  return db
    .select()
    .from(pantryItems)
    .where(eq(pantryItems.ownerId, ownerId))
    .orderBy(desc(pantryItems.createdAt), desc(pantryItems.id));
}

export async function listPantry({ db, ownerId }: Pick<PantryDeps, 'db' | 'ownerId'>) {
  return { items: (await pantryListQuery(db, ownerId)).map(toPantryDto) };
}

/** The most items one kitchen's pantry holds (docs/api.md): adding past it is 429 `limit_reached`. */
export const PANTRY_MAX_ITEMS = 500;

/** Adds an item while the pantry holds fewer than PANTRY_MAX_ITEMS (one conditional insert: exact under parallel adds). */
export async function createPantryItem(deps: PantryDeps, input: CreatePantryItemInput) {
  const at = deps.now.toISOString();
  const held = sql`(SELECT count(*) FROM ${pantryItems} WHERE ${pantryItems.ownerId} = ${deps.ownerId})`;
  const values = {
    id: nextId(deps),
    ownerId: deps.ownerId,
    name: input.name,
    quantity: input.quantity,
    unit: input.unit,
    category: input.category,
    expiryDate: input.expiry_date,
    location: input.location,
    notes: input.notes,
    createdAt: at,
    updatedAt: at,
  };
  const [row] = await deps.db
    .insert(pantryItems)
    .select(insertSelect(pantryItems, values, sql`WHERE ${held} < ${PANTRY_MAX_ITEMS}`))
    .returning();
  if (!row) throw itemLimitReached(`A pantry holds up to ${PANTRY_MAX_ITEMS} items. Remove some to add more.`);
  return { item: toPantryDto(row) };
}

export async function updatePantryItem(deps: PantryDeps, id: string, input: UpdatePantryItemInput) {
  const set: Partial<PantryInsert> = { updatedAt: deps.now.toISOString() };
  if (input.name !== undefined) set.name = input.name;
  if (input.quantity !== undefined) set.quantity = input.quantity;
  if (input.unit !== undefined) set.unit = input.unit;
  if (input.category !== undefined) set.category = input.category;
  if (input.expiry_date !== undefined) {
    set.expiryDate = input.expiry_date;
    // A date the cook sets (or clears) is no longer an estimate.
    set.expiryEstimated = false;
  }
  if (input.location !== undefined) set.location = input.location;
  if (input.notes !== undefined) set.notes = input.notes;
  const [row] = await deps.db
    .update(pantryItems)
    .set(set)
    .where(and(eq(pantryItems.id, id), eq(pantryItems.ownerId, deps.ownerId)))
    .returning();
  if (!row) throw notFound('Pantry item not found');
  return { item: toPantryDto(row) };
}

export async function deletePantryItem({ db, ownerId }: Pick<PantryDeps, 'db' | 'ownerId'>, id: string) {
  const deleted = await db
    .delete(pantryItems)
    .where(and(eq(pantryItems.id, id), eq(pantryItems.ownerId, ownerId)))
    .returning({ id: pantryItems.id });
  if (deleted.length === 0) throw notFound('Pantry item not found');
  return { success: true as const };
}

/**
 * Counts for the four filters on `today` (the client's date), in one covering scan of
 * pantry_items_owner_expiry_idx, with the bounds core/kitchen/freshness.ts derives (so they agree).
 */
export async function pantrySummary({ db, ownerId }: Pick<PantryDeps, 'db' | 'ownerId'>, today: string): Promise<FreshnessSummary> {
  const { notExpiredFrom, expiringUntil } = freshnessBounds(today);
  const e = pantryItems.expiryDate;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`,
      expired: sql<number>`coalesce(sum(${e} is not null and ${e} < ${notExpiredFrom}), 0)`,
      expiring_soon: sql<number>`coalesce(sum(${e} >= ${notExpiredFrom} and ${e} <= ${expiringUntil}), 0)`,
    })
    .from(pantryItems)
    .where(eq(pantryItems.ownerId, ownerId));
  const total = row?.total ?? 0;
  const expired = row?.expired ?? 0;
  const expiringSoon = row?.expiring_soon ?? 0;
  return { total, fresh: total - expired - expiringSoon, expiring_soon: expiringSoon, expired };
}

/** What the list builder needs of the pantry (batched by the meal planner). */
export function pantryStockQuery(db: Db, ownerId: string) {
  return db
    .select({ name: pantryItems.name, quantity: pantryItems.quantity, unit: pantryItems.unit, expiry_date: pantryItems.expiryDate })
    .from(pantryItems)
    .where(eq(pantryItems.ownerId, ownerId));
}

const ROWS_PER_INSERT = rowsPerInsert(pantryItems);

/**
 * Insert statements for pantry rows (for one batch), ignoring ids already present, so a repeated
 * move adds nothing.
 */
export function insertPantryRowsStatements(db: Db, rows: PantryInsert[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    statements.push(db.insert(pantryItems).values(rows.slice(i, i + ROWS_PER_INSERT)).onConflictDoNothing().returning());
  return statements;
}
