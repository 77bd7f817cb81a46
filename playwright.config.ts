import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the real local stack (`npm start`: workerd through Miniflare, D1 and
 * R2 on disk), driven by Debian's Chromium. The e2e server keeps its own state directory, wiped
 * at start, so runs are repeatable and never touch the developer's data. Run under the shared
 * lock: `flock /tmp/forkcast-dist.lock npm run test:e2e`.
 */
/**
 * Its own port (not the developer's 8787), and its own freshly started server: a server already
 * listening there is never reused (it could be an old build or hold other data) unless
 * E2E_REUSE_SERVER=1 asks for it; otherwise Playwright refuses to start on a busy port.
 */
export const E2E_DEFAULT_PORT = 8799;
const port = Number(process.env.E2E_PORT ?? E2E_DEFAULT_PORT);
const baseURL = `http://localhost:${port}`;
/** The OpenAI-compatible fixture server's port (e2e/openai-fixture): the app's port minus one. */
const OPENAI_FIXTURE_PORT = port - 1;
/**
 * Debian's Chromium: its headless build (package chromium-headless-shell) when installed, else the
 * full browser run headless. The headless build draws no browser window of its own (no GPU process,
 * no browser UI pages) and ran an accessibility group in half the time on 2 cores
 * (docs/decisions/057-ci-under-30-minutes.md). CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Files run side by side, each file's tests in order in one worker
  // (docs/decisions/057-ci-under-30-minutes.md). Every test makes its own users and data in the
  // one local D1; the sweeps (a11y, layout) opt into running their tests in parallel.
  fullyParallel: false,
  // Two workers for CI's two cores (E2E_WORKERS overrides; 1 gives the old serial run).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-US',
    // Each worker is its own visitor address, as two people would be: the sign-in limit (60 calls a
    // minute per address, wrangler.toml AUTH_LIMITER) counts each worker apart, so two workers
    // signing in fresh users do not share one budget. Miniflare keeps a CF-Connecting-IP it is given.
    extraHTTPHeaders: { 'CF-Connecting-IP': `192.0.2.${(Number(process.env.TEST_WORKER_INDEX ?? 0) % 250) + 1}` },
    // A trace records every action's page snapshot and screencast: recorded for every test it cost
    // about a third of the suite's time, so it is recorded on a failed test's retry (CI retries once);
    // E2E_TRACE=retain-on-failure records everything again.
    // Each new browser context would install the service worker, which downloads every file of the
    // app into its cache (web/sw.ts): hundreds of contexts in a run made that a large share of the
    // server's and the browser's work. The files that test the service worker, the landing's
    // requests and hydration allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    trace: (process.env.E2E_TRACE ?? 'on-first-retry') as 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npm start',
      url: baseURL,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      timeout: 180_000,
      env: {
        PORT: String(port),
        FORKCAST_STATE_DIR: '.wrangler/e2e-state',
        FORKCAST_FRESH_STATE: '1',
        // The import test's fixture web (vite.config.ts, docs/decisions/022-import-end-to-end-fixture.md).
        FORKCAST_IMPORT_FIXTURES: '1',
        // Dish pictures come from the OpenAI-compatible fixture server below; the text stays
        // with the offline chef (vite.config.ts, docs/decisions/038-dish-pictures-the-ai-picture-queue.md).
        FORKCAST_PICTURE_FIXTURES: `http://127.0.0.1:${OPENAI_FIXTURE_PORT}/v1`,
      },
    },
    {
      command: 'node --import tsx e2e/openai-fixture/server.ts',
      url: `http://127.0.0.1:${OPENAI_FIXTURE_PORT}/health`,
      // Stateless: one left running by an interrupted run answers the same, so it is reused.
      reuseExistingServer: true,
      timeout: 30_000,
      env: { OPENAI_FIXTURE_PORT: String(OPENAI_FIXTURE_PORT) },
    },
  ],
});
