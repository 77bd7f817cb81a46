import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './fixtures';
import { axeViolations, sidewaysScroll } from './page-checks';

// Every test signs in its own cook: the two workers share the file's 24 tests.
test.describe.configure({ mode: 'parallel' });

/**
 * The cookbook on the creator (docs/cookbook.md, docs/product.md "Cook from what I have"), as a new
 * cook meets it with the offline chef, in en, es and de on a 390 px phone and a 1280 px desktop: a
 * named dish comes back as that dish; a fridge list typed with commas gives a recipe; a dish the
 * cookbook does not know answers with the closest dishes, one tap from being cooked, and costs
 * nothing; "What can I cook with these?" lists dishes with what is at hand and cooks one.
 */

const WORDS = {
  en: {
    describe: 'Start with description',
    description: 'Recipe name or description',
    quick: 'Generate quick recipe',
    add: 'Add an ingredient',
    findMatches: 'What can I cook with these?',
    offerTitle: 'The cookbook does not know this dish yet',
    offerList: 'Dishes the cookbook knows',
    cookThis: 'Cook this',
    matchesTitle: 'What you can cook',
    atHand: /\d+ of \d+ at hand/,
    carbonara: 'spaghetti carbonara',
    carbonaraTitle: /carbonara/i,
    fridge: 'eggs, tomatoes, onion, peppers',
    unknown: 'Zorblax moon stew',
  },
  es: {
    describe: 'Empezar con una descripción',
    description: 'Nombre o descripción de la receta',
    quick: 'Generar receta rápida',
    add: 'Añadir un ingrediente',
    findMatches: '¿Qué puedo cocinar con esto?',
    offerTitle: 'El recetario todavía no conoce este plato',
    offerList: 'Platos que conoce el recetario',
    cookThis: 'Cocinar esto',
    matchesTitle: 'Lo que puedes cocinar',
    atHand: /\d+ de \d+ a mano/,
    carbonara: 'espaguetis a la carbonara',
    carbonaraTitle: /carbonara/i,
    fridge: 'huevos, tomates, cebolla, pimientos',
    unknown: 'Guiso lunar de Zorblax',
  },
  de: {
    describe: 'Mit Beschreibung beginnen',
    description: 'Rezeptname oder Beschreibung',
    quick: 'Schnelles Rezept erstellen',
    add: 'Zutat hinzufügen',
    findMatches: 'Was kann ich damit kochen?',
    offerTitle: 'Das Kochbuch kennt dieses Gericht noch nicht',
    offerList: 'Gerichte, die das Kochbuch kennt',
    cookThis: 'Das koche ich',
    matchesTitle: 'Was du kochen kannst',
    atHand: /\d+ von \d+ vorrätig/,
    carbonara: 'Spaghetti Carbonara',
    carbonaraTitle: /carbonara/i,
    fridge: 'Eier, Tomaten, Zwiebel, Paprika',
    unknown: 'Zorblax-Mondeintopf',
  },
} as const;

type Language = keyof typeof WORDS;
const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
] as const;

async function cook(browser: Browser, lng: Language, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  await context.addInitScript((language) => localStorage.setItem('forkcast.language', language), lng);
  const page = await context.newPage();
  await signInAs(page, { planType: 'free' });
  await page.goto('/');
  return { context, page, w: WORDS[lng] };
}

async function usedThisMonth(page: Page): Promise<number> {
  const res = await page.request.get('/api/usage');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { used: number }).used;
}

async function describeDish(page: Page, w: (typeof WORDS)[Language], text: string) {
  await page.getByRole('button', { name: w.describe }).click();
  await page.getByRole('textbox', { name: w.description }).fill(text);
  await page.getByRole('button', { name: w.quick }).click();
}

const recipeTitle = (page: Page) => page.locator('#created-recipe-title');

/** What a page at 390 px must never do: scroll sideways. */
async function noSidewaysScroll(page: Page) {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
}

async function noAxeViolation(page: Page) {
  const { found } = await axeViolations(page);
  expect(found).toEqual([]);
}

/** Full-page screenshots to look at, only when asked (E2E_SHOTS=1): they cost a second each. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

for (const lng of Object.keys(WORDS) as Language[]) {
  for (const size of SIZES) {
    test.describe(`${lng} at ${size.width} px`, () => {
      test('a named dish comes back as that dish', async ({ browser }) => {
        const { context, page, w } = await cook(browser, lng, size);
        await describeDish(page, w, w.carbonara);
        await expect(recipeTitle(page)).toHaveText(w.carbonaraTitle, { timeout: 20_000 });
        await expect(recipeTitle(page)).not.toHaveText(/instead of|en lugar de|statt/i);
        await expect(page.getByTestId('recipe-steps').getByRole('listitem').first()).toBeVisible();
        await context.close();
      });

      test('a fridge list typed with commas gives a recipe that uses it', async ({ browser }) => {
        const { context, page, w } = await cook(browser, lng, size);
        await page.getByRole('button', { name: w.describe }).click();
        await page.getByRole('textbox', { name: w.add }).fill(w.fridge);
        await page.getByRole('textbox', { name: w.add }).press('Enter');
        await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveCount(4);
        await page.getByRole('button', { name: w.quick }).click();
        await expect(recipeTitle(page)).toBeVisible({ timeout: 20_000 });
        await expect(recipeTitle(page)).not.toHaveText(/instead of|en lugar de|statt/i);
        await expect(page.getByTestId('recipe-steps').getByRole('listitem').first()).toBeVisible();
        await context.close();
      });

      test('an unknown dish answers with the closest dishes, costs nothing, and one tap cooks one', async ({ browser }) => {
        const { context, page, w } = await cook(browser, lng, size);
        const before = await usedThisMonth(page);
        await describeDish(page, w, w.unknown);
        const offer = page.getByTestId('dish-offer');
        await expect(offer.getByRole('heading', { name: w.offerTitle })).toBeFocused({ timeout: 20_000 });
        const list = offer.getByRole('list', { name: w.offerList });
        const first = list.getByRole('listitem').first();
        await expect(first).toBeVisible();
        expect(await usedThisMonth(page)).toBe(before);
        if (size.width === 390) {
          await noSidewaysScroll(page);
          if (lng !== 'en') await shot(page, `alternatives-${lng}-390`);
        }
        await noAxeViolation(page);
        const button = first.getByRole('button', { name: new RegExp(`^${w.cookThis}: `) });
        const title = ((await button.getAttribute('aria-label')) ?? '').slice(`${w.cookThis}: `.length);
        await button.click();
        await expect(recipeTitle(page)).toHaveText(title, { timeout: 20_000 });
        await context.close();
      });

      test('What can I cook with these? lists dishes with what is at hand and cooks one', async ({ browser }) => {
        const { context, page, w } = await cook(browser, lng, size);
        await page.getByRole('button', { name: w.describe }).click();
        await page.getByRole('textbox', { name: w.add }).fill(w.fridge);
        await page.getByRole('textbox', { name: w.add }).press('Enter');
        await page.getByRole('button', { name: w.findMatches }).click();
        const panel = page.getByTestId('cook-from');
        await expect(panel.getByRole('heading', { name: w.matchesTitle })).toBeFocused({ timeout: 20_000 });
        const match = panel.getByTestId('cook-from-match').first();
        await expect(match.getByTestId('cook-from-count')).toHaveText(w.atHand);
        if (size.width === 390) {
          await noSidewaysScroll(page);
          if (lng !== 'en') await shot(page, `cook-from-${lng}-390`);
        }
        await noAxeViolation(page);
        // The first cookbook dish: cooked with its dish_id.
        const cookButton = panel.getByRole('button', { name: new RegExp(`^${w.cookThis}: `) }).first();
        const title = ((await cookButton.getAttribute('aria-label')) ?? '').slice(`${w.cookThis}: `.length);
        // Keyboard: the button is reached and pressed without a pointer.
        await cookButton.focus();
        await page.keyboard.press('Enter');
        await expect(recipeTitle(page)).toHaveText(title, { timeout: 20_000 });
        await context.close();
      });
    });
  }
}
