import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { requireUser } from '../../lib/guards';

export const usersRoutes = new Hono<AppEnv>().get('/users/me', (c) => {
  const user = requireUser(c);
  return c.json({
    id: user.id,
    email: user.email,
    created_at: user.createdAt,
    google_user_data: { name: user.name, given_name: user.givenName, picture: user.picture },
    subscription: { plan_type: user.planType },
  });
});
