import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_PAGES_MAX, importRecipeSchema } from '#core/schemas/import';
import { MAX_IMAGE_BYTES } from '#core/schemas/recipe';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { outboundFetch } from '../../lib/outbound-fetch';
import { validate } from '../../lib/validate';
import { payloadTooLarge } from '../images/images.service';
import { importFromPages } from '../import/import-pages.service';
import { importFromText, importFromUrl } from '../import/import.service';

/** Four pages of 10 MB as base64 data URLs, plus room for the JSON around them. */
const MAX_IMPORT_BODY = IMPORT_PAGES_MAX * (Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 256) + 64 * 1024;

/**
 * `POST /api/recipes/import { url } | { text } | { images, language? }`: 201 `{ recipe }`;
 * 422 no_recipe_found, 422 vision_unavailable (no model reads photos), 400 url_not_allowed,
 * 413/415 for a page that is no image or too large, 429. A recipe's sub-resource served by the
 * recipes router; reading the recipe is the import domain's (import.service.ts, import-pages.service.ts).
 */
export const recipeImportRoutes = new Hono<AppEnv>().post(
  '/import',
  async (c, next) => {
    requireUser(c);
    await next();
  },
  bodyLimit({
    maxSize: MAX_IMPORT_BODY,
    onError: (c) => {
      const err = payloadTooLarge();
      return c.json({ error: err.message, code: err.code, details: err.details }, 413);
    },
  }),
  validate('json', importRecipeSchema),
  async (c) => {
    const user = requireUser(c);
    const deps = { db: c.var.db, bucket: c.env.BUCKET, userId: user.id, planType: user.planType, now: c.var.now(), fetch: outboundFetch(c.env) };
    const input = c.req.valid('json');
    let result;
    if (input.images !== undefined) {
      result = await importFromPages(deps, createModelProvider(c.env), { images: input.images, language: input.language ?? 'en' });
    } else if (input.url !== undefined) {
      result = await importFromUrl(deps, input.url);
    } else {
      result = await importFromText(deps, input.text ?? '');
    }
    return c.json(result, 201);
  },
);
