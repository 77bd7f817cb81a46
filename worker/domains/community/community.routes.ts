import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { discoverRoutes } from './discover.routes';
import { shareRoutes } from './share.routes';

/** `/api/recipes/{id}/share` and `/api/discover/*`. */
export const communityRoutes = new Hono<AppEnv>().route('/', shareRoutes).route('/', discoverRoutes);
