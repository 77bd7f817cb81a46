import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { ShoppingCategory, Unit } from '#core/kernel/kitchen-options';
import type { ShoppingItem } from '#core/schemas/shopping';
import type { ListItem, MergeDimension } from '#core/kitchen/shopping-merge';
import type { Db } from '../../db/client';
import { insertSelect } from '../../db/insert-select';
import { shoppingItems } from './shopping.table';

/** Shopping rows: the DTO, the builder's view of a row, and the race-safe write statements. */

export type ShoppingRow = typeof shoppingItems.$inferSelect;

export function toShoppingDto(row: ShoppingRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    category: row.category,
    notes: row.notes,
    is_purchased: row.isPurchased,
    recipes: row.recipes,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A row as core/kitchen/shopping-merge sees it, with its version for the conditional update. */
export function toListItem(row: ShoppingRow): ListItem & { version: number } {
  return {
    id: row.id,
    key: row.nameKey,
    dimension: row.dimension,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    is_purchased: row.isPurchased,
    recipes: row.recipes,
    sources: row.sources,
    version: row.version,
  };
}

/** Every item of the owner (pending and purchased; the builder reads both). */
export function shoppingItemsQuery(db: Db, ownerId: string) {
  return db.select().from(shoppingItems).where(eq(shoppingItems.ownerId, ownerId));
}

/** Pending items of one name key (shopping_items_owner_key_idx). */
export function pendingByKeyQuery(db: Db, ownerId: string, key: string) {
  return db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.ownerId, ownerId), eq(shoppingItems.nameKey, key), eq(shoppingItems.isPurchased, false)));
}

export interface NewPendingItem {
  id: string;
  ownerId: string;
  name: string;
  key: string;
  dimension: MergeDimension;
  quantity: number | null;
  unit: Unit | null;
  category: ShoppingCategory;
  notes: string | null;
  recipes: string[];
  sources: string[];
  at: string;
  /** Inserted only while the kitchen's list holds fewer items than this (an item added by hand). */
  maxItems?: number;
}

/**
 * Inserts a pending item unless one it would merge into exists (same key, and same dimension or
 * either unmeasured), in one statement, so two concurrent requests never make twins.
 * Returns the inserted id, or no row.
 */
export function insertPendingIfAbsentStatement(db: Db, item: NewPendingItem) {
  const dimension = shoppingItems.dimension;
  const mergeable = db
    .select({ one: sql`1` })
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.ownerId, item.ownerId),
        eq(shoppingItems.nameKey, item.key),
        eq(shoppingItems.isPurchased, false),
        // An unmeasured item merges with any dimension.
        item.dimension === 'none' ? undefined : or(eq(dimension, item.dimension), eq(dimension, 'none')),
      ),
    );
  const row = {
    id: item.id,
    ownerId: item.ownerId,
    name: item.name,
    nameKey: item.key,
    dimension: item.dimension,
    quantity: item.quantity,
    unit: item.unit,
    category: item.category,
    notes: item.notes,
    isPurchased: false,
    recipes: item.recipes,
    sources: item.sources,
    version: 0,
    createdAt: item.at,
    updatedAt: item.at,
  };
  return db
    .insert(shoppingItems)
    .select(
      insertSelect(
        shoppingItems,
        row,
        item.maxItems === undefined
          ? sql`WHERE ${notExists(mergeable)}`
          : sql`WHERE ${notExists(mergeable)} AND (SELECT count(*) FROM ${shoppingItems} WHERE ${shoppingItems.ownerId} = ${item.ownerId}) < ${item.maxItems}`,
      ),
    )
    .returning({ id: shoppingItems.id });
}

export interface PendingUpdate {
  id: string;
  ownerId: string;
  version: number;
  quantity: number | null;
  unit: Unit | null;
  dimension: MergeDimension;
  recipes: string[];
  sources: string[];
  at: string;
}

/** Merges into a pending item only if nobody changed it since it was read (its version). */
export function mergeIfUnchangedStatement(db: Db, update: PendingUpdate) {
  return db
    .update(shoppingItems)
    .set({
      quantity: update.quantity,
      unit: update.unit,
      dimension: update.dimension,
      recipes: update.recipes,
      sources: update.sources,
      version: sql`${shoppingItems.version} + 1`,
      updatedAt: update.at,
    })
    .where(
      and(
        eq(shoppingItems.id, update.id),
        eq(shoppingItems.ownerId, update.ownerId),
        eq(shoppingItems.version, update.version),
        eq(shoppingItems.isPurchased, false),
      ),
    )
    .returning();
}
