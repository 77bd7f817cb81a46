import type { Context } from 'hono';
import { hasFeature, type ProFeature } from '../../core/plans';
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
