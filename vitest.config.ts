import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Web test files that replace modules with vi.mock: they run isolated (one module graph each). */
const MOCKING_WEB_TESTS = readdirSync('web', { recursive: true, encoding: 'utf8' })
  .map((file) => `web/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    projects: [
      {
        // The worker's app, imported in Node by the CPU bench's route list, reaches `cloudflare:workers`
        // through the OAuth provider (scripts/bench/cloudflare-workers.node.ts).
        resolve: { alias: { 'cloudflare:workers': new URL('./scripts/bench/cloudflare-workers.node.ts', import.meta.url).pathname } },
        test: {
          name: 'core',
          server: { deps: { inline: ['@cloudflare/workers-oauth-provider'] } },
          include: ['core/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure functions without mocks or global stubs: the files share one module graph per
          // worker instead of re-importing it per file (docs/decisions/057-ci-under-30-minutes.md).
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                DEV_LOGIN: 'true',
                APP_URL: 'http://localhost',
                GEMINI_API_KEY: '',
                GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
                GOOGLE_CLIENT_SECRET: 'test-client-secret',
                STRIPE_SECRET_KEY: '',
                STRIPE_WEBHOOK_SECRET: '',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // One workerd per vitest worker, reused by its files (starting one per file cost more than
          // the tests); the setup file empties the database and bucket before each file
          // (docs/decisions/057-ci-under-30-minutes.md).
          isolate: false,
          setupFiles: ['./worker/test/apply-migrations.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_TESTS,
          environment: 'jsdom',
          setupFiles: ['./web/test/setup.ts'],
          // The component tests share one module graph per vitest worker instead of re-importing
          // React, the router and the app per file; web/test/setup.ts puts back what a file may
          // change (DOM, storage, cookie, URL, spies) (docs/decisions/057-ci-under-30-minutes.md).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          // Files that replace modules (vi.mock) need their own module graph.
          name: 'web-isolated',
          include: MOCKING_WEB_TESTS,
          environment: 'jsdom',
          setupFiles: ['./web/test/setup.ts'],
        },
      },
    ],
  },
});
