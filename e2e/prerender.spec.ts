import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The service worker is allowed here (blocked elsewhere in the suite, playwright.config.ts): this file
// tests it, or the page's requests and errors as a visitor's browser makes them.
test.use({ serviceWorkers: 'allow' });

/**
 * Public pages that paint at once (docs/decisions/031-public-pages-wake-on-intent.md): the landing, pricing and legal pages arrive
 * prerendered, a shared recipe drawn by the worker, so their content shows with JavaScript off;
 * with it on, the app hydrates them without a hydration error and they respond to the visitor.
 */
const SHARED = '/discover/seed-shared-carbonara';

const PAGES: Array<{ path: string; heading: string; more: string[] }> = [
  { path: '/', heading: "Turn what's in your fridge into tonight's dinner", more: ['From a photo to a plate in three steps'] },
  { path: '/pricing', heading: 'Plans and pricing', more: ['Free', 'Pro'] },
  { path: '/privacy', heading: 'Privacy policy', more: ['Your rights'] },
  { path: SHARED, heading: 'Spaghetti Carbonara', more: ['200 g spaghetti', 'Crisp the guanciale in a dry pan over medium heat.'] },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, more } of PAGES) {
    test(`${path} shows its main content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of more) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    });
  }

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });
    test('the landing and pricing pages arrive in the browser language', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Mach aus deinem Kühlschrankinhalt das heutige Abendessen' })).toBeVisible();
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1, name: 'Tarife und Preise' })).toBeVisible();
    });
  });
});

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Whether React has taken the page's root (the app is running). */
function isLive(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

test.describe('with JavaScript', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without an error and answers the language menu`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The visitor's first intent (here the pointer moving) wakes the app (web/app/wake.ts).
      await page.mouse.move(20, 200);
      await expect.poll(() => isLive(page)).toBe(true);
      const trigger = page.getByRole('button', { name: /Site language: English/ });
      await trigger.click();
      // The woken app may still be filling the page above the footer, moving the open menu (fixed,
      // beside its trigger) below the fold; a reader scrolls back to it, and so does the test.
      await trigger.scrollIntoViewIfNeeded();
      await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a visitor who chose Spanish before gets the page in Spanish, without a hydration error', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => localStorage.setItem('forkcast.language', 'es'));
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Planes y precios' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a reader who does nothing runs none of the app; the first tap wakes it and is answered', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    const live = () => isLive(page);
    expect(await live()).toBe(false);
    // While the page sat idle the app's files were fetched ahead, not run.
    // They are added a few per idle slice (web/app/wake.ts), which a loaded machine may give after the network is idle.
    await expect(page.locator('link[rel="prefetch"][href^="/assets/start-"]')).toHaveCount(1);
    await page.getByRole('button', { name: /Site language: English/ }).click();
    await expect(page.getByRole('menuitemradio', { name: /Deutsch/ })).toBeVisible();
    expect(await live()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the landing sign-in button works after hydration', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('button', { name: /Sign in/ }).first().click();
    await expect(page).toHaveURL(/\/dev\/sign-in/);
    expect(errors).toEqual([]);
  });
});
