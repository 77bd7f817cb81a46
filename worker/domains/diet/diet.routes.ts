import { Hono } from 'hono';
import type { z } from 'zod';
import { dietProfileSchema, type dietProfileResponseSchema } from '#core/schemas/diet';
import type { AppEnv } from '../../env';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getDietProfile, setDietProfile } from './diet.service';

/** The answer of both: the profile as stored, typed by its schema in core (core/schemas/diet.ts). */
type DietProfileAnswer = z.infer<typeof dietProfileResponseSchema>;

/** `GET` and `PUT /api/diet-profile { diets, allergens, dislikes }`: any signed-in user, any plan. */
export const dietRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    const profile: DietProfileAnswer = await getDietProfile({ db: c.var.db }, user.id);
    return c.json(profile);
  })
  .put(
    '/',
    signedInFirst,
    validate('json', dietProfileSchema),
    async (c) => {
      const user = requireUser(c);
      const saved: DietProfileAnswer = await setDietProfile({ db: c.var.db, now: c.var.now() }, user.id, c.req.valid('json'));
      return c.json(saved);
    },
  );
