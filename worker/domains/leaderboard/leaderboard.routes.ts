import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { getLeaderboard, getMyRank } from './leaderboard.service';

/** GET /api/leaderboard, GET /api/leaderboard/my-rank: any signed-in user (free included). */
export const leaderboardRoutes = new Hono<AppEnv>()
  .get('/leaderboard', async (c) => {
    const user = requireUser(c);
    return c.json(await getLeaderboard({ db: c.var.db, now: c.var.now() }, user.id), 200);
  })
  .get('/leaderboard/my-rank', async (c) => {
    const user = requireUser(c);
    return c.json(await getMyRank({ db: c.var.db, now: c.var.now() }, user.id), 200);
  });
