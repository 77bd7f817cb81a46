import { and, desc, eq, sql } from 'drizzle-orm';
import { ingredientKey, guessCategory } from '#core/ingredients/ingredient-parse';
import { estimatedExpiry } from '#core/kitchen/expiry-estimate';
import { SHOPPING_TO_PANTRY_CATEGORY } from '#core/kernel/kitchen-options';
import { guessPantryCategory } from '#core/food/shopping-category';
import type { CreateShoppingItemInput, UpdateShoppingItemInput } from '#core/schemas/shopping';
import { mergeDimension, mergeTarget, sumInto } from '#core/kitchen/shopping-merge';
import { toBase } from '#core/kernel/units';
import type { Db } from '../../db/client';
import { conflict, itemLimitReached, notFound } from '../../lib/errors';
import { insertPantryRowsStatements, toPantryDto } from '../pantry/pantry.service';
import { insertPendingIfAbsentStatement, mergeIfUnchangedStatement, pendingByKeyQuery, toListItem, toShoppingDto } from './shopping.rows';
import { shoppingItems } from './shopping.table';
import { nextId, type IdSource } from '../../lib/ids';

/** The list and its race-safe writes, for the meal plans' list generation to put in its own batches. */
export { insertPendingIfAbsentStatement, mergeIfUnchangedStatement, shoppingItemsQuery, toListItem } from './shopping.rows';

/** Shopping-list services. `ownerId` scopes every query (the user today, a household later). */
export interface ShoppingDeps extends IdSource {
  db: Db;
  ownerId: string;
  now: Date;
}

const ownItem = (ownerId: string, id: string) => and(eq(shoppingItems.id, id), eq(shoppingItems.ownerId, ownerId));

/** Newest first; the client groups by category in store-walk order. */
export async function listShopping({ db, ownerId }: Pick<ShoppingDeps, 'db' | 'ownerId'>) {
  const rows = await db
    .select()
    .from(shoppingItems)
    .where(eq(shoppingItems.ownerId, ownerId))
    .orderBy(desc(shoppingItems.createdAt), desc(shoppingItems.id));
  return { items: rows.map(toShoppingDto) };
}

const MERGE_ATTEMPTS = 4;

/** The most items one kitchen's list holds (docs/api.md): adding by hand past it is 429 `limit_reached`. */
export const SHOPPING_MAX_ITEMS = 500;

/**
 * Adds an item, or merges it into the pending item of the same name (case-, accent- and
 * plural-insensitive) when the amounts add up (core/kitchen/shopping-merge). Race-safe: the insert is
 * conditional and the merge updates only the version it read; a lost race tries again.
 */
export async function addShoppingItem(deps: ShoppingDeps, input: CreateShoppingItemInput) {
  const { db, ownerId } = deps;
  const key = ingredientKey(input.name) || input.name.toLowerCase();
  const dimension = mergeDimension(input.quantity, input.unit);
  const base = input.quantity === null ? null : toBase(input.quantity, input.unit ?? 'pieces');
  const at = deps.now.toISOString();
  for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt += 1) {
    const pending = (await pendingByKeyQuery(db, ownerId, key)).map(toListItem);
    const target = mergeTarget(pending, key, dimension);
    if (target) {
      const total = sumInto(target, base, dimension, input.unit);
      const [row] = await mergeIfUnchangedStatement(db, { ...target, ...total, ownerId, at });
      if (row) return { item: toShoppingDto(row), merged: true };
      continue;
    }
    const id = nextId(deps);
    const category = input.category ?? guessCategory(input.name);
    const unit = input.quantity === null ? input.unit : (input.unit ?? 'pieces');
    const inserted = await insertPendingIfAbsentStatement(db, { id, ownerId, name: input.name, key, dimension, quantity: input.quantity, unit, category, notes: input.notes, recipes: [], sources: [], at, maxItems: SHOPPING_MAX_ITEMS });
    if (inserted.length === 0) {
      const held = await db.select({ n: sql<number>`count(*)` }).from(shoppingItems).where(eq(shoppingItems.ownerId, ownerId)).get();
      if ((held?.n ?? 0) >= SHOPPING_MAX_ITEMS) throw itemLimitReached(`A shopping list holds up to ${SHOPPING_MAX_ITEMS} items. Remove some to add more.`);
    }
    if (inserted.length > 0) {
      const row = await db.select().from(shoppingItems).where(eq(shoppingItems.id, id)).get();
      if (row) return { item: toShoppingDto(row), merged: false };
    }
  }
  throw conflict('The list changed while adding; please try again');
}

/** Edits an item (ticking included); the match key follows the name and amount. */
export async function updateShoppingItem(deps: ShoppingDeps, id: string, input: UpdateShoppingItemInput) {
  const { db, ownerId } = deps;
  const row = await db.select().from(shoppingItems).where(ownItem(ownerId, id)).get();
  if (!row) throw notFound('Shopping item not found');
  const name = input.name ?? row.name;
  const quantity = input.quantity !== undefined ? input.quantity : row.quantity;
  const unit = input.unit !== undefined ? input.unit : row.unit;
  const [updated] = await db
    .update(shoppingItems)
    .set({
      name,
      nameKey: ingredientKey(name) || name.toLowerCase(),
      quantity,
      unit,
      dimension: input.quantity !== undefined || input.unit !== undefined ? mergeDimension(quantity, unit) : row.dimension,
      category: input.category ?? (input.category === null ? guessCategory(name) : row.category),
      notes: input.notes !== undefined ? input.notes : row.notes,
      isPurchased: input.is_purchased ?? row.isPurchased,
      version: row.version + 1,
      updatedAt: deps.now.toISOString(),
    })
    .where(ownItem(ownerId, id))
    .returning();
  if (!updated) throw notFound('Shopping item not found');
  return { item: toShoppingDto(updated) };
}

export async function deleteShoppingItem({ db, ownerId }: Pick<ShoppingDeps, 'db' | 'ownerId'>, id: string) {
  const deleted = await db.delete(shoppingItems).where(ownItem(ownerId, id)).returning({ id: shoppingItems.id });
  if (deleted.length === 0) throw notFound('Shopping item not found');
  return { success: true as const };
}

export async function clearPurchased({ db, ownerId }: Pick<ShoppingDeps, 'db' | 'ownerId'>) {
  const deleted = await db
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.ownerId, ownerId), eq(shoppingItems.isPurchased, true)))
    .returning({ id: shoppingItems.id });
  return { success: true as const, deleted: deleted.length };
}

/**
 * Moves purchased items to the pantry (name, quantity, unit, the shelf's pantry category) and off
 * the list, in one batch. Each gets an estimated expiry by kind of food (core/kitchen/expiry-estimate.ts),
 * counted from `today` (the cook's local date) and marked as estimated until the cook sets a date.
 * The pantry row takes the item's id, so a repeated or concurrent move adds no twin.
 * Named ids that are not the owner's purchased items answer 404 and change nothing.
 */
export async function moveToPantry(deps: ShoppingDeps, ids: string[] | undefined, today: string) {
  const { db, ownerId } = deps;
  const purchased = and(eq(shoppingItems.ownerId, ownerId), eq(shoppingItems.isPurchased, true));
  const all = await db.select().from(shoppingItems).where(purchased);
  const wanted = ids ? new Set(ids) : null;
  const rows = wanted ? all.filter((row) => wanted.has(row.id)) : all;
  if (wanted && rows.length !== wanted.size) throw notFound('Some items are not purchased items on your list');
  if (rows.length === 0) return { moved: 0, pantry_items: [] };
  const at = deps.now.toISOString();
  const pantryRows = rows.map((row) => {
    const expiryDate = estimatedExpiry(row.name, today);
    const guessed = guessPantryCategory(row.name);
    return {
      id: row.id,
      ownerId,
      name: row.name,
      quantity: row.quantity,
      unit: row.unit,
      category: guessed === 'other' ? SHOPPING_TO_PANTRY_CATEGORY[row.category] : guessed,
      expiryDate,
      expiryEstimated: expiryDate !== null,
      location: null,
      notes: row.notes,
      createdAt: at,
      updatedAt: at,
    };
  });
  const idList = JSON.stringify(rows.map((row) => row.id));
  const [deleted, ...inserted] = await db.batch([
    db
      .delete(shoppingItems)
      .where(and(purchased, sql`${shoppingItems.id} in (select value from json_each(${idList}))`))
      .returning({ id: shoppingItems.id }),
    ...insertPantryRowsStatements(db, pantryRows),
  ]);
  return { moved: deleted.length, pantry_items: inserted.flat().map(toPantryDto) };
}
