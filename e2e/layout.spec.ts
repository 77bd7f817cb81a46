import type { Page } from '@playwright/test';
import { expect, signInAs, test, wakeApp } from './fixtures';
import { LONG_WORD, openScreenAs, prepareScreenData, SCREENS, screenContext, screenPath } from './screens';

/**
 * Phone-proof layout: at 320 px no screen scrolls sideways, even with a 60-letter word in a
 * recipe title, an ingredient, the notes, the share message, a review and people's names; the
 * German "Upgrade to Pro" fits its button; the dashboard does not jump while it loads.
 */

// The tests are independent (each makes its own data), so the two CI workers share them
// (docs/decisions/057-ci-under-30-minutes.md).
test.describe.configure({ mode: 'parallel' });

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

/**
 * The kitchen tools never cover a control (docs/decisions/044-kitchen-tools-never-cover-a-control.md). Below lg they sit in an opaque full-width bar: what scrolls behind it is hidden, not
 * half-covered, so each control's box is cut at the bar's top edge before it is compared with the
 * tool buttons' boxes. Scrolled to the end of the page, nothing may be behind the bar at all (the
 * footer keeps the space free). A tool button hidden under a dialog covers nothing.
 */
function toolOverlaps(page: Page) {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>('[data-testid="tools-dock"]');
    if (!dock) return ['no tools bar'];
    const overlaps = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const hitSelf = (el: Element, r: DOMRect) => {
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && el.contains(hit);
    };
    const dockBox = dock.getBoundingClientRect();
    const bg = getComputedStyle(dock).backgroundColor;
    const alpha = /\/\s*([\d.]+)(%?)\s*\)$/.exec(bg) ?? /rgba\([^)]*,\s*([\d.]+)\)$/.exec(bg);
    const opaque = bg !== 'transparent' && (!alpha || Number(alpha[1]) >= (alpha[2] ? 100 : 1));
    // The bar counts when it is drawn on top (a dialog over it hides it, and its buttons).
    const barHit = document.elementFromPoint(dockBox.left + 4, dockBox.top + dockBox.height / 2);
    const onTop = barHit !== null && dock.contains(barHit);
    const bar = opaque && onTop && dockBox.width >= window.innerWidth - 1 ? dockBox : null;
    const tools = [...dock.querySelectorAll('button')].map((b) => b.getBoundingClientRect()).filter((r, i) => r.width > 0 && hitSelf(dock.querySelectorAll('button')[i]!, r));
    const controls = [
      ...document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=link], [tabindex]:not([tabindex="-1"])'),
    ].filter((el) => !dock.contains(el) && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    const found: string[] = [];
    for (const atEnd of [false, true]) {
      if (atEnd) window.scrollTo(0, document.documentElement.scrollHeight);
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const seen = { left: r.left, right: r.right, top: r.top, bottom: bar && !atEnd ? Math.min(r.bottom, bar.top) : r.bottom };
        if (seen.bottom <= seen.top) continue;
        const against = atEnd && bar ? [bar] : tools;
        if (against.some((t) => overlaps(t, seen))) {
          found.push(`${atEnd ? 'end: ' : ''}${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    window.scrollTo(0, 0);
    return found;
  });
}

// One test per width, so the workers share the sweep.
for (const width of [320, 390, 768]) {
  test(`no kitchen tool button covers a link, button or field on any screen at ${width} px`, async ({ browser }) => {
    const screens = SCREENS.filter((s) => s.viewer !== null);
    test.setTimeout(screens.length * 15_000 + 60_000);
    const data = await prepareScreenData(browser);
    const results: Record<string, string[]> = {};
    for (const screen of screens) {
      const context = await screenContext(browser, screen, data, { viewport: { width, height: 700 } });
      const page = await context.newPage();
      await openScreenAs(page, screenPath(screen, data), screen.open);
      await expect(page.getByTestId('tool-timer')).toBeAttached();
      results[`${screen.name} at ${width}`] = await toolOverlaps(page);
      await context.close();
    }
    expect(Object.entries(results).filter(([, found]) => found.length > 0)).toEqual([]);
  });
}
