import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const usageRoutes = new Hono<AppEnv>();
