import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_IMAGE_BYTES, detectIngredientsSchema } from '#core/schemas/recipe';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { notFound, rateLimited } from '../../lib/errors';
import { requireUser } from '../../lib/guards';
import { enforceRateLimit, UPLOAD_RATE_LIMIT } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { isSharedImage } from '../community/share.service';
import { IMAGE_FORMATS } from './image-format';
import {
  dailyUploadLimit,
  decodeAndCheckImage,
  payloadTooLarge,
  readImage,
  reserveUpload,
  storeImage,
} from './images.service';

/** Base64 of 10 MB plus room for the data-URL prefix and the JSON around it. */
const MAX_DETECT_BODY = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 4096;

const IMMUTABLE = 'private, max-age=31536000, immutable';

/** `/api/detect-ingredients`, mounted at its own segment (an image upload read by the model). */
export const detectIngredientsRoutes = new Hono<AppEnv>()
  /**
   * `POST /api/detect-ingredients {imageBase64, language}` -> `{ingredients, imageUrl}`.
   * Checks size and type before anything is written; detection does not count toward usage,
   * but well-formed uploads are capped: 10 a minute (UPLOAD_LIMITER) and 20 a day (Pro 200),
   * counted before the model is called or anything is stored.
   */
  .post(
    '/',
    async (c, next) => {
      requireUser(c);
      await next();
    },
    bodyLimit({
      maxSize: MAX_DETECT_BODY,
      onError: (c) => {
        const err = payloadTooLarge();
        return c.json({ error: err.message, code: err.code, details: err.details }, 413);
      },
    }),
    validate('json', detectIngredientsSchema),
    async (c) => {
      const user = requireUser(c);
      const { imageBase64, language } = c.req.valid('json');
      const image = decodeAndCheckImage(imageBase64);
      await enforceRateLimit(c, UPLOAD_RATE_LIMIT);
      const deps = { db: c.var.db, bucket: c.env.BUCKET, now: c.var.now() };
      if (!(await reserveUpload(deps, user))) {
        const limit = dailyUploadLimit(user.planType);
        throw rateLimited(`You have uploaded ${limit} photos today. Please try again tomorrow.`);
      }
      const ingredients = await createModelProvider(c.env).detectIngredients({
        image: image.bytes,
        mimeType: IMAGE_FORMATS[image.format].contentType,
        language,
      });
      const stored = await storeImage(deps, user.id, image);
      return c.json({ ingredients, imageUrl: stored.url });
    },
  );

/** `/api/images/*` (mounted at `/images`). */
export const imagesRoutes = new Hono<AppEnv>()
  /** `GET /api/images/{key}`: only for whoever may read it (else 404), cached as immutable. */
  .get('/:key{.+}', async (c) => {
    const found = await readImage(
      { db: c.var.db, bucket: c.env.BUCKET, isSharedImage: (url) => isSharedImage({ db: c.var.db }, url) },
      c.req.param('key'),
      c.var.user?.id ?? null,
      c.req.raw.headers,
    );
    if (!found) throw notFound();
    const headers = {
      'content-type': found.contentType,
      'cache-control': IMMUTABLE,
      etag: found.object.httpEtag,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    };
    if (!('body' in found.object)) return c.body(null, 304, headers);
    return c.body(found.object.body, 200, { ...headers, 'content-length': String(found.object.size) });
  });
