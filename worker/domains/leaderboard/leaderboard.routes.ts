import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** GET /api/leaderboard, GET /api/leaderboard/my-rank. */
export const leaderboardRoutes = new Hono<AppEnv>();
