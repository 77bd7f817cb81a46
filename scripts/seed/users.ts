import { DEMO_USERS } from '../../core/demo-users';
import type { SeedEnv } from '../seed';

export async function seedUsers({ DB }: SeedEnv, now: Date) {
  const at = now.toISOString();
  const statements = DEMO_USERS.flatMap((u) => [
    DB.prepare(
      'INSERT INTO users (id, email, name, given_name, picture, created_at) VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING',
    ).bind(u.id, u.email, u.name, u.givenName, at),
    DB.prepare(
      "INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (?, ?, 'active', ?) ON CONFLICT DO NOTHING",
    ).bind(u.id, u.planType, at),
    DB.prepare('INSERT INTO user_settings (user_id, show_real_name, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(
      u.id,
      u.planType === 'free' ? 0 : 1,
      at,
    ),
  ]);
  await DB.batch(statements);
}
