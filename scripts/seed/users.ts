import { DEMO_USERS } from '#core/billing/demo-users';
import { createDb } from '../../worker/db/client';
import { startSimulatedSubscription } from '../../worker/domains/billing/simulator.service';
import type { SeedEnv } from '../seed';

/**
 * The demo users. A demo user on a paid period (the Pro chef) gets a simulated subscription
 * through billing's event handler, so the plan comes from subscription state like everyone's.
 * Idempotent: fixed ids, ON CONFLICT DO NOTHING, and a fixed event id for the subscription.
 */
export async function seedUsers({ DB }: SeedEnv, now: Date) {
  const at = now.toISOString();
  const statements = DEMO_USERS.flatMap((u) => [
    DB.prepare(
      'INSERT INTO users (id, email, name, given_name, picture, created_at) VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING',
    ).bind(u.id, u.email, u.name, u.givenName, at),
    DB.prepare('INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(
      u.id,
      u.planType === 'free' ? 0 : 1,
      at,
    ),
  ]);
  await DB.batch(statements);
  const db = createDb(DB);
  for (const u of DEMO_USERS) {
    if (u.planType !== 'free') await startSimulatedSubscription({ db, now }, u.id, u.planType);
  }
}
