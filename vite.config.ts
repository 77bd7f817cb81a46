import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare()],
  build: {
    manifest: true,
    // Routes are code-split; keep the first load lean.
    chunkSizeWarningLimit: 400,
  },
});
