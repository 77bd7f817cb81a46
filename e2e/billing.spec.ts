import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Billing end to end with the local billing simulator (no STRIPE_SECRET_KEY): the same handler
 * as Stripe's verified webhook applies every payment, switch and cancellation.
 */

async function payOnSimulator(page: Page, item: string, amount: string) {
  await expect(page).toHaveURL(/\/dev\/checkout\?session_id=\w+$/);
  await expect(page.getByText('Local billing simulator')).toBeVisible();
  await expect(page.getByTestId('dev-checkout-item')).toContainText(item);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function upgradeToYearly(page: Page) {
  await page.goto('/pricing');
  const pro = page.getByRole('region', { name: /^Pro/ });
  await pro.getByText('Yearly', { exact: true }).click();
  await expect(pro.getByText('under 14 cents a day')).toBeVisible();
  // Exactly "Get Pro": a name match alone also finds "Sign in to get Pro", which a page hydrated
  // signed out showed until it knew who was there (now a disabled "Get Pro" while it asks).
  await pro.getByRole('button', { name: 'Get Pro', exact: true }).click();
  // The success page asks whether the payment has landed; those answers wait until the test has
  // seen "Confirming your payment…", so a loaded machine cannot let the 3 s pass unseen.
  let release: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/subscriptions/checkout/*', async (route) => {
    await seen;
    await route.continue();
  });
  const paidAt = Date.now();
  await payOnSimulator(page, 'Forkcast Pro (yearly)', '$49.99');

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=\w+$/);
  const processing = page.getByRole('heading', { level: 1, name: 'Confirming your payment…' });
  await expect(processing).toBeVisible();
  release();
  const welcome = page.getByRole('heading', { level: 1, name: 'Welcome to Pro!' });
  await expect(welcome).toBeVisible();
  await page.unroute('**/api/subscriptions/checkout/*');
  // At least 3 s of processing, counted from the page's start (after the payment was sent).
  expect(Date.now() - paidAt).toBeGreaterThanOrEqual(3000);
  await expect(page.getByText('Your Pro (yearly) plan is active.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
}

async function generateCustomisedRecipe(page: Page) {
  await page.getByRole('link', { name: 'Create a customised recipe' }).click();
  await page.getByRole('button', { name: 'Start with description' }).click();
  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  await add.fill('chicken');
  await add.press('Enter');
  await expect(page.getByText('Pro Feature')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Cuisine' }).click();
  await page.getByRole('option', { name: 'Italian' }).click();
  await page.getByRole('combobox', { name: 'Cooking method' }).click();
  // The cookbook's Italian chicken dish that braises (pollo alla cacciatora).
  await page.getByRole('option', { name: 'Braising' }).click();
  await page.getByRole('button', { name: 'Generate customised recipe' }).click();
  await expect(page.getByText('Recipe generated!')).toBeVisible();
  await expect(page.getByText('Italian', { exact: true })).toBeVisible();
}

async function switchToMonthlyAndCancel(page: Page) {
  await page.goto('/settings');
  await expect(page.getByTestId('current-plan')).toHaveText('Pro (yearly)');
  await expect(page.getByTestId('plan-period')).toHaveText(/^Renews on /);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Manage plan/ }).click();
  const portal = await popup;
  await expect(portal).toHaveURL(/\/dev\/portal$/);
  await expect(portal.getByText('Local billing simulator')).toBeVisible();
  await expect(portal.getByTestId('portal-plan')).toHaveText('Pro (yearly)');
  await portal.getByRole('button', { name: 'Switch to monthly' }).click();
  await expect(portal.getByTestId('portal-plan')).toHaveText('Pro (monthly)');
  await portal.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(portal.getByTestId('portal-status')).toHaveText('Active · Cancels at the end of the period');
  await portal.close();

  await page.reload();
  await expect(page.getByTestId('current-plan')).toHaveText('Pro (monthly)');
  await expect(page.getByTestId('plan-period')).toHaveText(/^Pro until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
}

async function buyPopularCredits(page: Page) {
  await page.goto('/credits');
  await expect(page.getByTestId('credit-balance')).toHaveText('0');
  await expect(page.getByText(/No transactions yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Buy Popular: 30 credits for $5.99' }).click();
  await payOnSimulator(page, 'Popular credit package', '$5.99');
  // A credit checkout comes back to the store, which confirms the purchase.
  await expect(page).toHaveURL(/\/credits\?session_id=\w+$/);
  await expect(page.getByTestId('purchase-notice')).toHaveText('Payment received: your credits have been added.');

  await expect(page.getByTestId('credit-balance')).toHaveText('30');
  await expect(page.getByTestId('credit-purchased')).toHaveText('30');
  const lines = page.getByTestId('credit-transaction');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: 'Purchase' })).toContainText('+25');
  await expect(lines.filter({ hasText: 'Bonus' })).toContainText('+5');
  await expect(lines.filter({ hasText: 'Popular package' })).toHaveCount(2);
}

test('a free cook upgrades to yearly, unlocks customised recipes, switches to monthly, cancels, and buys credits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, { planType: 'free' });
  await upgradeToYearly(page);
  await generateCustomisedRecipe(page);
  await switchToMonthlyAndCancel(page);
  await buyPopularCredits(page);
});

test('the success page without a session is the Subscription Error page', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/subscription/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Error' })).toBeVisible();
  await expect(page.getByText('Invalid subscription confirmation')).toBeVisible();
});

test('signed out, Get Pro signs in first and resumes the chosen checkout', async ({ page }) => {
  await page.goto('/pricing');
  const pro = page.getByRole('region', { name: /^Pro/ });
  await pro.getByText('Weekly', { exact: true }).click();
  await pro.getByRole('button', { name: 'Sign in to get Pro' }).click();
  await expect(page).toHaveURL(/\/dev\/sign-in/);
  await page.getByRole('textbox', { name: 'Email' }).fill(`weekly-${Date.now()}@e2e.forkcast.test`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Wes Weekly');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payOnSimulator(page, 'Forkcast Pro (weekly)', '$4.99');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pro!' })).toBeVisible();
});
