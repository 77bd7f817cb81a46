import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, uniqueEmail } from './fixtures';
import { axeViolations, sidewaysScroll } from './page-checks';

/**
 * The first ten minutes as new cooks meet them: a German and a Spanish cook
 * on a 390 px phone, an English cook on a 1280 px desktop.
 * - A shared link opened signed out carries the rating and reviews, Share, an invitation to sign
 *   in and cook it (which comes back to the recipe) and the footer's legal links, before any script.
 * - A Pro gate says why in one line and, after paying, brings the cook back to where they were.
 * - A deleted shopping-list item comes back with Undo.
 * - Discover shows the reader's language first, then the others, with counts.
 */

type Language = 'en' | 'es' | 'de';

const WORDS = {
  en: {
    share: 'Share',
    invite: 'Sign in and cook it',
    ratings: 'Ratings & reviews',
    privacy: 'Privacy',
    imprint: 'Imprint',
    email: 'Email',
    name: 'Name',
    continue: 'Continue',
    shareWithCommunity: 'Share with community',
    gate: 'Sharing a recipe to Discover comes with Pro.',
    getPro: 'Get Pro',
    pay: /^Pay /,
    welcome: 'Welcome to Pro!',
    back: 'Back to where you were',
    deleteItem: (name: string) => `Delete ${name}`,
    deleted: 'Item deleted',
    undo: 'Undo',
    restored: (name: string) => `${name} is back on your list`,
    recent: 'Most recent',
    otherLanguages: 'More in other languages',
    languages: { en: 'English', es: 'Spanish', de: 'German' },
    recipes: 'recipes',
    recipe: 'recipe',
    loadMore: 'Load more',
  },
  es: {
    share: 'Compartir',
    invite: 'Inicia sesión y cocínala',
    ratings: 'Valoraciones y reseñas',
    privacy: 'Privacidad',
    imprint: 'Aviso legal',
    email: 'Correo electrónico',
    name: 'Nombre',
    continue: 'Continuar',
    shareWithCommunity: 'Compartir con la comunidad',
    gate: 'Compartir una receta en Descubrir es parte de Pro.',
    getPro: 'Obtener Pro',
    pay: /^Pagar /,
    welcome: '¡Bienvenido a Pro!',
    back: 'Volver a donde estabas',
    deleteItem: (name: string) => `Eliminar ${name}`,
    deleted: 'Artículo eliminado',
    undo: 'Deshacer',
    restored: (name: string) => `${name} vuelve a estar en tu lista`,
    recent: 'Más recientes',
    otherLanguages: 'Más en otros idiomas',
    languages: { en: 'Inglés', es: 'Español', de: 'Alemán' },
    recipes: 'recetas',
    recipe: 'receta',
    loadMore: 'Cargar más',
  },
  de: {
    share: 'Teilen',
    invite: 'Anmelden und nachkochen',
    ratings: 'Bewertungen & Rezensionen',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
    email: 'E-Mail',
    name: 'Name',
    continue: 'Weiter',
    shareWithCommunity: 'Mit der Community teilen',
    gate: 'Ein Rezept in Entdecken teilen gehört zu Pro.',
    getPro: 'Pro holen',
    pay: / bezahlen$/,
    welcome: 'Willkommen bei Pro!',
    back: 'Zurück dorthin, wo du warst',
    deleteItem: (name: string) => `${name} löschen`,
    deleted: 'Artikel gelöscht',
    undo: 'Rückgängig',
    restored: (name: string) => `${name} steht wieder auf deiner Liste`,
    recent: 'Neueste',
    otherLanguages: 'Mehr in anderen Sprachen',
    languages: { en: 'Englisch', es: 'Spanisch', de: 'Deutsch' },
    recipes: 'Rezepte',
    recipe: 'Rezept',
    loadMore: 'Mehr laden',
  },
} as const;

/** A recipe written in each language, for sharing (the share reads the language from its words). */
const RECIPES: Record<Language, { title: string; ingredients: string[]; instructions: string[] }> = {
  en: {
    title: 'Garlic mushrooms',
    ingredients: ['400 g mushrooms', '2 cloves garlic, minced', '1 tbsp olive oil', 'Salt and pepper'],
    instructions: ['Heat the oil in a pan and add the garlic.', 'Add the mushrooms and cook for 8 minutes.', 'Season with salt and pepper and serve.'],
  },
  es: {
    title: 'Champiñones al ajillo',
    ingredients: ['400 g de champiñones', '2 dientes de ajo picados', '1 cucharada de aceite de oliva', 'Sal y pimienta'],
    instructions: ['Calienta el aceite en una sartén y añade el ajo.', 'Añade los champiñones y cocina 8 minutos.', 'Sazona con sal y pimienta y sirve.'],
  },
  de: {
    title: 'Knoblauchpilze',
    ingredients: ['400 g Champignons', '2 Zehen Knoblauch, gehackt', '1 EL Olivenöl', 'Salz und Pfeffer'],
    instructions: ['Das Öl in einer Pfanne erhitzen und den Knoblauch hinzufügen.', 'Die Pilze dazugeben und 8 Minuten braten.', 'Mit Salz und Pfeffer würzen und servieren.'],
  },
};

const CASES: Array<{ language: Language; width: number; height: number }> = [
  { language: 'de', width: 390, height: 844 },
  { language: 'es', width: 390, height: 844 },
  { language: 'en', width: 1280, height: 900 },
];

/** A browser of its own in `language` at the case's size; signed in on `plan` unless null. */
async function person(browser: Browser, c: (typeof CASES)[number], plan: 'free' | 'monthly' | null) {
  const context = await browser.newContext({ viewport: { width: c.width, height: c.height }, locale: c.language });
  await context.addInitScript((lng) => localStorage.setItem('forkcast.language', lng), c.language);
  const page = await context.newPage();
  if (plan) await signInAs(page, { planType: plan, name: 'Nora Neu', email: uniqueEmail(`first-${c.language}`) });
  return { context, page };
}

/** The cook's own recipe in `language`, through the API; answers its id. */
async function writeRecipe(page: Page, language: Language, title: string): Promise<string> {
  const made = await page.request.post('/api/recipes', { data: { ...RECIPES[language], title, language, servings: 2 } });
  expect(made.ok(), await made.text()).toBe(true);
  return ((await made.json()) as { recipe: { id: string } }).recipe.id;
}

async function shareRecipe(page: Page, recipeId: string): Promise<string> {
  const shared = await page.request.post(`/api/recipes/${recipeId}/share`, { data: {} });
  expect(shared.ok(), await shared.text()).toBe(true);
  return ((await shared.json()) as { shared_recipe_id: string }).shared_recipe_id;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}

for (const c of CASES) {
  const w = WORDS[c.language];
  test.describe(`${c.language} at ${c.width} px`, () => {
    test('a shared link opened signed out carries the reviews, Share, the invitation and the legal links; sign-in comes back to the recipe', async ({ browser }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const creator = await person(browser, c, 'monthly');
      const title = `${RECIPES[c.language].title} ${stamp}`;
      const sharedId = await shareRecipe(creator.page, await writeRecipe(creator.page, c.language, title));
      const reviewer = await person(browser, c, 'monthly');
      const review = `Twice this week ${stamp}`;
      expect((await reviewer.page.request.post(`/api/discover/${sharedId}/rate`, { data: { rating: 5 } })).ok()).toBe(true);
      expect((await reviewer.page.request.post(`/api/discover/${sharedId}/review`, { data: { review_text: review } })).ok()).toBe(true);

      const friend = await person(browser, c, null);
      const page = friend.page;
      await page.goto(`/discover/${sharedId}`);
      // Before any script runs (nothing woke the app): the worker's page holds it all.
      const shell = page.locator('#server-shell');
      await expect(shell.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const ratings = shell.getByRole('region', { name: w.ratings });
      await expect(ratings).toContainText(review);
      await expect(ratings.getByTestId('shell-rating-summary')).toContainText('5');
      await expect(shell.getByRole('button', { name: w.share })).toBeVisible();
      await expect(shell.getByRole('button', { name: w.invite })).toBeVisible();
      const footer = shell.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: w.privacy })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: w.imprint })).toHaveAttribute('href', '/imprint');
      await expectNoSidewaysScroll(page);
      const axe = await axeViolations(page);
      expect(axe.found, JSON.stringify(axe.found, null, 1)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`shared-signed-out-${c.language}-${c.width}.png`), fullPage: true });

      // "Sign in and cook it", pressed at once on a fresh page (the checks above may have woken the
      // app, which takes the shell away): the app answers it, and sign-in comes back here. The press
      // is the click event alone: a pointer's click first scrolls and moves to the button, which
      // wakes the app too, and the click then waited for a button that was gone (it did on CI).
      await page.goto(`/discover/${sharedId}`);
      await shell.getByRole('button', { name: w.invite }).dispatchEvent('click');
      await expect(page).toHaveURL(/\/dev\/sign-in/, { timeout: 20_000 });
      await page.getByLabel(w.email, { exact: true }).fill(uniqueEmail(`friend-${c.language}`));
      await page.getByLabel(w.name, { exact: true }).fill('Frida Freund');
      await page.getByRole('button', { name: w.continue, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/discover/${sharedId}$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(review)).toBeVisible();

      for (const p of [creator, reviewer, friend]) await p.context.close();
    });

    test('a Pro gate says why in one line and, after paying, brings the cook back to the recipe', async ({ browser }) => {
      test.setTimeout(120_000);
      const cook = await person(browser, c, 'free');
      const page = cook.page;
      const recipeId = await writeRecipe(page, c.language, `${RECIPES[c.language].title} ${Date.now().toString(36)}`);
      await page.goto(`/recipe/${recipeId}`);
      await page.getByRole('link', { name: w.shareWithCommunity }).click();
      await expect(page).toHaveURL(/\/pricing\?reason=share&return_to=/);
      await expect(page.getByTestId('pro-gate-note')).toContainText(w.gate);
      await expectNoSidewaysScroll(page);

      await page.getByRole('region', { name: /^Pro/ }).getByRole('button', { name: w.getPro, exact: true }).click();
      await expect(page).toHaveURL(/\/dev\/checkout\?session_id=/, { timeout: 20_000 });
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(/\/subscription\/success\?session_id=[^&]+&return_to=/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible({ timeout: 20_000 });
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: w.back }).click();
      await expect(page).toHaveURL(new RegExp(`/recipe/${recipeId}$`));
      // Pro now: sharing opens its dialog instead of the plans.
      await expect(page.getByRole('button', { name: w.shareWithCommunity })).toBeVisible({ timeout: 15_000 });
      await cook.context.close();
    });

    test('a deleted shopping-list item comes back with Undo', async ({ browser }) => {
      test.setTimeout(90_000);
      const cook = await person(browser, c, 'monthly');
      const page = cook.page;
      const name = `Feta ${Date.now().toString(36)}`;
      const added = await page.request.post('/api/shopping-list', { data: { name, quantity: 200, unit: 'g' } });
      expect(added.ok(), await added.text()).toBe(true);
      await page.goto('/shopping-list');
      await page.getByRole('button', { name: w.deleteItem(name) }).click();
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(page.getByRole('button', { name: w.deleteItem(name) })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: w.undo, exact: true }).click();
      await expect(page.getByText(w.restored(name))).toBeVisible();
      await expect(page.getByRole('button', { name: w.deleteItem(name) })).toBeVisible();
      const list = (await (await page.request.get('/api/shopping-list')).json()) as { items: Array<{ name: string; quantity: number | null; unit: string | null }> };
      expect(list.items.filter((i) => i.name === name)).toEqual([expect.objectContaining({ name, quantity: 200, unit: 'g' })]);
      await cook.context.close();
    });

    test("Discover shows the reader's language first, then the others with their counts", async ({ browser }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const creator = await person(browser, c, 'monthly');
      const titles = {} as Record<Language, string>;
      for (const language of ['en', 'es', 'de'] as const) {
        titles[language] = `${RECIPES[language].title} ${stamp}`;
        await shareRecipe(creator.page, await writeRecipe(creator.page, language, titles[language]));
      }
      const reader = await person(browser, c, 'monthly');
      const page = reader.page;
      const counts = (await (await page.request.get('/api/discover/languages')).json()) as { languages: Array<{ language: Language; count: number }>; total: number };
      const countOf = (language: Language) => counts.languages.find((l) => l.language === language)?.count ?? 0;

      await page.goto('/discover');
      await page.getByRole('button', { name: w.recent }).click();
      const filter = page.getByRole('group').filter({ has: page.getByRole('button', { name: new RegExp(`^${w.languages[c.language]} \\d`) }) });
      await expect(filter.getByRole('button', { name: new RegExp(`^${w.languages[c.language]} ${countOf(c.language)} `) })).toHaveAttribute('aria-pressed', 'true');
      await expect(filter.getByRole('button', { name: new RegExp(` ${counts.total} ${w.recipes}$`) })).toBeVisible();
      await expect(page.getByRole('link', { name: titles[c.language] })).toBeVisible();

      // The reader's language may hold more than a page: its end, then the other languages.
      const others = page.getByTestId('other-languages');
      while ((await others.count()) === 0) {
        await page.getByRole('button', { name: w.loadMore }).first().click();
        await page.waitForTimeout(300);
      }
      await expect(others.getByRole('heading', { level: 2, name: w.otherLanguages })).toBeVisible();
      for (const language of (['en', 'es', 'de'] as const).filter((l) => l !== c.language)) {
        const section = page.getByTestId(`other-language-${language}`);
        const n = countOf(language);
        await expect(section.getByRole('heading', { level: 3 })).toHaveText(`${w.languages[language]} · ${n} ${n === 1 ? w.recipe : w.recipes}`);
        await expect(section.getByRole('link', { name: titles[language] })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`discover-languages-${c.language}-${c.width}.png`), fullPage: false });
      for (const p of [creator, reader]) await p.context.close();
    });
  });
}
