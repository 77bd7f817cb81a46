import { expect, test, type Page } from '@playwright/test';
import { signInAs, uniqueEmail, wakeApp } from './fixtures';

/** Creates a recipe through the real API (the offline chef), as the signed-in browser user. */
async function createRecipe(page: Page, name: string) {
  const res = await page.request.post('/api/generate-recipe', {
    data: {
      ingredients: ['chickpeas', 'tomatoes', 'cumin'],
      type: 'quick',
      cuisine: '',
      cookingMethod: '',
      recipeName: name,
      generationType: 'prompt',
      language: 'en',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { recipe: { id: string; title: string } };
  return body.recipe;
}

test('share a recipe, find it, vote, rate and review it, read it signed out, see the leaderboard', async ({
  browser,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const sharerName = `Sharon Sharer${suffix}`;
  const message = `Our family favourite ${suffix}`;

  // 1. A Pro user shares their recipe with a message from the recipe page.
  const sharerContext = await browser.newContext();
  const sharer = await sharerContext.newPage();
  await signInAs(sharer, { planType: 'monthly', name: sharerName, email: uniqueEmail('sharer') });
  const settings = await sharer.request.post('/api/leaderboard/settings', { data: { show_real_name: true } });
  expect(settings.ok(), await settings.text()).toBe(true);
  const recipe = await createRecipe(sharer, `Chickpea stew ${suffix}`);

  await sharer.goto(`/recipe/${recipe.id}`);
  await expect(sharer.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await sharer.getByRole('button', { name: 'Share with community' }).click();
  const dialog = sharer.getByRole('dialog', { name: 'Share with the community' });
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
  await expect(dialog.getByText(`${message.length}/280`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Share recipe' }).click();
  // The page reloads; the statistics card appears.
  const stats = sharer.getByTestId('share-stats');
  await expect(stats).toBeVisible();
  await expect(sharer.getByRole('button', { name: 'Shared with community' })).toBeVisible();

  // 2. A second Pro user finds it under Most recent, upvotes, rates and reviews it.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signInAs(fan, { planType: 'yearly', name: 'Felix Fan', email: uniqueEmail('fan') });
  await fan.goto('/discover');
  await fan.getByRole('button', { name: 'Most recent' }).click();
  // The chef names the dish by its cookbook title (not unique in a run): the card is found by its message.
  const card = fan.getByRole('article').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card).toContainText(message);
  await expect(card).toContainText(sharerName);
  await card.getByRole('button', { name: '0 upvotes – Upvote' }).click();
  await expect(fan.getByText('Upvoted!')).toBeVisible();
  await expect(card.getByRole('button', { name: '1 upvote – Upvote' })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('link', { name: recipe.title }).click();
  await expect(fan).toHaveURL(/\/discover\/[^/]+$/);
  const sharedUrl = new URL(fan.url()).pathname;
  await expect(fan.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  await expect(fan.getByText(message)).toBeVisible();
  await expect(fan.getByRole('button', { name: '1 upvote – Upvote' })).toHaveAttribute('aria-pressed', 'true');

  // The stars take input once the ratings have loaded.
  await expect(fan.getByTestId('own-rating')).toHaveText('Not rated yet');
  await expect(fan.getByRole('radio', { name: '4 stars' })).toBeEnabled();
  // The radio is controlled by the optimistic rating, which lands a tick after the click: click, then assert what the cook sees.
  await fan.getByRole('radio', { name: '4 stars' }).click({ force: true });
  await expect(fan.getByText('Rating submitted!')).toBeVisible();
  await expect(fan.getByTestId('own-rating')).toHaveText('Your rating: 4/5');
  await expect(fan.getByTestId('rating-summary')).toContainText('4.0');
  await expect(fan.getByTestId('rating-summary')).toContainText('1 rating');

  const review = `Hearty and quick ${suffix}`;
  await fan.getByRole('textbox', { name: 'Write a review' }).fill(review);
  await expect(fan.getByText(`${review.length}/500`)).toBeVisible();
  await fan.getByRole('button', { name: 'Submit review' }).click();
  await expect(fan.getByText('Review submitted!')).toBeVisible();
  await expect(fan.locator('#community-reviews')).toContainText(review);

  // 3. The shared link opened signed out shows the recipe and the sign-in prompt.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharedUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  // The page reads before any script; the visitor's first move wakes the app with the reviews.
  await wakeApp(visitor);
  await expect(visitor.getByText('Sign in to rate and review this recipe.')).toBeVisible();
  await expect(visitor.getByTestId('sign-in-prompt').first().getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.locator('#community-reviews')).toContainText(review);

  // 4. The leaderboard ranks the sharer. The table shows the top 100, and in a full run other tests'
  // cooks (with more recipes) can fill it: the sharer's row is looked for when their rank is in it.
  await sharer.goto('/leaderboard');
  await expect(sharer.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const myRank = sharer.getByTestId('my-rank');
  await expect(myRank).toContainText(/#\d+/);
  const rank = Number(/#(\d+)/.exec((await myRank.textContent()) ?? '')?.[1]);
  if (rank <= 100) {
    await expect(sharer.getByRole('row').filter({ hasText: sharerName })).toContainText('(you)');
    await fan.goto('/leaderboard');
    await expect(fan.getByRole('row').filter({ hasText: sharerName })).toBeVisible();
  }

  await Promise.all([sharerContext.close(), fanContext.close(), visitorContext.close()]);
});
