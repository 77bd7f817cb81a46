import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

test('a cook allergic to peanuts saves the profile and gets satay without peanuts from the offline chef', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/settings#diet');
  const diet = page.getByRole('region', { name: 'Diet and allergies' });
  await diet.getByRole('checkbox', { name: 'Peanuts' }).check();
  await diet.getByRole('textbox', { name: 'Foods you dislike' }).fill('cilantro');
  await diet.getByRole('textbox', { name: 'Foods you dislike' }).press('Enter');
  await diet.getByRole('button', { name: 'Save diet and allergies' }).click();
  await expect(page.getByText('Diet and allergies saved')).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Start with description' }).click();
  await page.getByRole('textbox', { name: 'Recipe name or description' }).fill('Chicken satay');
  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  for (const ingredient of ['chicken thighs', 'peanut butter', 'cilantro', 'lime']) {
    await add.fill(ingredient);
    await add.press('Enter');
  }
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await expect(page.getByText('Recipe generated!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(/chicken satay/i);
  const main = page.getByRole('main');
  await expect(main).toContainText('chicken thighs');
  await expect(main).toContainText('lime');
  await expect(main).not.toContainText(/peanut|cilantro/i);
});
