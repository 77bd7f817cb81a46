import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ocrAssets } from './scripts/ocr/plugin';
import { pwa } from './scripts/pwa/plugin';

/**
 * FORKCAST_IMPORT_FIXTURES=1 (set only by playwright.config.ts for the e2e server) adds the
 * fixture web of the import test: a second Worker (e2e/import-web) bound to the app as FIXTURE_WEB,
 * which answers the app's fetches to `*.example` (docs/decisions/022-import-end-to-end-fixture.md).
 * Without it the build holds the app alone.
 */
const importFixtures = process.env.FORKCAST_IMPORT_FIXTURES === '1';
const fixtureWeb = importFixtures
  ? {
      auxiliaryWorkers: [
        {
          config: {
            name: 'forkcast-import-fixtures',
            main: './e2e/import-web/worker.ts',
            compatibility_date: '2026-10-01',
          },
        },
      ],
    }
  : {};

/**
 * FORKCAST_PICTURE_FIXTURES=<base URL> (set only by playwright.config.ts): dish pictures are drawn
 * by the e2e OpenAI-compatible fixture server (e2e/openai-fixture) at that address, while the text
 * stays with the offline chef (docs/decisions/038-dish-pictures-the-ai-picture-queue.md).
 */
const pictureFixtures = process.env.FORKCAST_PICTURE_FIXTURES;

const pictureVars: Record<string, string> = pictureFixtures
  ? { AI_PROVIDER: 'offline', AI_IMAGE_PROVIDER: 'openai', OPENAI_BASE_URL: pictureFixtures, OPENAI_IMAGE_MODEL: 'fixture-dish-painter' }
  : {};

/** What .dev.vars (else .dev.vars.example) gives the worker under `npm start`. */
function devVars(): Record<string, string> {
  const file = existsSync('.dev.vars') ? '.dev.vars' : '.dev.vars.example';
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
}

interface WorkerFixtureConfig {
  services?: Array<{ binding: string; service: string }>;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
}

/** The e2e fixtures' additions to the app worker's wrangler.toml (none outside the e2e server). */
function withFixtures(worker: WorkerFixtureConfig) {
  if (importFixtures) worker.services = [...(worker.services ?? []), { binding: 'FIXTURE_WEB', service: 'forkcast-import-fixtures' }];
  if (pictureFixtures) {
    // .dev.vars would override the fixture's settings (often with empty values): its values are
    // taken as vars here, the fixture's on top, and nothing more is read from it.
    worker.vars = { ...worker.vars, ...devVars(), ...pictureVars };
    worker.secrets = { required: [] };
  }
}

export default defineConfig({
  // FORKCAST_STATE_DIR (default .wrangler/state) lets e2e runs keep their own local D1 and R2.
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      persistState: { path: process.env.FORKCAST_STATE_DIR || '.wrangler/state' },
      config: withFixtures,
      ...fixtureWeb,
    }),
    pwa(),
    // The in-browser page reader's files under /ocr/ (docs/decisions/041-reading-recipes-photos.md).
    ocrAssets(),
  ],
  environments: {
    client: {
      // The app (index.html) and the public pages' light entry (web/public-entry.ts), which
      // scripts/prerender.ts puts in the prerendered pages and the shared-recipe template.
      build: { rollupOptions: { input: { index: 'index.html', public: 'web/public-entry.ts' } } },
    },
  },
  build: {
    manifest: true,
    // Routes are code-split; keep the first load lean.
    chunkSizeWarningLimit: 400,
  },
});
