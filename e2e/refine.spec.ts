import { expect, test } from './fixtures';

/**
 * Refine on a 390 px phone (docs/decisions/055-refine-and-recipe-versions.md): a chicken recipe
 * refined to vegetarian becomes a new version without chicken, and the version list opens the
 * original, which still has its chicken. The editor refines too, from the saved recipe, and waits
 * while its form has unsaved changes (docs/decisions/067-refine-from-the-editor.md).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('refine to vegetarian and back to the original', async ({ page, signIn }) => {
  await signIn({ planType: 'monthly' });
  const made = await page.request.post('/api/recipes', {
    data: {
      title: 'Lemon chicken with rice',
      ingredients: ['300 g chicken breast', '150 g basmati rice', '1 lemon', '2 tbsp olive oil'],
      instructions: [
        'Simmer the rice in salted water for 12 minutes until tender.',
        'Fry the chicken in the oil for 10 minutes until cooked through.',
        'Squeeze over the lemon and serve.',
      ],
      servings: 2,
      prep_time: 10,
      cook_time: 25,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { recipe } = (await made.json()) as { recipe: { id: string } };

  await page.goto(`/recipe/${recipe.id}`);
  const ingredients = page.getByTestId('ingredient-list');
  await expect(ingredients).toContainText('chicken');

  const panel = page.getByTestId('refine-panel');
  await panel.getByRole('button', { name: 'Refine' }).click();
  await panel.getByRole('button', { name: 'Vegetarian', exact: true }).click();

  // The new version opens: another address, no chicken, and the list of versions.
  await expect(page).not.toHaveURL(new RegExp(`/recipe/${recipe.id}$`), { timeout: 20_000 });
  await expect(page.getByText('New version saved')).toBeVisible();
  await expect(page.getByTestId('ingredient-list')).not.toContainText(/chicken/i);
  const versions = page.getByRole('navigation', { name: 'Versions' });
  await expect(versions.getByRole('link')).toHaveCount(2);
  await expect(versions.getByRole('link', { name: /Make it vegetarian/ })).toHaveAttribute('aria-current', 'page');

  // Nothing on the phone is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The original is one tap away, and still has its chicken.
  await versions.getByRole('link', { name: /Original/ }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}$`));
  await expect(page.getByTestId('ingredient-list')).toContainText('chicken');
  await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('link', { name: /Original/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // From the editor: Refine waits while the form has unsaved changes, then makes a third version.
  await page.goto(`/recipe/${recipe.id}/edit`);
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue('Lemon chicken with rice');
  const editorPanel = page.getByTestId('refine-panel');
  const refine = editorPanel.getByRole('button', { name: 'Refine' });
  await title.fill('Lemon chicken with rice and herbs');
  await expect(refine).toHaveAttribute('aria-disabled', 'true');
  await expect(editorPanel).toContainText('Save or cancel them first');
  await title.fill('Lemon chicken with rice');
  await expect(refine).not.toHaveAttribute('aria-disabled');
  await refine.click();
  await editorPanel.getByRole('button', { name: 'For 4 people' }).click();
  await expect(page).not.toHaveURL(/\/edit$/, { timeout: 20_000 });
  await expect(page).not.toHaveURL(new RegExp(`/recipe/${recipe.id}$`));
  await expect(page.getByRole('navigation', { name: 'Versions' }).getByRole('link')).toHaveCount(3);
});
