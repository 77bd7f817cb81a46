import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures';
import { sidewaysScroll } from './page-checks';

/**
 * A recipe imported from a food blog keeps only the recipe, and says where it came from
 * (docs/product.md "Recipe import"). The pages are the team's blog fixtures (core/reading/recipe-chatter.fixtures.ts),
 * served by the fixture web (e2e/import-web) to the worker's real importer: a story above the
 * recipe, "pin it" and newsletter calls inside the steps, an affiliate notice. The cook sees the
 * steps without the chatter, no story as the description, the source named on the page and in
 * print, and a footer that never says the recipe was created with Forkcast.
 */
const CASES = [
  {
    language: 'en', width: 1280, height: 900, address: 'https://blog.example/creamy-tomato-soup', title: 'Creamy Tomato Soup',
    step: 'Blend until smooth, stir in the cream and season to taste.',
    chatter: [/pin it/i, /newsletter/i, /instagram/i, /snowed in/i],
    ui: { open: 'Import recipe', dialog: 'Import a recipe', address: 'Recipe page address', submit: 'Import', source: 'Source: blog.example', footer: /Imported from blog\.example on/, created: /Created with Forkcast/ },
  },
  {
    language: 'de', width: 390, height: 844, address: 'https://blog.example/kartoffelsuppe', title: 'Kartoffelsuppe mit Würstchen',
    step: 'Alles in der Brühe 20 Minuten köcheln lassen.',
    chatter: [/pinterest/i, /newsletter/i, /instagram/i, /Zum Rezept springen/, /Oma/],
    ui: { open: 'Rezept importieren', dialog: 'Ein Rezept importieren', address: 'Adresse der Rezeptseite', submit: 'Importieren', source: 'Quelle: blog.example', footer: /Importiert von blog\.example am/, created: /Erstellt mit Forkcast/ },
  },
  {
    language: 'es', width: 390, height: 844, address: 'https://blog.example/tortilla-de-patatas', title: 'Tortilla de patatas',
    step: 'Mezcla con los huevos batidos y cuaja la tortilla 3 minutos por cada lado.',
    chatter: [/pinterest/i, /boletín/i, /instagram/i, /abuela/],
    ui: { open: 'Importar receta', dialog: 'Importar una receta', address: 'Dirección de la página de la receta', submit: 'Importar', source: 'Fuente: blog.example', footer: /Importada de blog\.example el/, created: /Creada con Forkcast/ },
  },
] as const;

test.describe.configure({ mode: 'parallel' });

for (const c of CASES) {
  test.describe(`${c.language} at ${c.width} px`, () => {
    test.use({ viewport: { width: c.width, height: c.height } });

    test('a blog import keeps only the recipe and names its source on the page and in print', async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('forkcast.language', language), c.language);
      await signInAs(page);
      await page.goto('/my-recipes');
      await page.getByRole('button', { name: c.ui.open }).first().click();
      const dialog = page.getByRole('dialog', { name: c.ui.dialog });
      await dialog.getByLabel(c.ui.address).fill(c.address);
      await dialog.getByRole('button', { name: c.ui.submit, exact: true }).click();

      await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByText(c.step)).toBeVisible();
      const main = page.getByRole('main');
      const text = await main.innerText();
      for (const chatter of c.chatter) expect(text, `${chatter} is blog chatter, not the recipe`).not.toMatch(chatter);

      await expect(page.getByRole('link', { name: c.ui.source })).toHaveAttribute('href', c.address);
      await expect(page.getByText(c.ui.footer)).toBeVisible();
      expect(text).not.toMatch(c.ui.created);
      expect(await sidewaysScroll(page)).toBe(0);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByText(c.ui.footer)).toBeVisible();
      await expect(page.getByText(c.address).or(page.getByText(c.ui.source)).first()).toBeVisible();
    });
  });
}
