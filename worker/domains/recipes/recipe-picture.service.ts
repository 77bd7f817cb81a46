import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../lib/errors';
import type { Reservation } from '../usage/usage.service';
import { recipes } from './recipes.table';

/**
 * The recipe side of dish pictures (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): the picture columns of a
 * recipe, changed only by conditional statements keyed on `picture_requested_at`, so a stale
 * queue message (an older request, a deleted recipe) never writes; and the request's message,
 * sent here and drawn by the pictures domain's queue consumer.
 */

/** A pending request older than this may be asked again (its message was lost or is stuck). */
export const PENDING_STALE_MS = 10 * 60 * 1000;

export interface PictureRequestKey {
  recipeId: string;
  requestedAt: string;
}

/** One `PICTURES` queue message: the request, drawn by the pictures domain's consumer (pictures/pictures.service.ts). */
export interface PictureMessage extends PictureRequestKey {
  /** The unit a "New picture" took, given back when the picture finally fails. */
  reservation?: Reservation;
}

export interface PictureQueueDeps {
  db: Db;
  queue: Queue<PictureMessage>;
}

/**
 * Sends the message of a request just marked pending. A queue that refuses it marks the request
 * failed at once (the illustration shows) and answers false; the recipe itself never waits.
 */
export async function sendPictureRequest(deps: PictureQueueDeps, message: PictureMessage): Promise<boolean> {
  try {
    await deps.queue.send(message, { contentType: 'json' });
    return true;
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', message: 'picture_queue_send_failed', error: String(err) }));
    await setPictureFailed(deps, message);
    return false;
  }
}

/** What the picture is drawn from, while this request is the recipe's current, pending one. */
export async function findPictureTarget({ db }: { db: Db }, key: PictureRequestKey) {
  return (
    (await db
      .select({
        id: recipes.id,
        userId: recipes.userId,
        title: recipes.title,
        ingredients: recipes.ingredients,
        language: recipes.language,
        imageUrl: recipes.imageUrl,
        aiImageUrl: recipes.aiImageUrl,
      })
      .from(recipes)
      .where(currentRequest(key))
      .get()) ?? null
  );
}

function currentRequest(key: PictureRequestKey) {
  return and(
    eq(recipes.id, key.recipeId),
    eq(recipes.pictureRequestedAt, key.requestedAt),
    eq(recipes.pictureStatus, 'pending'),
  );
}

/** Sets the drawn picture; false (nothing written) when the request is no longer current. */
export async function setPictureReady({ db }: { db: Db }, key: PictureRequestKey, url: string): Promise<boolean> {
  const rows = await db
    .update(recipes)
    .set({ aiImageUrl: url, pictureStatus: 'ready' })
    .where(currentRequest(key))
    .returning({ id: recipes.id });
  return rows.length === 1;
}

/** Marks the request failed (the recipe keeps its earlier picture or its illustration). */
export async function setPictureFailed({ db }: { db: Db }, key: PictureRequestKey): Promise<boolean> {
  const rows = await db
    .update(recipes)
    .set({ pictureStatus: 'failed' })
    .where(currentRequest(key))
    .returning({ id: recipes.id });
  return rows.length === 1;
}

export const picturePending = () =>
  new ApiError(409, 'conflict', 'A new picture is already being drawn', 'picture_status is pending');

/**
 * Marks the owner's recipe as waiting for a new picture, in one conditional statement: 404 for a
 * recipe that is not theirs, 409 while a recent request is still pending (two clicks never
 * count twice).
 */
export async function markPicturePending({ db }: { db: Db }, input: { userId: string; id: string; now: Date }) {
  const requestedAt = input.now.toISOString();
  const staleBefore = new Date(input.now.getTime() - PENDING_STALE_MS).toISOString();
  const rows = await db
    .update(recipes)
    .set({ pictureStatus: 'pending', pictureRequestedAt: requestedAt })
    .where(
      and(
        eq(recipes.id, input.id),
        eq(recipes.userId, input.userId),
        or(ne(recipes.pictureStatus, 'pending'), isNull(recipes.pictureRequestedAt), lt(recipes.pictureRequestedAt, staleBefore)),
      ),
    )
    .returning();
  const row = rows[0];
  if (row) return row;
  const exists = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, input.id), eq(recipes.userId, input.userId)))
    .get();
  throw exists ? picturePending() : notFound('Recipe not found');
}
