import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const communityRoutes = new Hono<AppEnv>();
