import { createImageProvider } from '../../ai';
import type { PictureMessage } from '../recipes/recipe-picture.service';

/**
 * The queue when pictures are on: an image provider is configured and the `PICTURES` binding
 * exists. Null otherwise: recipes keep `picture_status` none and show their illustration.
 */
export function pictureQueueOf(env: Partial<Env>): Queue<PictureMessage> | null {
  if (!env.PICTURES || !createImageProvider(env)) return null;
  return env.PICTURES as Queue<PictureMessage>;
}
