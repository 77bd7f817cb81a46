import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * Your data (docs/decisions/026-export-and-import.md): the export downloads a zip that opens and holds the recipes, and the
 * same zip imported into another account shows them in My recipes.
 */
const TITLE = 'Export Test Shakshuka';

test('export downloads a zip with the recipes; importing it into another account shows them', async ({ page }) => {
  await signInAs(page, { name: 'Ada Exporter' });
  const created = await page.request.post('/api/recipes', {
    data: { title: TITLE, ingredients: ['4 eggs', '400 g tomatoes', '1 pepper'], instructions: ['Simmer the sauce', 'Poach the eggs'] },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/settings#your-data');
  const section = page.getByRole('region', { name: 'Your data' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^forkcast-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section.getByRole('status')).toContainText('Saved as forkcast-export-');

  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  expect(JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()))).toMatchObject({ format: 'forkcast-export', version: 1, recipes: 1 });
  const markdown = Object.entries(files).find(([name]) => name.startsWith('recipes/') && name.endsWith('.md'));
  expect(strFromU8(markdown?.[1] ?? new Uint8Array())).toContain(`# ${TITLE}`);
  const jsonLd = Object.entries(files).find(([name]) => name.endsWith('.jsonld'));
  expect(JSON.parse(strFromU8(jsonLd?.[1] ?? new Uint8Array()))).toMatchObject({ '@type': 'Recipe', name: TITLE, recipeIngredient: ['4 eggs', '400 g tomatoes', '1 pepper'] });

  // Another account: import the file through the settings page.
  await page.context().clearCookies();
  await signInAs(page, { name: 'Bo Importer' });
  await page.goto('/settings#your-data');
  await section.getByLabel('Export file (.zip)').setInputFiles(path);
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(section.getByText('1 recipe added')).toBeVisible();

  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();

  // The same file again adds nothing.
  await page.goto('/settings#your-data');
  await section.getByLabel('Export file (.zip)').setInputFiles(path);
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(section.getByText('1 recipe was already in your account.')).toBeVisible();
  await expect(section.getByText('0 recipes added')).toBeVisible();
});
