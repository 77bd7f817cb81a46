import { Hono } from 'hono';
import type { AppEnv } from '../../env';

/**
 * Pages the worker serves before the static assets (wrangler.toml `run_worker_first`). Anything
 * not handled here is the single-page app's index.html from the assets binding.
 */
export const pagesRoutes = new Hono<AppEnv>().all('*', (c) => c.env.ASSETS.fetch(c.req.raw));
