// `node scripts/pwa/icons.mjs`: renders the app icons of the web app manifest (public/icons/) from
// public/favicon.svg with Debian's Chromium. Run again after changing the logo; commit the PNGs.
// - icon-192.png, icon-512.png: the favicon as it is (rounded orange square, purpose "any").
// - icon-maskable-512.png: full-bleed orange with the glyph inside the 80 % safe zone (purpose "maskable").
// - apple-touch-icon-180.png: full-bleed square (iOS rounds the corners itself).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/favicon.svg', 'utf8');
const glyph = /<path[^>]*\/>/.exec(svg)?.[0];
if (!glyph) throw new Error('No glyph path in public/favicon.svg');
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f97316"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${icon.size}" height="${icon.size}">`);
    await page.locator('img').screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
