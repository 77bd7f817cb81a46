import { Hono } from 'hono';
import { leaderboardSettingsSchema } from '../../../core/schemas/users';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getSubscriptionSummary } from '../billing/entitlement.service';
import { householdSummary } from '../households/households.service';
import { getLeaderboardSettings, setLeaderboardSettings } from './settings.service';

/** GET /api/users/me and the leaderboard name setting (GET/POST /api/leaderboard/settings). */
export const usersRoutes = new Hono<AppEnv>()
  .get('/users/me', async (c) => {
    const user = requireUser(c);
    const summary = await getSubscriptionSummary(c.var.db, user.id, c.var.now());
    return c.json({
      id: user.id,
      email: user.email,
      created_at: user.createdAt,
      google_user_data: { name: user.name, given_name: user.givenName, picture: user.picture },
      // plan_type is the session's entitlement (the same rule, read once per request).
      subscription: { ...summary, plan_type: user.planType },
      household: await householdSummary({ db: c.var.db, now: c.var.now() }, user),
    });
  })
  .get('/leaderboard/settings', async (c) => {
    const user = requireUser(c);
    return c.json(await getLeaderboardSettings(c.var.db, user.id));
  })
  .post(
    '/leaderboard/settings',
    async (c, next) => {
      requireUser(c); // signed out is 401 before the body is looked at
      await next();
    },
    validate('json', leaderboardSettingsSchema),
    async (c) => {
      const user = requireUser(c);
      const saved = await setLeaderboardSettings(
        { db: c.var.db, now: c.var.now() },
        user.id,
        c.req.valid('json'),
      );
      return c.json({ ok: true as const, ...saved });
    },
  );
