import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The public pages hold still while their web font arrives (docs/bench.md "Lighthouse (public
 * pages, mobile)": layout shift is a quarter of the mobile score). On a phone the font comes after
 * the first paint, so every font request is held here for a moment, as a slow network would, and
 * the page's layout shifts are summed as Lighthouse sums them. A line of text that is wider in the
 * fallback font must not change how a row wraps: the landing's store badges once did, moving the
 * whole bottom-aligned hero by 71 px (0.19).
 */
const PAGES = ['/', '/pricing', '/privacy', '/discover/seed-shared-carbonara'];
const FONT_DELAY_MS = 700;

// Each page load is its own; they run side by side (docs/decisions/057-ci-under-30-minutes.md).
test.describe.configure({ mode: 'parallel' });

async function layoutShiftWhileFontsArrive(page: Page, path: string): Promise<number> {
  await page.route(/\.woff2(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Two frames after the fonts are in, so the swap's layout has been recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

for (const { label, width, height, locale } of [
  { label: 'a 412 px phone in English', width: 412, height: 823, locale: 'en-US' },
  { label: 'a 390 px phone in German', width: 390, height: 844, locale: 'de-DE' },
  { label: 'a 360 px phone in Spanish', width: 360, height: 780, locale: 'es-ES' },
]) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport: { width, height }, locale });
    for (const path of PAGES) {
      test(`${path} does not shift when its font arrives late`, async ({ page }) => {
        expect(await layoutShiftWhileFontsArrive(page, path)).toBeLessThan(0.02);
      });
    }
  });
}
