import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const leaderboardRoutes = new Hono<AppEnv>();
