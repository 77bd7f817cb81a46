import { Hono } from 'hono';
import { deleteAccountSchema } from '../../../core/schemas/account';
import type { AppEnv } from '../../env';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { deleteAccount } from '../account/account-deletion.service';
import { clearSessionCookie } from '../auth/session.middleware';
import { billingDeps } from '../billing/billing.deps';
import { getSubscriptionSummary } from '../billing/entitlement.service';
import { householdSummary } from '../households/households.service';

/**
 * `/api/users/*` (mounted at `/users`): GET /api/users/me, and DELETE /api/users/me
 * `{ confirm_email, shared_recipes? }` which deletes the account (account-deletion.service.ts) and signs out.
 */
export const usersRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => {
    const user = requireUser(c);
    const summary = await getSubscriptionSummary({ db: c.var.db, now: c.var.now() }, user.id);
    return c.json({
      id: user.id,
      email: user.email,
      created_at: user.createdAt,
      google_user_data: { name: user.name, given_name: user.givenName, picture: user.picture },
      // plan_type is the session's entitlement (the same rule, read once per request).
      subscription: { ...summary, plan_type: user.planType },
      household: await householdSummary({ db: c.var.db, now: c.var.now() }, user),
    });
  })
  .delete(
    '/me',
    signedInFirst,
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
