import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures';

interface CreatedRecipe {
  id: string;
  title: string;
  cuisine: string | null;
}

/** Creates a recipe through the real API (the offline chef), as the signed-in browser user. */
async function createRecipe(page: Page, options: { cuisine?: string; ingredients: string[]; name?: string }) {
  const res = await page.request.post('/api/generate-recipe', {
    data: {
      ingredients: options.ingredients,
      type: options.cuisine ? 'customized' : 'quick',
      cuisine: options.cuisine ?? '',
      cookingMethod: '',
      recipeName: options.name ?? '',
      generationType: 'prompt',
      language: 'en',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { recipe: CreatedRecipe };
  return body.recipe;
}

test('find a recipe by search and filter, annotate it, scale it and cook it', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  const pasta = await createRecipe(page, { cuisine: 'italian', ingredients: ['spaghetti', 'garlic', 'lemon'], name: 'Lemon garlic spaghetti' });
  const curry = await createRecipe(page, { cuisine: 'thai', ingredients: ['chicken', 'coconut milk', 'basil'], name: 'Thai basil chicken' });

  await page.goto('/my-recipes');
  await expect(page.getByTestId('recipe-count')).toHaveText('2 recipes created');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(2);

  // Search by title.
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill(curry.title.slice(0, 12).toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(curry.title);
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('');

  // Filter by cuisine.
  await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('italian');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(pasta.title);

  // Open it: the card carries from=my-recipes.
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${pasta.id}\\?from=my-recipes$`));
  await expect(page.getByRole('heading', { level: 1, name: pasta.title })).toBeVisible();

  // Notes: edit and cancel restores; then save.
  const notes = page.getByTestId('notes-panel');
  await notes.getByRole('button', { name: 'Add notes' }).click();
  await notes.getByRole('textbox', { name: 'Your notes' }).fill('Discarded draft');
  await notes.getByRole('button', { name: 'Cancel' }).click();
  await expect(notes).not.toContainText('Discarded draft');
  await notes.getByRole('button', { name: 'Add notes' }).click();
  await notes.getByRole('textbox', { name: 'Your notes' }).fill('Add extra lemon zest');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await expect(notes.getByTestId('notes-text')).toHaveText('Add extra lemon zest');
  await page.reload();
  await expect(page.getByTestId('notes-text')).toHaveText('Add extra lemon zest');

  // Scale servings: the quantities change.
  const list = page.getByTestId('ingredient-list');
  const before = await list.innerText();
  const servings = await page.getByTestId('servings-value').innerText();
  const base = Number.parseInt(servings, 10);
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('servings-value')).toHaveText(`${base + 1} servings`);
  await expect(page.getByText(`Quantities scaled from ${base} servings.`)).toBeVisible();
  expect(await list.innerText()).not.toBe(before);

  // Nutrition (Pro): fetch, then hide and show.
  const nutrition = page.getByTestId('nutrition-panel');
  await nutrition.getByRole('button', { name: 'Get nutrition facts' }).click();
  await expect(nutrition.getByTestId('nutrition-values')).toBeVisible();
  await expect(nutrition.getByTestId('nutrition-values')).toContainText('kcal');
  await nutrition.getByRole('button', { name: 'Hide nutrition' }).click();
  await expect(nutrition.getByTestId('nutrition-values')).toBeHidden();
  await nutrition.getByRole('button', { name: 'Show nutrition' }).click();
  await expect(nutrition.getByTestId('nutrition-values')).toBeVisible();

  // Cook mode: one step at a time, arrows move, Escape exits.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const cook = page.getByTestId('cook-mode');
  await expect(cook).toBeVisible();
  await expect(cook.getByText(/^Step 1 of \d+$/)).toBeVisible();
  const first = await cook.getByTestId('cook-step').innerText();
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText(/^Step 2 of \d+$/)).toBeVisible();
  expect(await cook.getByTestId('cook-step').innerText()).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect(cook.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cook).toBeHidden();

  // Back goes to My recipes.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-recipes$/);
});

test('the dashboard shows "and 1 more" after six recipes and opens a sample recipe', async ({ page }) => {
  await signInAs(page, { planType: 'yearly' });
  const foods = ['rice', 'eggs', 'tomato', 'potato', 'mushroom', 'salmon'];
  for (const food of foods) await createRecipe(page, { ingredients: [food, 'onion'] });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  const recent = page.getByTestId('recent-recipes');
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('link', { name: 'and 1 more' })).toHaveAttribute('href', '/my-recipes');
  await expect(page.getByTestId('total-card')).toContainText('6');
  await expect(page.getByTestId('usage-bar')).toHaveAttribute('data-colour', 'green');

  const samples = page.getByTestId('sample-recipe');
  await expect(samples).toHaveCount(5);
  await samples.first().click();
  const modal = page.getByTestId('sample-recipe-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Nutrition per serving' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Each recent recipe opens its page.
  await recent.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/recipe\/[^/?]+$/);
});

test('a free cook sees Unlock nutrition, and missing recipes go back to the dashboard', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  const recipe = await createRecipe(page, { ingredients: ['bread', 'cheese'] });
  await page.goto(`/recipe/${recipe.id}`);
  // The plans say why in one line and know the recipe to come back to after paying.
  await expect(page.getByRole('link', { name: 'Unlock nutrition' })).toHaveAttribute('href', /^\/pricing\?reason=nutrition&return_to=%2Frecipe%2F[\w-]+$/);

  await page.goto('/recipe/does-not-exist');
  await expect(page.getByText('Recipe not found')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/recipe');
  await expect(page).toHaveURL(/\/dashboard$/);
});
