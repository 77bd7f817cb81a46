import { expect, signInAs, test, wakeApp } from './fixtures';
import { sidewaysScroll, toolOverlaps } from './page-checks';
import { LONG_WORD, openScreenAs, prepareScreenData, SCREENS, screenPath, screenVisits } from './screens';

/**
 * Phone-proof layout: at 320 px no screen scrolls sideways, even with a 60-letter word in a
 * recipe title, an ingredient, the notes, the share message, a review and people's names; the
 * German "Upgrade to Pro" fits its button; the dashboard does not jump while it loads; the
 * kitchen tools cover no control or text at 320 and 768 px (390, 1024 and 1280 px: e2e/a11y.spec.ts),
 * and the tools check notices what it is there to notice.
 */

// The tests are independent (each makes its own data), so the two CI workers share them
// (docs/decisions/057-ci-under-30-minutes.md).
test.describe.configure({ mode: 'parallel' });

// One visit per screen at 320 px serves both checks of the narrowest phone (the 390 px visit is the
// accessibility sweep's phone pass, e2e/a11y.spec.ts; docs/decisions/057-ci-under-30-minutes.md).
test('at 320 px nothing scrolls sideways with a 60-letter word everywhere, and no kitchen tool covers a control or text', async ({ browser }) => {
  test.setTimeout(SCREENS.length * 30_000);
  const data = await prepareScreenData(browser);
  const scrolls: Record<string, number> = {};
  const covered: Record<string, string[]> = {};
  const visits = screenVisits(browser, data, { viewport: { width: 320, height: 700 } });
  for (const screen of SCREENS) {
    const page = await visits.page(screen);
    await openScreenAs(page, screenPath(screen, data), screen.open);
    if (screen.viewer !== null) await expect(page.getByTestId('tool-timer')).toBeAttached();
    await page.waitForLoadState('networkidle');
    scrolls[screen.name] = await sidewaysScroll(page);
    if (screen.viewer !== null) covered[screen.name] = await toolOverlaps(page);
    await page.close();
  }
  await visits.close();
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
    // What is measured is the shift while it loads, not how fast: a loaded machine may take over 10 s.
    await expect(page.getByTestId('recent-recipes').getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `CLS at ${viewport.width} px`).toBeLessThan(0.05);
  }
});

// The tablet width has a sweep of its own; 320 px is above, 390 px in the accessibility sweep.
test('no kitchen tool covers a link, button, field or text on any screen at 768 px', async ({ browser }) => {
  const screens = SCREENS.filter((s) => s.viewer !== null);
  test.setTimeout(screens.length * 15_000 + 60_000);
  const data = await prepareScreenData(browser);
  const results: Record<string, string[]> = {};
  const visits = screenVisits(browser, data, { viewport: { width: 768, height: 700 } });
  for (const screen of screens) {
    const page = await visits.page(screen);
    await openScreenAs(page, screenPath(screen, data), screen.open);
    await expect(page.getByTestId('tool-timer')).toBeAttached();
    results[screen.name] = await toolOverlaps(page);
    await page.close();
  }
  await visits.close();
  expect(Object.entries(results).filter(([, found]) => found.length > 0)).toEqual([]);
});

// The tools check (e2e/page-checks.ts) can fail: pages of its own with a stand-in for the tools
// (it reads only the DOM), each with one thing covered, and the real app made to cover things.
const TOOL_BUTTONS = ['Open the timer', 'Open the radio', 'Open the unit converter']
  .map((name) => `<button aria-label="${name}" style="width:48px;height:48px;border-radius:24px">·</button>`)
  .join('');
const FLOATING = `<div data-testid="tools-dock" style="position:fixed;right:16px;bottom:16px;z-index:30;display:flex;flex-direction:column;gap:8px">${TOOL_BUTTONS}</div>`;
const BAR = (buttonStyle = '') =>
  `<div data-testid="tools-dock" style="position:fixed;left:0;right:0;bottom:0;height:60px;z-index:30;background:rgb(255,255,255);display:flex;flex-direction:row-reverse;align-items:center;gap:8px">${TOOL_BUTTONS.replaceAll('style="', `style="${buttonStyle}`)}</div>`;
const PAGE = (body: string, tools: string) =>
  `<!doctype html><html><body style="margin:0;font:16px/20px sans-serif">${body}${tools}</body></html>`;

test.describe('the tools check notices', () => {
  test.use({ viewport: { width: 400, height: 600 } });

  test('a floating button over a link or a line of text that scrolls past it, not what stays clear', async ({ page }) => {
    await page.setContent(
      PAGE(
        `<div style="height:1000px"></div>
         <a href="#r" style="display:block;text-align:right;padding-right:20px">Right link</a>
         <a href="#l" style="display:inline-block;width:120px">Left link</a>
         <p style="text-align:right;margin:200px 20px 0 0">Right text</p>
         <p style="width:200px">Left text</p>
         <div style="height:600px"></div>`,
        FLOATING,
      ),
    );
    const found = await toolOverlaps(page);
    // Neither is under a button at the top of the page: only while scrolling past them.
    expect(found).toEqual(expect.arrayContaining(['a "Right link" under "Open the timer"', 'text "Right text" under "Open the radio"']));
    expect(found.filter((f) => f.includes('Left'))).toEqual([]);
  });

  test('behind the bar, only what cannot be scrolled above it; and a button sticking out of the bar', async ({ page }) => {
    const body = `<a href="#a" style="display:block;margin-top:560px">Behind the bar at first</a><div style="height:900px"></div><a href="#z">Last link</a>`;
    await page.setContent(PAGE(body, BAR()));
    expect(await toolOverlaps(page)).toEqual(['end: a "Last link" behind the tools bar']);
    // With the bar's height kept free at the end, everything can be scrolled clear of it.
    await page.setContent(PAGE(`<div style="padding-bottom:60px">${body}</div>`, BAR()));
    expect(await toolOverlaps(page)).toEqual([]);
    // A button reaching 30 px above the bar covers what scrolls past there.
    await page.setContent(PAGE(`<div style="padding-bottom:60px">${body.replace('display:block;', 'display:block;text-align:right;')}</div>`, BAR('position:relative;top:-30px;')));
    expect(await toolOverlaps(page)).toEqual(expect.arrayContaining(['a "Behind the bar at first" under "Open the timer"']));
  });

  test('a link in a scroll area of its own that only comes under a button when the area scrolls', async ({ page }) => {
    const links = Array.from({ length: 20 }, (_, i) => `<a href="#${i}" style="display:block;text-align:right">Inner link ${i}</a>`).join('');
    await page.setContent(
      PAGE(`<div aria-label="Inner list" style="margin-top:300px;height:200px;overflow-y:auto"><div style="height:250px"></div>${links}</div>`, FLOATING),
    );
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
    expect(await toolOverlaps(page)).toEqual(expect.arrayContaining(['in Inner list: a "Inner link 0" under "Open the timer"']));
  });

  test('a tool button drawn over an open dialog', async ({ page }) => {
    const dialog = (z: number) =>
      `<div style="position:fixed;inset:0;z-index:${z};background:rgba(0,0,0,.5)"></div>
       <div role="dialog" aria-label="Share" style="position:fixed;left:20px;right:20px;top:100px;bottom:20px;z-index:${z};background:white"><button>Copy</button></div>`;
    await page.setContent(PAGE(dialog(20), FLOATING));
    expect(await toolOverlaps(page)).toEqual(expect.arrayContaining(['dialog "Share" is open and "Open the timer" is drawn on top']));
    await page.setContent(PAGE(dialog(50), FLOATING));
    expect(await toolOverlaps(page)).toEqual([]);
  });

  test("the real bar with the footer's space taken away, and the real tools over a real dialog", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAs(page, { planType: 'free' });
    await page.goto('/dashboard');
    await expect(page.getByTestId('tool-timer')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await toolOverlaps(page)).toEqual([]);
    const footerSpace = await page.addStyleTag({ content: 'footer { padding-bottom: 0 !important }' });
    expect((await toolOverlaps(page)).filter((f) => f.startsWith('end: '))).not.toEqual([]);
    await footerSpace.evaluate((style) => (style as Element).remove());
    await page.getByTestId('sample-recipe').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await toolOverlaps(page)).toEqual([]);
    await page.addStyleTag({ content: '[data-testid="tools-dock"] { z-index: 60 !important }' });
    expect((await toolOverlaps(page)).filter((f) => f.startsWith('dialog '))).not.toEqual([]);
  });
});
