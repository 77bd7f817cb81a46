import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from './fixtures';
import { APP_ROUTES, isAppPath } from '#core/kernel/routes';
import { NOT_SCREENS, SCREENS, screenPath, type ScreenData } from './screens';

// The service worker is allowed here (blocked elsewhere in the suite, playwright.config.ts): this file
// tests it, or the page's requests and errors as a visitor's browser makes them.
test.use({ serviceWorkers: 'allow' });

/**
 * Navigation that tells the truth: each screen's own tab title, real 404s, sign-in returning to
 * the page asked for, focus after a route change and after a dialog closes, the sign-in callback's
 * progress, and a landing page without failing requests.
 */

test('the screen list of the sweeps (axe with titles, 320 px, 768 px) reaches every page of core/kernel/routes.ts', () => {
  const data: ScreenData = { recipeId: 'r1', sharedId: 's1', checkoutId: 'c1', paidCheckoutId: 'c2', owner: { cookies: [], origins: [] } };
  const paths = SCREENS.map((screen) => new URL(screenPath(screen, data), 'http://localhost').pathname);
  const matches = (route: string, path: string) => {
    const a = route.split('/').filter(Boolean);
    const b = path.split('/').filter(Boolean);
    return a.length === b.length && a.every((part, i) => (part.startsWith(':') ? true : part === b[i]));
  };
  const unreached = APP_ROUTES.filter((route) => !(route in NOT_SCREENS) && !paths.some((path) => matches(route, path)));
  expect(unreached).toEqual([]);
  // The not-found screen is a path the app does not have; every other screen is one of its pages.
  expect(paths.filter((path) => !isAppPath(path))).toEqual(['/no-such-page']);
});

// Every screen's own tab title, in each interface language, is checked on the accessibility sweep's
// visit of it (e2e/a11y.spec.ts), not by a sweep of its own.

test('titles follow the language: German pricing and dashboard', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Preise · Forkcast');
  await signInAs(page, { planType: 'free' });
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Übersicht · Forkcast');
});

test('an unknown path answers HTTP 404 with the app not-found screen; known pages answer 200', async ({ page }) => {
  const missing = await page.goto('/no-such-page/at-all');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Forkcast');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const path of ['/', '/pricing', '/dashboard', '/recipe/some-id', '/auth/callback']) {
    const res = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(res.status(), path).toBe(200);
  }
  const asset = await page.request.get('/favicon.svg');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toContain('svg');
});

test('after sign-in the visitor lands on the page they asked for', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/sign-in\?state=/);
  await page.getByLabel('Email').fill(uniqueEmail('return'));
  await page.getByLabel('Name', { exact: true }).fill('Rosa Return');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sign-in callback shows its progress while the code is exchanged', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sessions', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/callback?code=not-a-real-code&state=nope');
  await expect(page.locator('p', { hasText: 'Completing sign-in…' })).toBeVisible();
  await expect(page).toHaveTitle('Signing in · Forkcast');
  release();
  // A bad code goes back to the landing page with the failure named.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Failed to sign in with Google')).toBeVisible();
});

test('the landing page makes no failing request and logs no error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expect(page.getByTestId('landing-content')).toHaveAttribute('data-revealed', 'true');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

async function isFocused(page: Page, selector: Parameters<Page['locator']>[0]) {
  return page.locator(selector).evaluate((el) => el === document.activeElement);
}

test('focus moves to the main heading after a route change', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await isFocused(page, 'main h1')).toBe(true);
});

test('focus returns to the button that opened a dialog when it closes', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  const res = await page.request.post('/api/generate-recipe', {
    data: { ingredients: ['lentils', 'carrots'], type: 'quick', generationType: 'prompt', language: 'en' },
  });
  const { recipe } = (await res.json()) as { recipe: { id: string } };
  await page.goto(`/recipe/${recipe.id}`);

  const share = page.getByRole('button', { name: 'Share with community' });
  // The button waits for the share status; focus() on a disabled button does nothing.
  await expect(share).toBeEnabled();
  await share.focus();
  await expect(share).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Share with the community' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(share).toBeFocused();

  const cook = page.getByRole('button', { name: 'Cook mode' });
  await expect(cook).toBeEnabled();
  await cook.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cook-mode')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cook-mode')).toHaveCount(0);
  await expect(cook).toBeFocused();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`a toast sits below the navigation and is announced politely at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A failed sign-in comes back to the landing page with an error toast.
    await page.goto('/auth/callback?code=not-a-real-code&state=nope');
    const message = page.getByText('Failed to sign in with Google');
    await expect(message).toBeVisible();
    const toast = page.locator('[data-sonner-toast]').filter({ has: message });
    // The pointer rests on it, as a reader's would: sonner holds a hovered toast, so the checks
    // below never race its 4 s dismissal on a slow machine.
    await toast.hover();
    const live = await toast.evaluate((el) => ({
      live: el.closest('[aria-live]')?.getAttribute('aria-live') ?? null,
      assertive: el.closest('[aria-live="assertive"], [role="alert"]') !== null,
    }));
    expect(live).toEqual({ live: 'polite', assertive: false });
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    // Below the header's bottom edge: the header's links and menus stay visible and clickable.
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    const covered = await page.getByRole('banner').evaluate((banner) =>
      [...banner.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !top || !el.contains(top);
        })
        .map((el) => el.textContent),
    );
    expect(covered).toEqual([]);

    // Its text keeps 4.5:1 against it (it was 4.25:1), light and dark, once it has slid in.
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
      await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const contrast = await new AxeBuilder({ page }).include('[data-sonner-toast]').withRules(['color-contrast']).analyze();
      expect(contrast.violations, scheme).toEqual([]);
      expect(contrast.passes.length, scheme).toBeGreaterThan(0);
    }
  });
}
