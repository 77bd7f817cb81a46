import { expect, test, type Browser } from '@playwright/test';
import { localDate, signInAs, uniqueEmail } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

async function person(browser: Browser, name: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, { planType: 'monthly', name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

test('a saved community recipe is in My recipes, credits the original and can be planned', async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await person(browser, 'Cora Creator');
  const reader = await person(browser, 'Rex Reader');

  // Through the API: the creator writes and shares a recipe (their name stays hidden: Anonymous).
  const made = await creator.page.request.post('/api/recipes', {
    data: { title: 'Saffron buns', servings: 6, ingredients: ['500 g flour', '1 pinch saffron'], instructions: ['Knead.', 'Bake.'] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { recipe } = (await made.json()) as { recipe: { id: string } };
  const shared = await creator.page.request.post(`/api/recipes/${recipe.id}/share`, { data: {} });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { shared_recipe_id: sharedId } = (await shared.json()) as { shared_recipe_id: string };

  const page = reader.page;
  await page.goto(`/discover/${sharedId}`);
  await expect(page.getByText('Not saved or remixed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save to my recipes' }).click();
  await expect(page.getByText('Saved to your recipes.')).toBeVisible();
  await expect(page.getByText('Saved or remixed once', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open my copy' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Saffron buns' })).toBeVisible();
  await expect(page.getByTestId('recipe-credit')).toHaveText('Saved from Saffron buns by Anonymous');
  const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
  expect(copyId).not.toBe(recipe.id);

  await page.goto('/my-recipes');
  await expect(page.getByText('Saffron buns').first()).toBeVisible();

  // The copy plans like any own recipe and opens from the planner.
  const today = localDate();
  const planned = await page.request.post('/api/meal-plans', { data: { plan_date: today, meal_type: 'lunch', recipe_id: copyId } });
  expect(planned.ok(), await planned.text()).toBe(true);
  await page.goto('/meal-planner');
  await page.getByRole('link', { name: 'Open the recipe Saffron buns' }).first().click();
  await expect(page.getByTestId('recipe-credit')).toBeVisible();

  await creator.context.close();
  await reader.context.close();
});
