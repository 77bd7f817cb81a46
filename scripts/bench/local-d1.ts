/**
 * The benches' throwaway local D1: a state directory's database through wrangler's platform proxy,
 * the project's migrations applied to it, and inserts written in parts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';

/** Runs `work` on the D1 of a bench state directory (the one the bench worker persists to), then closes the proxy. */
export async function withLocalD1<T>(persistDir: string, work: (db: D1Database) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: { path: join(persistDir, 'v3') } });
  try {
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

/** Every migrations/*.sql in order, each file's statements in one batch. */
export async function applyMigrations(db: D1Database): Promise<void> {
  for (const file of readdirSync('migrations').filter((f) => f.endsWith('.sql')).sort()) {
    const statements = readFileSync(join('migrations', file), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  }
}

/** The statements in batches of 40: one batch of hundreds of inserts makes the local D1 proxy drop the connection. */
export async function batchInParts(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 40) await db.batch(statements.slice(i, i + 40));
}
