/**
 * The build step after `vite build` (`npm run build`): renders the public pages (landing, pricing,
 * privacy, terms, imprint; web/app/prerender.tsx) with react-dom/server for a signed-out visitor,
 * in each interface language, into the built index.html, and writes them to
 * dist/client/_prerendered/<lang>/<page>.html. The worker sends them for those paths
 * (worker/domains/pages/prerendered.ts), so the content paints before any JavaScript; the app
 * then hydrates them (web/app/start.tsx). Rendering runs the source through Vite's SSR loader.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { LanguageCode } from '../web/lib/preferences';

/** What web/app/prerender.tsx exports (loaded through Vite, so only its shape is named here). */
export interface PrerenderModule {
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; file: string }>;
  renderPage(path: string, language: LanguageCode): Promise<{ html: string; title: string; description: string }>;
}

const CLIENT_DIR = 'dist/client';
export const PRERENDER_DIR = '_prerendered';
/** The shared recipe page's template (the worker draws the recipe into it): `_prerendered/recipe.html`. */
export const RECIPE_TEMPLATE = 'recipe';
const LANGUAGES: LanguageCode[] = ['en', 'es', 'de'];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function replaceOnce(text: string, search: RegExp, replacement: string): string {
  if (!search.test(text)) throw new Error(`index.html has no ${search}`);
  return text.replace(search, () => replacement);
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/** The CSP source that allows the inlined theme script (public/_headers lists it). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The template with what blocks the first paint inlined, saving two round trips: the theme
 * script (allowed by its hash in the CSP) and the stylesheet (`readAsset` reads it from the build).
 */
export function inlineRenderBlocking(template: string, themeScript: string, readAsset: (path: string) => string): string {
  if (!template.includes(THEME_SCRIPT_TAG)) throw new Error('index.html has no theme script');
  const withScript = template.replace(THEME_SCRIPT_TAG, () => `<script>${themeScript}</script>`);
  const href = STYLESHEET.exec(withScript)?.[1];
  if (!href) throw new Error('index.html has no stylesheet link');
  const css = withOptionalDefaultFont(readAsset(href));
  const inlined = withScript.replace(STYLESHEET, () => `<style>${css}</style>`);
  return replaceOnce(inlined, /<\/head>/, `${fontPreloads(css)}</head>`);
}

/**
 * The public pages' copy of the stylesheet with the default font's faces (Space Grotesk) set to
 * font-display: optional instead of @fontsource's swap. A phone that has not got the font within
 * the first moment keeps the fallback for that page rather than swapping it in later: swapping
 * reflowed the landing's bottom-aligned hero by 71 px (a layout shift of 0.19, docs/bench.md
 * "Lighthouse (public pages, mobile)"; e2e/public-layout-shift.spec.ts). The font is cached for
 * the next page. The app's own stylesheet keeps swap, so signed-in screens always get the face.
 */
export function withOptionalDefaultFont(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, (face) =>
    /font-family:\s*["']?Space Grotesk/.test(face) ? face.replace(/font-display:\s*swap/, 'font-display:optional') : face,
  );
}

/**
 * Preloads of the default font's regular and bold faces (Space Grotesk, latin), found in the
 * stylesheet: the text then swaps to them before it is laid out again (no shift, no late LCP).
 */
export function fontPreloads(css: string): string {
  const files = [...css.matchAll(/url\((\/assets\/space-grotesk-latin-(?:400|700)-normal-[\w-]+\.woff2)\)/g)].map((m) => m[1]);
  return [...new Set(files)].map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">\n  `).join('');
}

/** What scripts/prerender.ts reads of Vite's build manifest (dist/client/.vite/manifest.json). */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

const PUBLIC_ENTRY = 'web/public-entry.ts';
const APP_SCRIPTS = /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>(?:\s*<link rel="modulepreload" crossorigin href="[^"]+">)*/;

/** Every file a chunk needs to run: its own and its static imports', transitively. */
function closure(manifest: BuildManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(`/${chunk.file}`)) continue;
    seen.add(`/${chunk.file}`);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/**
 * The template with the app's entry (and its preloads) swapped for the public pages' light entry
 * (web/public-entry.ts, which loads the app on the visitor's first intent), and a meta tag naming
 * the app's files this page will need (the app, the page's route module `route` of
 * web/app/routes, and the translations of `language` and the English fallback) for the entry to
 * prefetch while the browser is idle.
 */
export function withPublicEntry(template: string, manifest: BuildManifest, route: string, language: LanguageCode): string {
  const entry = manifest[PUBLIC_ENTRY];
  if (!entry) throw new Error(`the build has no ${PUBLIC_ENTRY} entry`);
  const preloads = [...closure(manifest, entry.imports ?? [])].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  const routeKey = `web/app/routes/${route}.tsx`;
  if (!manifest[routeKey]) throw new Error(`the build has no ${routeKey}`);
  const locales = Object.keys(manifest).filter((key) => key.startsWith(`web/locales/${language}/`) || key.startsWith('web/locales/en/'));
  const appFiles = closure(manifest, [...(entry.dynamicImports ?? []), routeKey, ...locales]);
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...preloads,
    `<meta name="forkcast-app-files" content="${[...appFiles].join(' ')}">`,
  ].join('\n    ');
  return replaceOnce(template, APP_SCRIPTS, tags);
}

/** index.html with the page's language, title, description and rendered root. */
export function pageDocument(
  template: string,
  page: { html: string; title: string; description: string },
  language: LanguageCode,
): string {
  let out = replaceOnce(template, /<html lang="[^"]*">/, `<html lang="${language}">`);
  out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  out = replaceOnce(out, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}" />`);
  // React puts resource hints (an image preload) first; they belong in <head>, not in the root.
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  if (hints) out = replaceOnce(out, /<\/head>/, `${hints}\n  </head>`);
  const body = page.html.slice(hints.length);
  // The CSP allows no inline script: a page must render complete, with no streamed boundary.
  if (/<script|<template/.test(body)) throw new Error('a prerendered page holds an inline script or a late boundary');
  return replaceOnce(out, /<div id="root"><\/div>/, `<div id="root" data-prerendered="${language}">${body}</div>`);
}

async function main() {
  const started = Date.now();
  const template = inlineRenderBlocking(
    readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'),
    readFileSync('public/theme-init.js', 'utf8'),
    (path) => readFileSync(join(CLIENT_DIR, path), 'utf8'),
  );
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  mkdirSync(join(CLIENT_DIR, PRERENDER_DIR), { recursive: true });
  writeFileSync(join(CLIENT_DIR, PRERENDER_DIR, `${RECIPE_TEMPLATE}.html`), withPublicEntry(template, manifest, 'discover-detail', 'en'));
  const vite = await createServer({
    configFile: false,
    plugins: [react()],
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { PRERENDERED_PAGES, renderPage } = (await vite.ssrLoadModule('/web/app/prerender.tsx')) as PrerenderModule;
    for (const language of LANGUAGES) {
      for (const page of PRERENDERED_PAGES) {
        const rendered = await renderPage(page.path, language);
        const file = join(CLIENT_DIR, PRERENDER_DIR, language, `${page.file}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, pageDocument(withPublicEntry(template, manifest, page.file, language), rendered, language));
      }
    }
  } finally {
    await vite.close();
  }
  console.log(`prerendered ${LANGUAGES.length} languages of each page into ${CLIENT_DIR}/${PRERENDER_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith('prerender.ts')) await main();
