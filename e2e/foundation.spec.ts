import type { Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from './fixtures';

/** Chooses a settings option card: the radio is visually hidden, its label is what people click. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

const landing = {
  en: { title: "Turn what's in your fridge into tonight's dinner", signIn: 'Sign in with Google', soon: 'Coming soon' },
  es: {
    title: 'Convierte lo que hay en tu nevera en la cena de esta noche',
    signIn: 'Iniciar sesión con Google',
    soon: 'Próximamente',
  },
  de: { title: 'Mach aus deinem Kühlschrankinhalt das heutige Abendessen', signIn: 'Mit Google anmelden', soon: 'Demnächst' },
} as const;

for (const [lng, text] of Object.entries(landing)) {
  test.describe(`the landing page in ${lng}`, () => {
    test.use({ locale: lng === 'en' ? 'en-US' : lng === 'es' ? 'es-ES' : 'de-DE' });

    test('follows the browser language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('button', { name: text.signIn })).toBeVisible();
      await expect(page.getByText(text.soon, { exact: true })).toHaveCount(2);
      await expect(page.getByTestId('landing-content')).toHaveAttribute('data-revealed', 'true');
    });
  });
}

test('a saved language choice wins over the browser language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.de.title);
});

test('dev sign-in from the landing button through /auth/callback to the dashboard greeting', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/sign-in\?state=/);
  await expect(page.getByRole('heading', { name: 'Local development sign-in — not Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Casey Cook/ })).toBeVisible();

  await page.getByLabel('Email').fill(uniqueEmail('landing'));
  await page.getByLabel('Name', { exact: true }).fill('Nadia Fresh');
  const callback = page.waitForURL(/\/auth\/callback\?code=.+&state=.+/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await callback;
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nadia');
});

test('a demo user signs in from the dev page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: /Paula Chef/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paula');
});

test('a signed-out visitor of an app screen lands on the landing page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.en.title);
});

test('settings: theme, font, language and the leaderboard name survive a reload', async ({ page }) => {
  await signInAs(page, { name: 'Sofia Settings' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');

  await choose(page, 'Dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await choose(page, /Open Sans/);
  await expect(page.locator('html')).toHaveAttribute('data-font', 'open-sans');

  const realName = page.getByRole('switch', { name: 'Show my real name on the leaderboard' });
  await expect(realName).toHaveAttribute('aria-checked', 'false');
  await realName.click();
  await expect(page.getByText('Real name will now show on leaderboard')).toBeVisible();
  await expect(realName).toHaveAttribute('aria-checked', 'true');

  await choose(page, 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-font', 'open-sans');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Open Sans/ })).toBeChecked();
  const realNameDe = page.getByRole('switch', { name: 'Meinen echten Namen in der Bestenliste zeigen' });
  await expect(realNameDe).toHaveAttribute('aria-checked', 'true');

  await realNameDe.click();
  await expect(page.getByText('Dein Name wird jetzt als Anonym in der Bestenliste angezeigt')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Meinen echten Namen in der Bestenliste zeigen' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('/settings#privacy scrolls to the privacy section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await signInAs(page);
  await page.goto('/settings#privacy');
  const privacy = page.locator('#privacy');
  await expect(privacy.getByRole('switch')).toBeVisible();
  await expect(privacy).toBeInViewport();
});

test('logout returns to the landing page and ends the session', async ({ page }) => {
  await signInAs(page, { name: 'Luca Logout' });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Account menu for Luca Logout' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.en.title);
  const me = await page.request.get('/api/users/me');
  expect(me.status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page);
  await page.goto('/settings');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeHidden();
});
