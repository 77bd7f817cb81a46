import type { Page } from '@playwright/test';
import { expect, signInAs, test, wakeApp } from './fixtures';
import { LONG_WORD, openScreenAs, prepareScreenData, SCREENS, screenContext, screenPath } from './screens';

/**
 * Phone-proof layout: at 320 px no screen scrolls sideways, even with a 60-letter word in a
 * recipe title, an ingredient, the notes, the share message, a review and people's names; the
 * German "Upgrade to Pro" fits its button; the dashboard does not jump while it loads.
 */

/** How far the page scrolls sideways (0 when nothing is wider than the screen). */
function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('nothing scrolls sideways at 320 px with a 60-letter word everywhere', async ({ browser }) => {
  test.setTimeout(SCREENS.length * 30_000);
  const data = await prepareScreenData(browser);
  const results: Record<string, number> = {};
  for (const screen of SCREENS) {
    const context = await screenContext(browser, screen, data, { viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await openScreenAs(page, screenPath(screen, data), screen.open);
    await page.waitForLoadState('networkidle');
    results[screen.name] = await sidewaysScroll(page);
    await context.close();
  }
  expect(results).toEqual(Object.fromEntries(SCREENS.map((s) => [s.name, 0])));
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
