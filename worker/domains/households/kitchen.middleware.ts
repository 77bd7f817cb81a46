import type { Context } from 'hono';
import type { ProFeature } from '#core/kernel/plans';
import type { AppEnv, SessionUser } from '../../env';
import { requireUser } from '../../lib/guards';
import { planRequired } from '../../lib/errors';
import { kitchenPro, membershipOf } from './households.service';

export interface KitchenAccess {
  user: SessionUser;
  /** Whose kitchen rows the request acts on: the caller's, or their household owner's. */
  ownerId: string;
}

/**
 * The guard of every pantry, shopping-list and meal-plan route. The kitchen is derived on the
 * server from membership (never from a client-sent id): a household member acts on the owner's
 * rows, everyone else on their own. Pro: the caller's own plan, or for a member the owner's
 * (401 signed out, 403 `plan_required` otherwise).
 */
export async function requireKitchen(c: Context<AppEnv>, feature: ProFeature, message?: string): Promise<KitchenAccess> {
  const user = requireUser(c);
  const membership = await membershipOf({ db: c.var.db }, user.id);
  const ownerId = membership?.ownerId ?? user.id;
  if (!(await kitchenPro({ db: c.var.db, now: c.var.now() }, user, ownerId, feature))) throw planRequired(message);
  return { user, ownerId };
}
