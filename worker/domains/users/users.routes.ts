import { Hono } from 'hono';
import type { z } from 'zod';
import { deleteAccountSchema, type deleteAccountResponseSchema } from '#core/schemas/account';
import type { meResponseSchema } from '#core/schemas/users';
import { createModelProvider } from '../../ai';
import type { AppEnv } from '../../env';
import { requireUser, signedInFirst } from '../../lib/guards';
import { validate } from '../../lib/validate';
import { deleteAccount } from '../account/account-deletion.service';
import { clearSessionCookie } from '../auth/session.middleware';
import { billingDeps } from '../billing/billing.deps';
import { getSubscriptionSummary } from '../billing/entitlement.service';
import { householdSummary } from '../households/households.service';

/** The offline chef finds nothing in a photo and translates nothing; every model provider does both. */
const chefOf = (provider: z.infer<typeof meResponseSchema>['chef']['provider']) => ({
  provider,
  sees_photos: provider !== 'offline',
  translates: provider !== 'offline',
});

/**
 * `/api/users/*` (mounted at `/users`): GET /api/users/me, and DELETE /api/users/me
 * `{ confirm_email, shared_recipes? }` which deletes the account (account-deletion.service.ts) and signs out.
 * The answers are typed by their schemas in core (core/schemas/users.ts, account.ts), which the web reads.
 */
export const usersRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => {
    const user = requireUser(c);
    const summary = await getSubscriptionSummary({ db: c.var.db, now: c.var.now() }, user.id);
    const me: z.infer<typeof meResponseSchema> = {
      id: user.id,
      email: user.email,
      created_at: user.createdAt,
      google_user_data: { name: user.name, given_name: user.givenName, picture: user.picture },
      // plan_type is the session's entitlement (the same rule, read once per request).
      subscription: { ...summary, plan_type: user.planType },
      household: await householdSummary({ db: c.var.db, now: c.var.now() }, user),
      chef: chefOf(createModelProvider(c.env).name),
    };
    return c.json(me);
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
      const gone: z.infer<typeof deleteAccountResponseSchema> = { ok: true };
      return c.json(gone);
    },
  );
