import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const recipesRoutes = new Hono<AppEnv>();
