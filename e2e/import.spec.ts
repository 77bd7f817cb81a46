import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Recipe import in the browser: the server's own address is refused, pasted text becomes a
 * recipe. Importing from a page runs against the fixture web in import-url.spec.ts.
 */
const TEXT = `Kartoffelsalat
Für 4 Portionen

Zutaten
- 1 kg festkochende Kartoffeln
- 1 Zwiebel
- 3 EL Essig

Zubereitung
1. Die Kartoffeln kochen, pellen und in Scheiben schneiden.
2. Die Zwiebel fein würfeln und mit Essig mischen.
3. Alles vermengen und ziehen lassen.`;

test('import: a local address is refused, pasted text becomes a recipe', async ({ page, baseURL }) => {
  await signInAs(page);
  await page.goto('/my-recipes');
  const opener = page.getByRole('button', { name: 'Import recipe' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });

  await dialog.getByLabel('Recipe page address').fill(`${baseURL ?? 'http://localhost'}/`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/That address cannot be imported/);

  await dialog.getByRole('tab', { name: 'Pasted text' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Recipe text').fill(TEXT);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kartoffelsalat' })).toBeVisible();
  await expect(page.getByText('1 kg festkochende Kartoffeln')).toBeVisible();
  await expect(page.getByText('Alles vermengen und ziehen lassen.')).toBeVisible();
  // A pasted recipe has no source page, so no source link.
  await expect(page.getByRole('link', { name: /^Source:/ })).toHaveCount(0);

  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: 'Kartoffelsalat' })).toBeVisible();
});
