import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './fixtures';
import { sidewaysScroll } from './page-checks';

// Every test signs in its own cook: the two workers share the file's tests.
test.describe.configure({ mode: 'parallel' });

/**
 * A new cook's first minutes on the creator with the offline chef (issue "The first ten minutes"),
 * at 390 px in de and es and at 1280 px in en: before and after a photo the creator says, in the
 * cook's language, that the local chef cannot see photos, adds no placeholder ingredient and offers
 * typing; a list typed with commas becomes one ingredient per name, "salt, to taste" kept whole.
 */

const WORDS = {
  en: {
    offline: 'The local chef cannot see photos',
    notRead: 'nothing was read from yours',
    typeInstead: 'Type ingredients',
    empty: 'No ingredients yet. Add what you have.',
    placeholder: 'Mixed ingredients',
    add: 'Add an ingredient',
    quick: 'Generate quick recipe',
    list: 'Zucchini, feta, eggs, tomatoes, onion; salt, to taste',
    items: ['Zucchini', 'feta', 'eggs', 'tomatoes', 'onion', 'salt, to taste'],
  },
  es: {
    offline: 'El chef local no puede ver fotos',
    notRead: 'no se ha leído nada de la tuya',
    typeInstead: 'Escribir ingredientes',
    empty: 'Aún no hay ingredientes. Añade lo que tengas.',
    placeholder: 'Ingredientes variados',
    add: 'Añadir un ingrediente',
    quick: 'Generar receta rápida',
    list: 'calabacín, queso feta, huevos, tomates, cebolla; sal, al gusto',
    items: ['calabacín', 'queso feta', 'huevos', 'tomates', 'cebolla', 'sal, al gusto'],
  },
  de: {
    offline: 'Der lokale Koch kann keine Fotos sehen',
    notRead: 'deshalb wurde aus deinem nichts gelesen',
    typeInstead: 'Zutaten eintippen',
    empty: 'Noch keine Zutaten. Füge hinzu, was du da hast.',
    placeholder: 'Gemischte Zutaten',
    add: 'Zutat hinzufügen',
    quick: 'Schnelles Rezept erstellen',
    list: 'Zucchini, Feta, Eier, Tomaten, Zwiebel; Salz, nach Geschmack',
    items: ['Zucchini', 'Feta', 'Eier', 'Tomaten', 'Zwiebel', 'Salz, nach Geschmack'],
  },
} as const;

type Language = keyof typeof WORDS;
const RUNS: Array<{ lng: Language; width: number; height: number }> = [
  { lng: 'de', width: 390, height: 844 },
  { lng: 'es', width: 390, height: 844 },
  { lng: 'en', width: 1280, height: 800 },
];

/** A real 96x64 PNG (a red and green chequerboard). */
function pngFile() {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAhklEQVR42u3aMQ0AMAgEQORUBEqqrsIqphoYoZf8/Ak3foibq5R9spTu/QEIECBAgAABAgQIECBAgAABAjQM6LeDq/2AAAECBAgQIECAAAECBAgQIEDTgAxmFkVAgAABAgQIECBAgAABAgQIkP8gg5lFERAgQIAAAQIECBAgQIAAAQI0FugBpreJtFjVsxsAAAAASUVORK5CYII=';
  return { name: 'fridge.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function cook(browser: Browser, lng: Language, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript((language) => localStorage.setItem('forkcast.language', language), lng);
  const page = await context.newPage();
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  return { context, page, w: WORDS[lng] };
}

for (const { lng, width, height } of RUNS) {
  test.describe(`${lng} at ${width} px`, () => {
    test('the photo path without a model says the local chef cannot see photos, before and after, and adds no placeholder', async ({ browser }) => {
      const { context, page, w } = await cook(browser, lng, width, height);
      await expect(page.getByTestId('no-vision-note')).toContainText(w.offline);
      await page.getByTestId('upload-input').setInputFiles(pngFile());
      await expect(page.getByTestId('photo-not-read')).toContainText(w.notRead);
      await expect(page.getByText(w.empty)).toBeVisible();
      await expect(page.getByText(w.placeholder)).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.quick })).toBeDisabled();
      // No English reaches a Spanish or German cook on the way.
      if (lng !== 'en') await expect(page.locator('main')).not.toContainText(/Mixed ingredients|No specific ingredients|cannot see photos/);
      if (width === 390) expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // Typing is offered instead: the list goes in and generate is allowed.
      await page.getByRole('textbox', { name: w.add }).fill(w.list);
      await page.getByRole('textbox', { name: w.add }).press('Enter');
      await expect(page.getByRole('button', { name: w.quick })).toBeEnabled();
      await context.close();
    });

    test('"Type ingredients" opens typing instead of a photo', async ({ browser }) => {
      const { context, page, w } = await cook(browser, lng, width, height);
      await page.getByRole('button', { name: w.typeInstead }).click();
      await expect(page.getByRole('textbox', { name: w.add })).toBeVisible();
      await context.close();
    });

    test('a list typed with commas becomes one ingredient per name, "salt, to taste" kept whole', async ({ browser }) => {
      const { context, page, w } = await cook(browser, lng, width, height);
      await page.getByRole('button', { name: w.typeInstead }).click();
      const field = page.getByRole('textbox', { name: w.add });
      await field.fill(w.list);
      await field.press('Enter');
      await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText([...w.items]);
      await expect(field).toHaveValue('');
      await context.close();
    });

    test('Back and Forward keep what was typed in the creator', async ({ browser }) => {
      const { context, page, w } = await cook(browser, lng, width, height);
      await page.getByRole('button', { name: w.typeInstead }).click();
      const field = page.getByRole('textbox', { name: w.add });
      await field.fill(w.list);
      await field.press('Enter');
      await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveCount(w.items.length);
      await page.goto('/pricing');
      await page.goBack();
      await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText([...w.items]);
      await page.goForward();
      await expect(page).toHaveURL(/\/pricing$/);
      await page.goBack();
      await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText([...w.items]);
      await context.close();
    });
  });
}
