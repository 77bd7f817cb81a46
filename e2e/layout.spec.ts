import { expect, signInAs, test, wakeApp } from './fixtures';
import { sidewaysScroll, toolOverlaps } from './page-checks';
import { LONG_WORD, openScreenAs, prepareScreenData, SCREENS, screenContext, screenPath } from './screens';

/**
 * Phone-proof layout: at 320 px no screen scrolls sideways, even with a 60-letter word in a
 * recipe title, an ingredient, the notes, the share message, a review and people's names; the
 * German "Upgrade to Pro" fits its button; the dashboard does not jump while it loads; the
 * kitchen tools cover no control at 320 and 768 px (390 px: e2e/a11y.spec.ts).
 */

// The tests are independent (each makes its own data), so the two CI workers share them
// (docs/decisions/057-ci-under-30-minutes.md).
test.describe.configure({ mode: 'parallel' });

// One visit per screen at 320 px serves both checks of the narrowest phone (the 390 px visit is the
// accessibility sweep's phone pass, e2e/a11y.spec.ts; docs/decisions/057-ci-under-30-minutes.md).
test('at 320 px nothing scrolls sideways with a 60-letter word everywhere, and no kitchen tool covers a control', async ({ browser }) => {
  test.setTimeout(SCREENS.length * 30_000);
  const data = await prepareScreenData(browser);
  const scrolls: Record<string, number> = {};
  const covered: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    const context = await screenContext(browser, screen, data, { viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    await openScreenAs(page, screenPath(screen, data), screen.open);
    if (screen.viewer !== null) await expect(page.getByTestId('tool-timer')).toBeAttached();
    await page.waitForLoadState('networkidle');
    scrolls[screen.name] = await sidewaysScroll(page);
    if (screen.viewer !== null) covered[screen.name] = await toolOverlaps(page);
    await context.close();
  }
  expect(scrolls).toEqual(Object.fromEntries(SCREENS.map((s) => [s.name, 0])));
  expect(Object.entries(covered).filter(([, found]) => found.length > 0)).toEqual([]);
});

test('the long word really is on the shared and own recipe pages (the check above sees it)', async ({ browser }) => {
  const data = await prepareScreenData(browser);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  await page.goto(`/discover/${data.sharedId}`);
  await wakeApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(LONG_WORD);
  await expect(page.getByText(`Try this ${LONG_WORD}`)).toBeVisible();
  await expect(page.getByText(`Lovely ${LONG_WORD}`)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await context.close();
});

for (const width of [320, 375]) {
  test(`"Upgrade to Pro" fits its button in German at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
    await signInAs(page, { planType: 'free' });
    for (const path of ['/dashboard', '/settings']) {
      await page.goto(path);
      const buttons = page.getByRole('button', { name: 'Auf Pro upgraden' }).or(page.getByRole('link', { name: 'Auf Pro upgraden' }));
      await expect(buttons.first()).toBeVisible();
      for (const button of await buttons.all()) {
        const spill = await button.evaluate((el) => ({
          x: el.scrollWidth - el.clientWidth,
          y: el.scrollHeight - el.clientHeight,
        }));
        expect(spill, `${path} at ${width} px`).toEqual({ x: 0, y: 0 });
      }
      expect(await sidewaysScroll(page)).toBe(0);
    }
  });
}

test('the dashboard layout shift stays under 0.05 while it loads', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  for (const ingredient of ['rice', 'beans', 'kale']) {
    const res = await page.request.post('/api/generate-recipe', {
      data: { ingredients: [ingredient], type: 'quick', generationType: 'prompt', language: 'en' },
    });
    expect(res.ok()).toBe(true);
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard');
    await expect(page.getByTestId('recent-recipes').getByRole('listitem')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `CLS at ${viewport.width} px`).toBeLessThan(0.05);
  }
});

// The tablet width has a sweep of its own; 320 px is above, 390 px in the accessibility sweep.
test('no kitchen tool button covers a link, button or field on any screen at 768 px', async ({ browser }) => {
  const screens = SCREENS.filter((s) => s.viewer !== null);
  test.setTimeout(screens.length * 15_000 + 60_000);
  const data = await prepareScreenData(browser);
  const results: Record<string, string[]> = {};
  for (const screen of screens) {
    const context = await screenContext(browser, screen, data, { viewport: { width: 768, height: 700 } });
    const page = await context.newPage();
    await openScreenAs(page, screenPath(screen, data), screen.open);
    await expect(page.getByTestId('tool-timer')).toBeAttached();
    results[screen.name] = await toolOverlaps(page);
    await context.close();
  }
  expect(Object.entries(results).filter(([, found]) => found.length > 0)).toEqual([]);
});
