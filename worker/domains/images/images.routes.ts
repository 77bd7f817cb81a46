import { Hono } from 'hono';
import type { AppEnv } from '../../env';

export const imagesRoutes = new Hono<AppEnv>();
