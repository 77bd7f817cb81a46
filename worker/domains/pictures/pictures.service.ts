import { ingredientLines } from '#core/recipe/recipe-text';
import type { ImageProvider } from '../../ai';
import type { Db } from '../../db/client';
import { refreshSharedPicture } from '../community/share.service';
import { checkImageBytes, storeImage } from '../images/images.service';
import { deleteOwnImages, imageKeyOfUrl } from '../images/owned-images.service';
import {
  findPictureTarget,
  setPictureFailed,
  setPictureReady,
  type PictureMessage,
  type PictureRequestKey,
} from '../recipes/recipe-picture.service';
import { releaseGeneration, type Reservation } from '../usage/usage.service';

/**
 * Dish pictures (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): a saved generated recipe (or the owner's
 * "New picture") sends one `PICTURES` queue message (recipes/recipe-picture.service.ts); this
 * consumer asks the image model, checks the bytes like an upload, stores them as the owner's image
 * (opaque key, served with the photos' privacy rules) and sets `ai_image_url`. Failures retry
 * with backoff, then `failed`.
 */

/** Attempts before a picture is marked failed (the queue itself allows more, wrangler.toml). */
export const MAX_PICTURE_ATTEMPTS = 4;

/** Seconds before attempt `attempts + 1`: 10, 30, 90, then at most 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 10 * 3 ** Math.max(0, attempts - 1));
}

export interface DrawDeps {
  db: Db;
  bucket: R2Bucket;
  now: () => Date;
  provider: ImageProvider | null;
}

/** What became of one message: written, nothing to do (stale or deleted), or try again. */
export type DrawOutcome = 'ready' | 'stale' | 'retry';

/**
 * One attempt at a requested picture. Nothing is written for a recipe deleted or asked again
 * meanwhile: a picture stored just before that is deleted again (no orphan object or row).
 */
export async function drawPicture(deps: DrawDeps, key: PictureRequestKey): Promise<DrawOutcome> {
  const target = await findPictureTarget(deps, key);
  if (!target) return 'stale';
  if (!deps.provider) return 'retry';
  let image;
  try {
    const picture = await deps.provider.generatePicture({
      title: target.title,
      ingredients: ingredientLines(target.ingredients),
      language: target.language,
    });
    image = checkImageBytes(picture.bytes);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', message: 'picture_model_failed', recipeId: key.recipeId, error: String(err) }));
    return 'retry';
  }
  if (!image) {
    console.warn(JSON.stringify({ level: 'warn', message: 'picture_bytes_refused', recipeId: key.recipeId }));
    return 'retry';
  }
  const stored = await storeImage({ db: deps.db, bucket: deps.bucket, now: deps.now() }, target.userId, image);
  if (!(await setPictureReady(deps, key, stored.url))) {
    await deleteOwnImages({ db: deps.db, bucket: deps.bucket }, target.userId, [stored.key]);
    return 'stale';
  }
  await refreshSharedPicture(deps, target.id, stored.url);
  const previous = imageKeyOfUrl(target.aiImageUrl);
  if (previous) await deleteOwnImages({ db: deps.db, bucket: deps.bucket }, target.userId, [previous]);
  return 'ready';
}

function asMessage(body: unknown): PictureMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { recipeId, requestedAt, reservation } = body as Record<string, unknown>;
  if (typeof recipeId !== 'string' || typeof requestedAt !== 'string') return null;
  return { recipeId, requestedAt, reservation: reservation as Reservation | undefined };
}

/** The `queue` handler's work: each message acked once settled, retried with backoff, or failed. */
export async function handlePictureBatch(deps: DrawDeps, batch: MessageBatch<unknown>): Promise<void> {
  for (const message of batch.messages) {
    const body = asMessage(message.body);
    if (!body) {
      message.ack();
      continue;
    }
    let outcome: DrawOutcome;
    try {
      outcome = await drawPicture(deps, body);
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', message: 'picture_failed', recipeId: body.recipeId, error: String(err) }));
      outcome = 'retry';
    }
    if (outcome !== 'retry') {
      message.ack();
    } else if (message.attempts < MAX_PICTURE_ATTEMPTS) {
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    } else {
      const failed = await setPictureFailed(deps, body);
      if (failed && body.reservation) await releaseGeneration({ db: deps.db, now: deps.now() }, body.reservation);
      message.ack();
    }
  }
}
