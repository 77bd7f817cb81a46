import { Hono } from 'hono';
import { dietProfileSchema } from '../../../core/schemas/diet';
import type { AppEnv } from '../../env';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getDietProfile, setDietProfile } from './diet.service';

/** `GET` and `PUT /api/diet-profile { diets, allergens, dislikes }`: any signed-in user, any plan. */
export const dietRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await getDietProfile({ db: c.var.db }, user.id));
  })
  .put(
    '/',
    signedInFirst,
    validate('json', dietProfileSchema),
    async (c) => {
      const user = requireUser(c);
      return c.json(await setDietProfile({ db: c.var.db, now: c.var.now() }, user.id, c.req.valid('json')));
    },
  );
