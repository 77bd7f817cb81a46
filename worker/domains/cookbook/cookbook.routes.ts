import { Hono } from 'hono';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { cookbookDishParamSchema, cookbookDishQuerySchema, cookbookMatchSchema } from '#core/schemas/cookbook';
import type { AppEnv } from '../../env';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { requireKitchen } from '../households/kitchen.middleware';
import { getDishPreview, matchFromItems, matchFromPantry } from './cookbook.service';

const PANTRY_MESSAGE = 'Cooking from the pantry needs a Pro plan';

/**
 * The cookbook (docs/api.md "Cookbook", docs/cookbook.md), mounted at `/cookbook`:
 * `POST /match` ("Cook from what I have": typed foods on any plan, the pantry on Pro) and
 * `GET /dishes/:id` (a dish as a read-only recipe preview, signed in).
 */
export const cookbookRoutes = new Hono<AppEnv>()
  .post('/match', signedInFirst, validate('json', cookbookMatchSchema), async (c) => {
    const input = c.req.valid('json');
    const deps = { db: c.var.db, cookbook: bundledCookbook, now: c.var.now() };
    if ('source' in input) {
      const { user, ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
      return c.json(await matchFromPantry(deps, user.id, ownerId, input.language));
    }
    const user = requireUser(c);
    return c.json(await matchFromItems(deps, user.id, input.ingredients.map((text) => ({ text })), input.language));
  })
  .get('/dishes/:id', signedInFirst, validate('param', cookbookDishParamSchema), validate('query', cookbookDishQuerySchema), async (c) => {
    return c.json(await getDishPreview({ cookbook: bundledCookbook }, c.req.valid('param').id, c.req.valid('query').lang));
  });
