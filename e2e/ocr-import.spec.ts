import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';

/**
 * A photographed cookbook page becomes a recipe with the offline defaults (no vision model): the
 * server answers 422 vision_unavailable, the browser reads the page with tesseract.js from the
 * app's own /ocr/ files, the text lands in the text import for review, and the cook saves it
 * (docs/decisions/041-reading-recipes-photos.md). The page is a printed recipe this test renders.
 * The reading times go to <tmpdir>/forkcast-ocr-timing.json (outside test-results/, which the next
 * run empties) for docs/bench.md (scripts/bench/ocr.ts).
 */

const PRINTED_PAGE = `<!doctype html><html><body style="margin:0;background:#fbf8f1">
<article id="page" style="width:900px;padding:48px 56px;font-family:'DejaVu Serif','Liberation Serif',Georgia,serif;color:#222;font-size:30px;line-height:1.45">
  <h1 style="font-size:46px;margin:0 0 24px">Lemon Rice</h1>
  <p style="margin:0 0 20px">Serves 4</p>
  <h2 style="font-size:34px;margin:0 0 8px">Ingredients</h2>
  <p style="margin:0">300 g long grain rice</p>
  <p style="margin:0">2 lemons</p>
  <p style="margin:0 0 20px">3 tbsp butter</p>
  <h2 style="font-size:34px;margin:0 0 8px">Method</h2>
  <p style="margin:0">1. Cook the rice in salted water until tender.</p>
  <p style="margin:0">2. Stir in the butter and the lemon juice.</p>
</article></body></html>`;

test('a photo of a printed recipe is read in the browser and saved as a recipe', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The "photo": the printed page rendered and captured as a PNG.
  const printer = await context.newPage();
  await printer.setContent(PRINTED_PAGE);
  const photo = await printer.locator('#page').screenshot({ type: 'png' });
  await printer.close();

  const ocrRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ocr/')) ocrRequests.push(new URL(request.url()).pathname);
  });

  await signInAs(page);
  await page.goto('/my-recipes');
  // The reader is not part of the first load.
  expect(ocrRequests).toEqual([]);
  await page.getByRole('button', { name: 'Import recipe' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('tab', { name: 'Photo of a page' }).click();
  await dialog.getByLabel('Take or choose photos').setInputFiles({ name: 'lemon-rice.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByText('Page 1: lemon-rice.png')).toBeVisible();

  const started = Date.now();
  await dialog.getByRole('button', { name: 'Read the recipe' }).click();
  await expect(dialog.getByText('Reading page 1 of 1…').first()).toBeVisible({ timeout: 60_000 });
  const loaded = Date.now();
  const text = dialog.getByLabel('Recipe text');
  await expect(text).toBeFocused({ timeout: 60_000 });
  const read = Date.now();
  await expect(dialog.getByText(/Read from your photo/)).toBeVisible();
  await expect(text).toHaveValue(/Lemon Rice/);
  await expect(text).toHaveValue(/300 g long grain rice/);
  // Everything the reader needed came from the app itself.
  expect(ocrRequests.length).toBeGreaterThan(0);
  expect(ocrRequests.every((path) => path.startsWith('/ocr/'))).toBe(true);

  // The cook corrects the text before importing it.
  await text.fill(((await text.inputValue()) + '\n3. Serve warm.').replace(/\n{3,}/g, '\n\n'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemon Rice' })).toBeVisible();
  await expect(page.getByText('300 g long grain rice')).toBeVisible();
  await expect(page.getByText('2 lemons')).toBeVisible();
  await expect(page.getByText('3 tbsp butter')).toBeVisible();
  await expect(page.getByText('Serve warm.')).toBeVisible();

  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { name: 'Lemon Rice' })).toBeVisible();

  writeFileSync(
    join(tmpdir(), 'forkcast-ocr-timing.json'),
    JSON.stringify({ loadMs: loaded - started, readMs: read - loaded, totalMs: read - started, pages: 1, photo: { bytes: photo.byteLength } }),
  );
});
