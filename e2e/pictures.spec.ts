import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Dish pictures (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): the browser suite's app draws pictures through
 * the OpenAI-compatible fixture server (e2e/openai-fixture, playwright.config.ts) while the text
 * stays with the offline chef. A generated recipe's page shows at once, and its picture appears
 * there without a reload once the queue has drawn it.
 */
test('a generated recipe\'s picture appears on its page without a reload', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start with description' }).click();
  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  await add.fill('salmon');
  await add.press('Enter');
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await page.getByRole('link', { name: 'Open saved recipe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Set once the page is shown: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await expect(page.getByTestId('written-by')).toHaveText('Written by the offline demo chef (no AI model)');

  const picture = page.locator('main img[src^="/api/images/p/"]');
  await expect(picture).toBeVisible({ timeout: 30_000 });
  // Shown, then decoded: the bytes arrive after the element (and a lazy image only once it is near the viewport).
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByRole('button', { name: 'New picture' })).toBeEnabled();
});
