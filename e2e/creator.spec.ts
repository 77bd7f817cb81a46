import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures';

/** A real 96x64 PNG (a red and green chequerboard): the offline chef finds no ingredients in it. */
function pngFile() {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAhklEQVR42u3aMQ0AMAgEQORUBEqqrsIqphoYoZf8/Ak3foibq5R9spTu/QEIECBAgAABAgQIECBAgAABAjQM6LeDq/2AAAECBAgQIECAAAECBAgQIEDTgAxmFkVAgAABAgQIECBAgAABAgQIkP8gg5lFERAgQIAAAQIECBAgQIAAAQI0FugBpreJtFjVsxsAAAAASUVORK5CYII=';
  return { name: 'fridge.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function generateQuickByApi(page: Page, ingredient: string) {
  const res = await page.request.post('/api/generate-recipe', {
    data: { ingredients: [ingredient], type: 'quick', generationType: 'prompt', language: 'en' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a free cook types ingredients and gets a quick recipe from the offline chef', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Recipe creation progress' }).locator('[aria-current="step"]')).toHaveText(
    /Upload/,
  );
  await page.getByRole('button', { name: 'Start with description' }).click();
  await expect(page.getByTestId('generate-hint')).toHaveText('Please add a recipe description or ingredients to continue');
  await expect(page.getByRole('button', { name: 'Generate quick recipe' })).toBeDisabled();

  const add = page.getByRole('textbox', { name: 'Add an ingredient' });
  await add.fill('  chicken breast  ');
  await add.press('Enter');
  await add.fill('lemon');
  await add.press('Enter');
  await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText(['chicken breast', 'lemon']);
  await expect(page.getByTestId('usage-banner')).toContainText('0 of 3 recipes used this month');

  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await expect(page.getByText('Recipe generated!')).toBeVisible();
  await expect(page.getByTestId('offline-chef')).toContainText('Written by the offline demo chef');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(/chicken/i);
  const steps = page.getByTestId('recipe-steps');
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  await expect(steps.locator('strong').first()).toBeVisible();
  await expect(steps).not.toContainText('**');

  const open = page.getByRole('link', { name: 'Open saved recipe' });
  await expect(open).toHaveAttribute('href', /^\/recipe\/[\w-]+$/);
  await page.getByRole('button', { name: 'New recipe' }).click();
  await expect(page.getByTestId('upload-dropzone')).toBeVisible();
});

test('uploading a PNG to the offline chef reaches customize saying it cannot see photos, with no placeholder ingredient', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await expect(page.getByTestId('no-vision-note')).toContainText('The local chef cannot see photos');
  await page.getByTestId('upload-input').setInputFiles(pngFile());
  await expect(page.getByTestId('photo-not-read')).toBeVisible();
  await expect(page.getByText('No ingredients yet. Add what you have.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Recipe creation progress' }).locator('[aria-current="step"]')).toHaveText(
    /Customise/
  );
  // The photo went through the server: its preview is shown; generate waits for an ingredient.
  await expect(page.getByRole('img', { name: 'Preview of your ingredient photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate quick recipe' })).toBeDisabled();

  // The free plan: customisation is locked and opens the upsell.
  await expect(page.getByText('Pro Feature')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cuisine' })).toBeDisabled();
  await page.getByRole('button', { name: 'Unlock customised recipes' }).click();
  await expect(page.getByRole('dialog', { name: 'Unlock customisation' })).toBeVisible();
  await page.getByRole('button', { name: 'Maybe later' }).click();

  // Clearing the image goes back to upload.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByTestId('upload-dropzone')).toBeVisible();
});

test('a wrong file type is refused inline', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  await page.getByTestId('upload-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert')).toHaveText('Please select a valid image file (JPG, PNG, WebP, GIF, SVG)');
});

test('a free cook who has used the 3 recipes of the month sees the limit upsell', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  for (const ingredient of ['egg', 'rice']) await generateQuickByApi(page, ingredient);
  await page.goto('/');
  await page.getByRole('button', { name: 'Start with description' }).click();
  await page.getByRole('button', { name: 'Mushroom risotto' }).click();
  await expect(page.getByTestId('usage-banner')).toContainText('2 of 3 recipes used this month');
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await expect(page.getByText('Recipe generated!')).toBeVisible();

  await page.getByRole('button', { name: 'New recipe' }).click();
  await page.getByRole('button', { name: 'Start with description' }).click();
  await expect(page.getByTestId('usage-banner')).toContainText('3 of 3 recipes used this month');
  await page.getByRole('textbox', { name: 'Add an ingredient' }).fill('tofu');
  await page.getByRole('textbox', { name: 'Add an ingredient' }).press('Enter');
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();

  const dialog = page.getByRole('dialog', { name: 'Recipe limit reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have used every recipe your plan includes this month. Upgrade to keep cooking.');
  await expect(page.getByTestId('creator-error')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'See Pro plans' }).click();
  // The plans page knows where the cook was, to bring them back after paying.
  await expect(page).toHaveURL(/\/pricing\?(?:.*&)?return_to=%2F(?:&|$)/);
});

test('a Pro chef generates a customised recipe in German', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('forkcast.language', 'de'));
  await signInAs(page, { planType: 'monthly' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was kochen wir heute?');
  await page.getByRole('button', { name: 'Mit Beschreibung beginnen' }).click();
  const add = page.getByRole('textbox', { name: 'Zutat hinzufügen' });
  await add.fill('Hähnchen');
  await add.press('Enter');
  await add.fill('Zucchini');
  await add.press('Enter');

  await expect(page.getByText('Pro-Funktion')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Küche' }).click();
  await page.getByRole('option', { name: 'Italienisch' }).click();
  await page.getByRole('combobox', { name: 'Garmethode' }).click();
  // The cookbook's Italian chicken dish that braises (pollo alla cacciatora).
  await page.getByRole('option', { name: 'Schmoren' }).click();
  await page.getByRole('button', { name: 'Individuelles Rezept erstellen' }).click();

  await expect(page.getByText('Rezept erstellt!')).toBeVisible();
  await expect(page.getByTestId('offline-chef')).toContainText('Geschrieben vom Offline-Demo-Koch');
  await expect(page.getByText('Italienisch', { exact: true })).toBeVisible();
  await expect(page.getByText('· Schmoren', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zubereitung' })).toBeVisible();
  // The offline chef wrote the recipe itself in German.
  await expect(page.getByTestId('recipe-steps')).toContainText('Minuten');
  await expect(page.getByRole('heading', { level: 2 })).toContainText(/Hähnchen|Cacciatora/i);
});
