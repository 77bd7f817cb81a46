import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './fixtures';

/** A browser context of its own (a second person on another phone), signed in on `planType`. */
async function person(browser: Browser, name: string, planType: 'free' | 'monthly') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, { planType, name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

const row = (page: Page, name: string) => page.getByTestId('shopping-item').filter({ hasText: name });

test('two people join one household and see each other\'s ticks on the shopping list', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await person(browser, 'Ana Owner', 'monthly');
  const member = await person(browser, 'Ben Member', 'free');

  // The owner makes an invite link in settings.
  await owner.page.goto('/settings#household');
  const section = owner.page.locator('#household');
  await expect(section.getByRole('heading', { name: 'Household' })).toBeVisible();
  await section.getByRole('button', { name: 'Create invite link' }).click();
  const link = await section.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/household\/join\?token=[\w-]{43}$/);

  // The member (free plan) opens it and joins.
  await member.page.goto(new URL(link).pathname + new URL(link).search);
  await expect(member.page.getByRole('heading', { name: 'Join a household' })).toBeVisible();
  await member.page.getByRole('button', { name: 'Join household' }).click();
  await expect(member.page.getByText('You joined the household.')).toBeVisible();
  // The same link again: used.
  await member.page.reload();
  await member.page.getByRole('button', { name: 'Join household' }).click();
  await expect(member.page.getByRole('alert')).toContainText('already');

  // The owner's list, as both see it.
  for (const name of ['Milk', 'Bread']) {
    const res = await owner.page.request.post('/api/shopping-list', { data: { name } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await owner.page.goto('/shopping-list');
  await member.page.goto('/shopping-list');
  for (const page of [owner.page, member.page]) {
    await expect(row(page, 'Milk')).toHaveAttribute('data-purchased', 'false');
    await expect(row(page, 'Bread')).toHaveAttribute('data-purchased', 'false');
  }

  // A tick by one shows for the other while the list is open (no reload), within 5 s + slack.
  await row(member.page, 'Milk').getByRole('checkbox').click();
  await expect(row(owner.page, 'Milk')).toHaveAttribute('data-purchased', 'true', { timeout: 8000 });
  await row(owner.page, 'Bread').getByRole('checkbox').click();
  await expect(row(member.page, 'Bread')).toHaveAttribute('data-purchased', 'true', { timeout: 8000 });
  await expect(row(member.page, 'Milk')).toHaveAttribute('data-purchased', 'true');

  // Settings show both, and the member can leave (their own, empty list comes back).
  await member.page.goto('/settings#household');
  const theirs = member.page.locator('#household');
  await expect(theirs.getByTestId('household-member')).toHaveCount(2);
  await theirs.getByRole('button', { name: 'Leave household' }).click();
  await member.page.getByRole('dialog').getByRole('button', { name: 'Leave household' }).click();
  await expect(theirs.getByRole('link', { name: 'See Pro plans' })).toBeVisible();
  await member.page.goto('/shopping-list');
  await expect(member.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(row(member.page, 'Milk')).toHaveCount(0);

  await owner.context.close();
  await member.context.close();
});
