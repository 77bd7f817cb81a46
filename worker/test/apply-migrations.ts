import { applyD1Migrations } from 'cloudflare:test';
import { bundledCookbook } from '#core/cookbook/cookbook-store';
import { env } from 'cloudflare:workers';

// The worker test files share one workerd per vitest worker (docs/decisions/057-ci-under-30-minutes.md),
// so storage outlives a file: every file starts from the migrated schema with no rows and an empty
// bucket, as if it had its own runtime. (The migrations write no rows of their own.)
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
await env.DB.batch([
  // Every row goes, so no foreign key is left broken when the batch commits.
  env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
  ...tables.results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name.replaceAll('"', '""')}"`)),
]);
for (let listed = await env.BUCKET.list(); listed.objects.length > 0; listed = await env.BUCKET.list()) {
  await env.BUCKET.delete(listed.objects.map((object) => object.key));
}

// The bundled cookbook is loaded once per workerd (its index, then each dishes file when one of its
// dishes is first cooked, each a module the test runner transforms on first import): loaded here,
// before any test's own time limit starts, so the first generation or cookbook request in a file is
// timed like the rest (docs/decisions/077-the-cookbook.md).
await bundledCookbook.all();
