import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/027-installable-app-and-offline-list.md): `/manifest.webmanifest`
 * and the service worker `/sw.js`, compiled from web/sw.ts with the list of files to precache
 * injected (vite-plugin-pwa's injectManifest). Registration is the app's own (web/lib/service-worker.ts).
 */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** What the shell is: the page, its scripts and styles, translations, fonts and icons (not the sample media). */
export const SHELL_GLOBS = ['index.html', 'theme-init.js', 'favicon.svg', 'icons/*.png', 'assets/**/*.{js,css,woff2}'];
/** Fonts: only the Latin subsets the interface uses; the others load on demand. */
export const SHELL_IGNORES = ['**/*-cyrillic*', '**/*-greek*', '**/*-vietnamese*', '**/*-hebrew*', '**/*-math*', '**/*-symbols*'];
/** Largest file precached (the biggest chunk is well under this). */
export const SHELL_MAX_FILE_BYTES = 3 * 1024 * 1024;

export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'web',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    // The icons are in SHELL_GLOBS already (and the plugin adds manifest.webmanifest itself).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Forkcast',
      short_name: 'Forkcast',
      description: 'Forkcast turns a photo of your ingredients into a recipe written for you.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#f97316',
      background_color: '#ffffff',
      icons: PWA_ICONS,
    },
    injectManifest: {
      globPatterns: SHELL_GLOBS,
      globIgnores: SHELL_IGNORES,
      maximumFileSizeToCacheInBytes: SHELL_MAX_FILE_BYTES,
    },
    devOptions: { enabled: false },
  });
}
