import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwa } from './scripts/pwa/plugin';

/**
 * FORKCAST_IMPORT_FIXTURES=1 (set only by playwright.config.ts for the e2e server) adds the
 * fixture web of the import test: a second Worker (e2e/import-web) bound to the app as FIXTURE_WEB,
 * which answers the app's fetches to `*.example` (docs/decisions.md "Import end-to-end fixture").
 * Without it the build holds the app alone.
 */
const importFixtures = process.env.FORKCAST_IMPORT_FIXTURES === '1';
const fixtureWeb = importFixtures
  ? {
      config: { services: [{ binding: 'FIXTURE_WEB', service: 'forkcast-import-fixtures' }] },
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

export default defineConfig({
  // FORKCAST_STATE_DIR (default .wrangler/state) lets e2e runs keep their own local D1 and R2.
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({ persistState: { path: process.env.FORKCAST_STATE_DIR || '.wrangler/state' }, ...fixtureWeb }),
    pwa(),
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
