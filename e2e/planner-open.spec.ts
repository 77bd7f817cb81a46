import { expect, test, type Browser } from '@playwright/test';
import { localDate, signInAs, uniqueEmail } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** A person on a phone of their own, signed in on `planType`. */
async function person(browser: Browser, name: string, planType: 'free' | 'monthly') {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, { planType, name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

test('a planned meal opens its recipe; a household member opens the household recipe', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await person(browser, 'Olga Owner', 'monthly');
  const member = await person(browser, 'Milo Member', 'free');

  // Through the API: the owner's recipe planned today, and the member joined to the household.
  const made = await owner.page.request.post('/api/recipes', {
    data: { title: 'Harvest risotto', servings: 2, ingredients: ['200 g rice', '1 squash'], instructions: ['Stir the rice.', 'Fold in the squash.'] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { recipe } = (await made.json()) as { recipe: { id: string } };
  const today = localDate();
  const planned = await owner.page.request.post('/api/meal-plans', { data: { plan_date: today, meal_type: 'dinner', recipe_id: recipe.id } });
  expect(planned.ok(), await planned.text()).toBe(true);
  const invite = await owner.page.request.post('/api/household/invites');
  expect(invite.ok(), await invite.text()).toBe(true);
  const { token } = (await invite.json()) as { token: string };
  const joined = await member.page.request.post('/api/household/join', { data: { token } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // The owner opens the recipe from the planner.
  await owner.page.goto('/meal-planner');
  await owner.page.getByRole('link', { name: 'Open the recipe Harvest risotto' }).first().click();
  await expect(owner.page).toHaveURL(new RegExp(`/recipe/${recipe.id}$`));
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Harvest risotto' })).toBeVisible();

  // The member sees the household plan and reads the owner's recipe.
  await member.page.goto('/meal-planner');
  await member.page.getByRole('link', { name: 'Open the recipe Harvest risotto' }).first().click();
  await expect(member.page.getByRole('heading', { level: 1, name: 'Harvest risotto' })).toBeVisible();
  await expect(member.page.getByTestId('instruction-list')).toContainText('Fold in the squash.');
  // Read-only: only the author edits it; the member still cooks it.
  await expect(member.page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(member.page.getByTestId('cook-mode-open')).toBeVisible();
  await expect(owner.page.getByRole('link', { name: 'Edit' })).toBeVisible();

  await owner.context.close();
  await member.context.close();
});
