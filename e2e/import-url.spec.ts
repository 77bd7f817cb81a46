import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Recipe import from a web address, end to end. The e2e server runs with the fixture web
 * (e2e/import-web, bound only under FORKCAST_IMPORT_FIXTURES=1; docs/decisions/022-import-end-to-end-fixture.md): the worker checks each address with the production rules, then its
 * fetches to `*.example` are answered by fixture pages instead of the internet.
 */
const RECIPE_PAGE = 'https://recipes.example/shakshuka';
const NO_RECIPE_PAGE = 'https://recipes.example/about';

async function openImport(page: Page): Promise<Locator> {
  await page.goto('/my-recipes');
  await page.getByRole('button', { name: 'Import recipe' }).first().click();
  return page.getByRole('dialog', { name: 'Import a recipe' });
}

async function importAddress(dialog: Locator, address: string) {
  await dialog.getByLabel('Recipe page address').fill(address);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
}

test('import from a recipe page: title, ingredients, sectioned steps, picture and source', async ({ page }) => {
  await signInAs(page);
  const dialog = await openImport(page);
  await importAddress(dialog, RECIPE_PAGE);

  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weeknight Shakshuka' })).toBeVisible();
  await expect(page.getByText('400 g chopped tomatoes')).toBeVisible();
  await expect(page.getByText('A handful of parsley')).toBeVisible();
  // HowToSection steps are flattened, each section's name leading its first step.
  await expect(page.getByText('For the sauce:')).toBeVisible();
  await expect(page.getByText('Make four hollows in the sauce and crack an egg into each.')).toBeVisible();

  // The picture was copied to R2 and is served by the app, not hot-linked from the page.
  const picture = page.getByRole('img', { name: 'Your photo' });
  await expect(picture).toHaveAttribute('src', /^\/api\/images\/p\/[0-9a-f-]+\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);

  const source = page.getByRole('link', { name: 'Source: recipes.example' });
  await expect(source).toHaveAttribute('href', RECIPE_PAGE);

  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: 'Weeknight Shakshuka' })).toBeVisible();
});

test('import: a redirect to this machine, a page without a recipe and a loopback address each get a clear message', async ({ page }) => {
  await signInAs(page);
  const dialog = await openImport(page);

  // A public-looking page that redirects to 127.0.0.1: the hop is checked and refused.
  await importAddress(dialog, 'https://recipes.example/go/admin');
  await expect(dialog.getByRole('alert')).toHaveText(/That address cannot be imported/);

  await importAddress(dialog, NO_RECIPE_PAGE);
  await expect(dialog.getByRole('alert')).toHaveText(/We could not find a recipe there/);
  await expect(dialog.getByLabel('Recipe page address')).toHaveValue(NO_RECIPE_PAGE);

  await importAddress(dialog, 'http://127.0.0.1/admin');
  await expect(dialog.getByRole('alert')).toHaveText(/That address cannot be imported/);

  // Nothing was saved.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No recipes yet')).toBeVisible();
});
