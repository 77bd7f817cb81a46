import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/** POST /api/generate-recipe (the recipe creator). */
export const generateRoutes = new Hono<AppEnv>();
