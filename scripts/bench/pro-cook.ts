import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';

const USER_ID = 'bench-pro-cook';

/**
 * Migrations applied by hand and a Pro user (monthly) with a session, in a benchmark's throwaway
 * state; answers the session token. Shared by the creator and streaming benchmarks.
 */
export async function prepareProCook(persistDir: string): Promise<string> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: 'wrangler.toml',
    persist: { path: join(persistDir, 'v3') },
  });
  try {
    const db = proxy.env.DB;
    for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
      const statements = readFileSync(join('migrations', file), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await db.batch(statements.map((s) => db.prepare(s)));
    }
    const token = randomBytes(32).toString('base64url');
    const at = new Date();
    await db.batch([
      db.prepare("INSERT INTO users (id, email, name, given_name, created_at) VALUES (?, 'bench@forkcast.test', 'Bench Cook', 'Bench', ?)").bind(USER_ID, at.toISOString()),
      db.prepare("INSERT INTO subscriptions (user_id, plan_type, status, updated_at) VALUES (?, 'monthly', 'active', ?)").bind(USER_ID, at.toISOString()),
      db
        .prepare('INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
        .bind(
          createHash('sha256').update(token).digest('hex'),
          USER_ID,
          new Date(at.getTime() + 86_400_000).toISOString(),
          at.toISOString(),
        ),
    ]);
    return token;
  } finally {
    await proxy.dispose();
  }
}
