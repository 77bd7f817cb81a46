import { Hono } from 'hono';
import { kitchenIdParamSchema } from '#core/schemas/kitchen';
import { createPantryItemSchema, pantrySummaryQuerySchema, updatePantryItemSchema } from '#core/schemas/pantry';
import type { AppEnv } from '../../env';
import { validate } from '../../lib/validate';
import { requireKitchen } from '../households/kitchen.middleware';
import {
  clientToday,
  createPantryItem,
  deletePantryItem,
  listPantry,
  pantrySummary,
  updatePantryItem,
} from './pantry.service';

const PANTRY_MESSAGE = 'The pantry needs a Pro plan';

/** The pantry (Pro): list, summary by freshness, add, edit, delete. Another owner's item is 404. */
export const pantryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
    return c.json(await listPantry({ db: c.var.db, ownerId }));
  })
  .get('/summary', validate('query', pantrySummaryQuerySchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
    const today = clientToday(c.req.valid('query').today, c.var.now());
    return c.json(await pantrySummary({ db: c.var.db, ownerId }, today));
  })
  .post('/', validate('json', createPantryItemSchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
    const deps = { db: c.var.db, ownerId, now: c.var.now() };
    return c.json(await createPantryItem(deps, c.req.valid('json')), 201);
  })
  .patch('/:id', validate('param', kitchenIdParamSchema), validate('json', updatePantryItemSchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
    const deps = { db: c.var.db, ownerId, now: c.var.now() };
    return c.json(await updatePantryItem(deps, c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', kitchenIdParamSchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'pantry', PANTRY_MESSAGE);
    return c.json(await deletePantryItem({ db: c.var.db, ownerId }, c.req.valid('param').id));
  });
