import type { Context, MiddlewareHandler } from 'hono';
import { hasFeature, type ProFeature } from '#core/kernel/plans';
import type { AppEnv, SessionUser } from '../env';
import { planRequired, unauthorized } from './errors';

/** The signed-in user, or a 401 in the one error shape. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user on a plan that has `feature`, or 401 / 403 `plan_required`. */
export function requirePro(c: Context<AppEnv>, feature: ProFeature, message?: string): SessionUser {
  const user = requireUser(c);
  if (!hasFeature(user.planType, feature)) throw planRequired(message);
  return user;
}

/**
 * Put before `validate('json', …)` on a signed-in route that takes a body: signed out answers 401
 * before the body is looked at (not a 400 or 415 about a body nobody may send).
 */
export const signedInFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
