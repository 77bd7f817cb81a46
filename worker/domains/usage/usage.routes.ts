import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { getUsage } from './usage.service';

/** `GET /api/usage`: `{ planType, billingPeriod, used, limit, credits }` (docs/product.md "Plans and limits"). */
export const usageRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = requireUser(c);
  return c.json(await getUsage({ db: c.var.db, now: c.var.now() }, user));
});
