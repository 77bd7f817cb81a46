import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { generateRecipeSchema } from '#core/schemas/recipe';
import type { ImageProvider, Picture } from '../../ai';
import { createOfflineProvider } from '../../ai/offline.provider';
import { images } from '../images/images.table';
import { createRecipe } from '../recipes/create-recipe.service';
import { IMAGES, fromBase64, quickRequest } from '../recipes/creator-test-helpers';
import { db } from '../recipes/read-test-helpers';
import type { PictureMessage } from '../recipes/recipe-picture.service';
import { handlePictureBatch } from './pictures.service';

/** Test fixtures for dish pictures: a drawing model, a recording queue, one queue delivery. */

export const PNG = fromBase64(IMAGES.png);

/** An image model that answers `draw` (a real PNG by default). */
export function imageModel(draw: () => Promise<Picture> = async () => ({ bytes: PNG, mimeType: 'image/png' })): ImageProvider {
  return { name: 'openai', model: 'test-image-model', generatePicture: draw };
}

/** A PICTURES producer that keeps what it is sent (the consumer is driven by `deliver`). */
export function recordingQueue() {
  const sent: PictureMessage[] = [];
  const queue = {
    send: async (body: PictureMessage) => {
      sent.push(structuredClone(body));
    },
  } as unknown as Queue<PictureMessage>;
  return { queue, sent };
}

/** Delivers messages to the consumer as the queue would (attempt `attempts`), with its ack/retry result. */
export async function deliver(provider: ImageProvider | null, bodies: unknown[], attempts = 1) {
  const batch = createMessageBatch<unknown>(
    'forkcast-pictures',
    bodies.map((body, i) => ({ id: `msg-${i}-${crypto.randomUUID()}`, timestamp: Date.now(), attempts, body })),
  );
  // The delay each retry asked for (the queue result records only which messages were retried).
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    Object.defineProperty(message, 'retry', {
      value: (options?: QueueRetryOptions) => {
        delays.push(options?.delaySeconds);
        retry(options);
      },
    });
  }
  const ctx = createExecutionContext();
  await handlePictureBatch({ db: db(), bucket: env.BUCKET, now: () => new Date(), provider }, batch);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

/** A generated recipe saved by the real creator with pictures on; answers it and its message. */
export async function generateWithPictures(user: { id: string; planType: 'free' | 'monthly' }) {
  const { queue, sent } = recordingQueue();
  const input = generateRecipeSchema.parse(quickRequest);
  const row = await createRecipe({ db: db(), model: createOfflineProvider(), now: new Date(), pictures: queue }, user, input);
  const message = sent[0];
  if (!message) throw new Error('no picture message was sent');
  return { row, message };
}

/** The user's stored images (rows) and whether each object is in R2. */
export async function storedImagesOf(userId: string) {
  const rows = await db().select().from(images).where(eq(images.userId, userId));
  return Promise.all(rows.map(async (row) => ({ key: row.key, inR2: (await env.BUCKET.head(row.key)) !== null })));
}
