import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineRenderBlocking, pageDocument, withOptionalDefaultFont, scriptHash, withPublicEntry, type BuildManifest, type PrerenderModule } from './prerender';

// The renderer is TSX (web/app/prerender.tsx); vitest compiles it, the scripts' tsconfig does not.
const RENDERER: string = '../web/app/prerender';
const { PRERENDERED_PAGES, renderPage } = (await import(RENDERER)) as PrerenderModule;

/**
 * The HTML the build writes for the public pages (scripts/prerender.ts): their content is in it
 * before any JavaScript runs, in each language, complete (no late boundary, no inline script:
 * the CSP allows none) and in the document with its own title, description and language.
 */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Forkcast turns a photo of your ingredients into a recipe written for you." />
    <title>Forkcast</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('prerendered public pages', () => {
  it.each([
    ['/', 'en', ["Turn what's in your fridge into tonight's dinner", 'Sign in with Google', 'From a photo to a plate in three steps']],
    ['/pricing', 'en', ['Plans and pricing', 'Free', 'Pro', 'Sign in to get Pro']],
    ['/privacy', 'en', ['Privacy policy', 'Your rights']],
    ['/terms', 'en', ['Terms of use', 'Your account']],
    ['/imprint', 'en', ['Imprint']],
    ['/', 'de', ['Mach aus deinem Kühlschrankinhalt das heutige Abendessen']],
    ['/pricing', 'es', ['Planes y precios']],
  ] as const)('%s in %s holds its content', async (path, language, expected) => {
    const page = await renderPage(path, language);
    const visible = text(page.html);
    for (const phrase of expected) expect(visible).toContain(phrase);
    expect(page.html).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    expect(page.title).toMatch(/ · Forkcast$/);
    expect(page.description.length).toBeGreaterThan(50);
  });

  it('every page renders a single main heading in the signed-out header', async () => {
    for (const { path } of PRERENDERED_PAGES) {
      const { html } = await renderPage(path, 'en');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<main id="main"');
    }
  });

  it('the document gets the language, title, description, the hints in <head> and the markup in the root', async () => {
    const page = { html: '<link rel="preload" as="image" href="/media/p.svg"/><div><h1>Preise &amp; Tarife</h1></div>', title: 'Preise · Forkcast', description: 'Die "Tarife"' };
    const doc = pageDocument(TEMPLATE, page, 'de');
    expect(doc).toContain('<html lang="de">');
    expect(doc).toContain('<title>Preise · Forkcast</title>');
    expect(doc).toContain('<meta name="description" content="Die &#34;Tarife&#34;" />');
    expect(doc.match(/name="description"/g)).toHaveLength(1);
    expect(doc).toMatch(/<link rel="preload" as="image" href="\/media\/p.svg"\/>\s*<\/head>/);
    expect(doc).toContain('<div id="root" data-prerendered="de"><div><h1>Preise &amp; Tarife</h1></div></div>');
  });

  it('refuses a page that would need an inline script', () => {
    const page = { html: '<div><!--$?--><template id="B:0"></template></div><script>$RC()</script>', title: 't', description: 'd' };
    expect(() => pageDocument(TEMPLATE, page, 'en')).toThrow(/inline script/);
  });
});

describe('render-blocking assets inlined into prerendered pages', () => {
  const template = '<head><script src="/theme-init.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';

  it('the theme script and the stylesheet become inline, the default font faces preloaded', () => {
    const css = 'body{color:red}@font-face{src:url(/assets/space-grotesk-latin-700-normal-Rj_h-1.woff2) format("woff2")}';
    const out = inlineRenderBlocking(template, 'applyTheme();', (path) => (path === '/assets/index-abc.css' ? css : ''));
    expect(out).toContain('<head><script>applyTheme();</script>\n<style>body{color:red}');
    expect(out).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/space-grotesk-latin-700-normal-Rj_h-1.woff2">');
    expect(out).not.toContain('stylesheet');
  });

  it("the default font does not swap in late on a public page; the faces a cook picks still do", () => {
    const css =
      '@font-face{font-family:Space Grotesk;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/sg.woff2)format("woff2")}' +
      '@font-face{font-family:Open Sans;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/os.woff2)format("woff2")}';
    const out = inlineRenderBlocking(template, 'applyTheme();', () => css);
    expect(out).toContain('@font-face{font-family:Space Grotesk;font-style:normal;font-display:optional;font-weight:400');
    expect(out).toContain('@font-face{font-family:Open Sans;font-style:normal;font-display:swap;');
    expect(withOptionalDefaultFont("@font-face {\n  font-family: 'Space Grotesk';\n  font-display: swap;\n}")).toContain('font-display:optional');
  });

  it('the CSP allows exactly the shipped theme script', () => {
    const headers = readFileSync('public/_headers', 'utf8');
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", scriptHash(readFileSync('public/theme-init.js', 'utf8'))]);
  });
});

describe("the public pages' light script", () => {
  // The shape of Vite's manifest: the app's entry (index.html) and the public entry share `start`.
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_start-2.js'] },
    'web/public-entry.ts': { file: 'assets/public-3.js', isEntry: true, imports: ['_early-4.js'], dynamicImports: ['_start-2.js'] },
    '_early-4.js': { file: 'assets/early-4.js' },
    '_start-2.js': { file: 'assets/start-2.js', imports: ['_early-4.js', '_react-5.js'], dynamicImports: ['web/locales/de/common.json', 'web/locales/es/common.json', 'web/locales/en/common.json'] },
    '_react-5.js': { file: 'assets/react-5.js' },
    'web/app/routes/pricing.tsx': { file: 'assets/pricing-6.js', imports: ['_start-2.js', '_plans-7.js'], dynamicImports: ['web/features/creator/creator-page.tsx'] },
    '_plans-7.js': { file: 'assets/plans-7.js' },
    'web/features/creator/creator-page.tsx': { file: 'assets/creator-8.js' },
    'web/locales/de/common.json': { file: 'assets/common-de.js' },
    'web/locales/es/common.json': { file: 'assets/common-es.js' },
    'web/locales/en/common.json': { file: 'assets/common-en.js' },
  };
  const template = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-5.js">
    <style>body{}</style></head>`;

  it("replaces the app's entry and preloads with the light entry, and names the page's app files for idle prefetch", () => {
    const out = withPublicEntry(template, manifest, 'pricing', 'de');
    expect(out).toContain('<script type="module" crossorigin src="/assets/public-3.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/early-4.js">');
    expect(out).not.toContain('index-1.js');
    expect(out).not.toMatch(/modulepreload[^>]*start-2/);
    const files = /<meta name="forkcast-app-files" content="([^"]*)">/.exec(out)?.[1]?.split(' ') ?? [];
    expect(files.sort()).toEqual(['/assets/common-de.js', '/assets/common-en.js', '/assets/early-4.js', '/assets/plans-7.js', '/assets/pricing-6.js', '/assets/react-5.js', '/assets/start-2.js']);
    expect(out).toContain('<style>body{}</style>');
  });

  it('refuses a build without the light entry or the route', () => {
    const { ['web/public-entry.ts']: _, ...withoutEntry } = manifest;
    expect(() => withPublicEntry(template, withoutEntry, 'pricing', 'en')).toThrow(/public-entry/);
    expect(() => withPublicEntry(template, manifest, 'no-such-route', 'en')).toThrow(/no-such-route/);
  });
});
