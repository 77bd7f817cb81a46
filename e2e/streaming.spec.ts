import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';
import { holdStreamEnd } from './stream-hold';

/**
 * The recipe appears progressively (docs/decisions/025-streaming-generation.md). The offline chef
 * writes the whole recipe at once and is not slowed down; instead the browser's network is
 * throttled (Chrome DevTools Protocol), so the event stream arrives a few hundred bytes at a
 * time, as it does from a model writing. A MutationObserver records the order in which the
 * recipe's parts appear in the page. The stream's end is held in the page until the test has
 * looked (e2e/stream-hold.ts): the offline chef writes in a millisecond, and a loaded machine once
 * let the whole stream finish before the test looked for its Stop button.
 */
test('the recipe text appears line by line before the saved recipe is shown', async ({ page }) => {
  const hold = await holdStreamEnd(page);
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start with description' }).click();
  await page.getByRole('textbox', { name: 'Recipe name or description' }).fill('Spaghetti carbonara');
  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  for (const item of ['spaghetti', 'eggs', 'guanciale', 'pecorino']) {
    await add.fill(item);
    await add.press('Enter');
  }

  await page.evaluate(() => {
    const seen: string[] = [];
    const record = (what: string) => {
      if (!seen.includes(what)) seen.push(what);
    };
    new MutationObserver(() => {
      const draft = document.querySelector('[data-testid="streaming-recipe"]');
      if (draft?.querySelector('h2')?.textContent?.trim()) record('title');
      if (draft?.querySelector('[data-testid="streaming-ingredients"] li')) record('first ingredient');
      if (draft?.querySelector('[data-testid="streaming-steps"] li')) record('first step');
      if (document.querySelector('#created-recipe-title')) record('saved recipe');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { streamSeen: seen });
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 1200, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();

  // While the rest is still arriving, the title is up, the overlay is gone and Stop writing is offered.
  const draft = page.getByTestId('streaming-recipe');
  await expect(draft.getByRole('heading', { level: 2 })).toHaveText(/carbonara/i);
  await expect(page.getByTestId('overlay-stage')).toHaveCount(0);
  await expect(draft.getByRole('button', { name: 'Stop writing' })).toBeVisible();
  await expect(page.getByTestId('stream-status')).toBeVisible();
  // Only now may the recipe be finished.
  await expect.poll(hold.holding, { timeout: 30_000 }).toBe(true);
  await expect(draft.getByRole('button', { name: 'Stop writing' })).toBeVisible();
  await hold.release();

  await expect(page.getByText('Saved to your recipes.')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { streamSeen: string[] }).streamSeen);
  // The title first, then at least the first ingredient, all before the saved recipe replaced it
  // (the steps may arrive in the same network chunk as `done`).
  expect(seen[0]).toBe('title');
  expect(seen.indexOf('first ingredient')).toBe(1);
  expect(seen.at(-1)).toBe('saved recipe');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/carbonara/i);
  await expect(page.getByTestId('streaming-recipe')).toHaveCount(0);
});

test('Stop writing returns to the form; what the server kept and counted always match', async ({ page }) => {
  // The end is never released: Stop writing is on screen until the test presses it.
  await holdStreamEnd(page);
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Start with description' }).click();
  await page.getByRole('textbox', { name: 'Recipe name or description' }).fill('Mushroom risotto');
  await expect(page.getByTestId('usage-banner')).toContainText('0 of 3 recipes used this month');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 600, uploadThroughput: -1 });
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await page.getByTestId('streaming-recipe').getByRole('button', { name: 'Stop writing' }).click();
  await expect(page.getByText('Stopped. An unfinished recipe is not saved or counted.')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByTestId('streaming-recipe')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Recipe name or description' })).toHaveValue('Mushroom risotto');

  // The offline chef finishes on the server in a millisecond, long before the browser has read it:
  // then the recipe is saved and counted; had it been unfinished, neither. Never one without the
  // other (the worker tests cover the unfinished case). The recipe is counted by the cook's list,
  // not by its title: the chef cooks the cookbook's dish, which may carry the cookbook's name.
  const used: number = (await (await page.request.get('/api/usage')).json()).used;
  const mine = (await (await page.request.get('/api/my-recipes')).json()) as { total: number };
  expect(used).toBe(mine.total);
  await expect(page.getByTestId('usage-banner')).toContainText(`${used} of 3 recipes used this month`);
});
