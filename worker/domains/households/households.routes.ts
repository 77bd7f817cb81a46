import { Hono } from 'hono';
import { householdMemberParamSchema, inviteTokenParamSchema, joinHouseholdSchema } from '#core/schemas/household';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { detachRecipesStatement } from '../meal-plans/meal-plans.service';
import { createInvite, getHousehold, invitePreview, joinHousehold, leaveHousehold, removeMember } from './households.service';

/**
 * Households (docs/decisions/024-households.md): invite links (Pro owner), joining, the member list, removal (owner) and
 * leaving. Members are named by opaque handles, never by user id. Removal and leaving unlink the
 * leaver's recipes from the shared meal plan with the meal-plans domain's statement.
 */
export const householdsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await getHousehold({ db: c.var.db, now: c.var.now() }, user));
  })
  .post('/invites', async (c) => {
    const user = requireUser(c);
    const origin = new URL(c.req.url).origin;
    return c.json(await createInvite({ db: c.var.db, now: c.var.now() }, user, origin), 201);
  })
  // Anyone with the link, signed out included: whose household it is, before signing in.
  .get('/invites/:token', validate('param', inviteTokenParamSchema), async (c) =>
    c.json(await invitePreview({ db: c.var.db, now: c.var.now() }, c.req.valid('param').token)),
  )
  .post('/join', validate('json', joinHouseholdSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await joinHousehold({ db: c.var.db, now: c.var.now() }, user.id, c.req.valid('json').token));
  })
  .delete('/members/:user_id', validate('param', householdMemberParamSchema), async (c) => {
    const user = requireUser(c);
    return c.json(await removeMember({ db: c.var.db, now: c.var.now(), detachRecipes: detachRecipesStatement }, user.id, c.req.valid('param').user_id));
  })
  .post('/leave', async (c) => {
    const user = requireUser(c);
    return c.json(await leaveHousehold({ db: c.var.db, now: c.var.now(), detachRecipes: detachRecipesStatement }, user.id));
  });
