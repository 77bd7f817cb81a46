import { Hono, type Context } from 'hono';
import { kitchenIdParamSchema } from '#core/schemas/kitchen';
import {
  createShoppingItemSchema,
  idempotencyHeaderSchema,
  moveToPantrySchema,
  updateShoppingItemSchema,
} from '#core/schemas/shopping';
import type { AppEnv } from '../../env';
import { validate } from '../../lib/validate';
import { requireKitchen } from '../households/kitchen.middleware';
import { clientToday } from '../pantry/pantry.service';
import {
  addShoppingItem,
  clearPurchased,
  deleteShoppingItem,
  listShopping,
  moveToPantry,
  updateShoppingItem,
} from './shopping.service';
import { once, type KeyedRequest } from './shopping.idempotency';

/** The Idempotency-Key with what it is bound to: the sender, the method, the path and the validated body. */
function keyed(c: Context<AppEnv>, key: string | undefined, userId: string, body?: unknown): KeyedRequest {
  return { key, userId, method: c.req.method, path: c.req.path, body };
}

const SHOPPING_MESSAGE = 'The shopping list needs a Pro plan';

/** The shopping list (Pro). Another owner's item is 404. */
export const shoppingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
    return c.json(await listShopping({ db: c.var.db, ownerId }));
  })
  .post('/', validate('header', idempotencyHeaderSchema), validate('json', createShoppingItemSchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
    const deps = { db: c.var.db, ownerId, now: c.var.now() };
    const answer = await once(deps, keyed(c, c.req.valid('header')['idempotency-key'], user.id, c.req.valid('json')), async () => {
      const result = await addShoppingItem(deps, c.req.valid('json'));
      return { status: result.merged ? 200 : 201, body: result };
    });
    return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 200);
  })
  .post('/move-to-pantry', validate('json', moveToPantrySchema), async (c) => {
    const { ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
    const now = c.var.now();
    const { ids, today } = c.req.valid('json');
    return c.json(await moveToPantry({ db: c.var.db, ownerId, now }, ids, clientToday(today, now)));
  })
  .delete('/clear-purchased', async (c) => {
    const { ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
    return c.json(await clearPurchased({ db: c.var.db, ownerId }));
  })
  .patch(
    '/:id',
    validate('param', kitchenIdParamSchema),
    validate('header', idempotencyHeaderSchema),
    validate('json', updateShoppingItemSchema),
    async (c) => {
      const { user, ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
      const deps = { db: c.var.db, ownerId, now: c.var.now() };
      const answer = await once(deps, keyed(c, c.req.valid('header')['idempotency-key'], user.id, c.req.valid('json')), async () => ({
        status: 200,
        body: await updateShoppingItem(deps, c.req.valid('param').id, c.req.valid('json')),
      }));
      return c.json(answer.body);
    },
  )
  .delete('/:id', validate('param', kitchenIdParamSchema), validate('header', idempotencyHeaderSchema), async (c) => {
    const { user, ownerId } = await requireKitchen(c, 'shopping_list', SHOPPING_MESSAGE);
    const deps = { db: c.var.db, ownerId, now: c.var.now() };
    const answer = await once(deps, keyed(c, c.req.valid('header')['idempotency-key'], user.id), async () => ({
      status: 200,
      body: await deleteShoppingItem(deps, c.req.valid('param').id),
    }));
    return c.json(answer.body);
  });
