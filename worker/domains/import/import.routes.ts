import { Hono } from 'hono';
import { importRecipeSchema } from '../../../core/schemas/import';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { outboundFetch } from '../../lib/outbound-fetch';
import { validate } from '../../lib/validate';
import { importFromText, importFromUrl } from './import.service';

/** `POST /api/recipes/import { url } | { text }`: 201 `{ recipe }`, 422 no_recipe_found, 400 url_not_allowed, 429. */
export const importRoutes = new Hono<AppEnv>().post('/recipes/import', validate('json', importRecipeSchema), async (c) => {
  const user = requireUser(c);
  const deps = { db: c.var.db, bucket: c.env.BUCKET, userId: user.id, planType: user.planType, now: c.var.now(), fetch: outboundFetch(c.env) };
  const input = c.req.valid('json');
  const result = input.url !== undefined ? await importFromUrl(deps, input.url) : await importFromText(deps, input.text ?? '');
  return c.json(result, 201);
});
