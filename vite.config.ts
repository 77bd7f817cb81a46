import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwa } from './scripts/pwa/plugin';

export default defineConfig({
  // FORKCAST_STATE_DIR (default .wrangler/state) lets e2e runs keep their own local D1 and R2.
  plugins: [react(), tailwindcss(), cloudflare({ persistState: { path: process.env.FORKCAST_STATE_DIR || '.wrangler/state' } }), pwa()],
  build: {
    manifest: true,
    // Routes are code-split; keep the first load lean.
    chunkSizeWarningLimit: 400,
  },
});
