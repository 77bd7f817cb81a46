import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { leaderboardSettingsSchema } from '#core/schemas/users';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { getLeaderboardSettings } from '../users/settings.service';
import { getLeaderboard, getMyRank, setLeaderboardSettings } from './leaderboard.service';

/**
 * `/api/leaderboard/*` (mounted at `/leaderboard`): GET /api/leaderboard, GET /api/leaderboard/my-rank,
 * and the caller's leaderboard name setting (GET/POST /api/leaderboard/settings, kept with the user by
 * users/settings.service.ts; saving it also marks the top list stale): any signed-in user (free included).
 */
export const leaderboardRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await getLeaderboard({ db: c.var.db, now: c.var.now() }, user.id), 200);
  })
  .get('/my-rank', async (c) => {
    const user = requireUser(c);
    return c.json(await getMyRank({ db: c.var.db, now: c.var.now() }, user.id), 200);
  })
  .get('/settings', async (c) => {
    const user = requireUser(c);
    return c.json(await getLeaderboardSettings({ db: c.var.db }, user.id));
  })
  .post(
    '/settings',
    signedInFirst,
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
