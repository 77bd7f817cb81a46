import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
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
          environment: 'jsdom',
          setupFiles: ['./web/test/setup.ts'],
        },
      },
    ],
  },
});
