import { Hono } from 'hono';
import { deleteAccountSchema } from '../../../core/schemas/account';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { clearSessionCookie } from '../auth/session-middleware';
import { billingDeps } from '../billing/billing.deps';
import { deleteAccount } from './account-deletion.service';

/** `DELETE /api/users/me { confirm_email, shared_recipes? }`: deletes the account and signs out. */
export const accountRoutes = new Hono<AppEnv>().delete(
  '/users/me',
  async (c, next) => {
    requireUser(c); // signed out is 401 before the body is looked at
    await next();
  },
  validate('json', deleteAccountSchema),
  async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    await deleteAccount(
      { db: c.var.db, bucket: c.env.BUCKET, now: c.var.now(), billing: billingDeps(c) },
      user,
      { confirmEmail: input.confirm_email, sharedRecipes: input.shared_recipes },
    );
    clearSessionCookie(c);
    return c.json({ ok: true as const });
  },
);
