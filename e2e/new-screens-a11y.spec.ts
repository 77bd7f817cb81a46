import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs, uniqueEmail, wakeApp } from './fixtures';
import { readFocusRings } from './focus-rings';
import { axeViolations } from './page-checks';
import { dietHousehold } from './household-fixtures';
import { LONG_WORD } from './screens';

/**
 * The screens of the refine, who's-eating and reader's-language wave, each open state on a 390 px
 * phone with realistic data: axe-core finds no violation (the tags of the sweep in e2e/a11y.spec.ts),
 * focus moves to what appears and back to the control that opened it, every focus ring reached by
 * Tab is drawn (2 px, 3:1 against what is behind it), and nothing scrolls sideways at 320 px.
 */
const PHONE = { width: 390, height: 844 };

async function expectNoAxeViolation(page: Page, state: string) {
  const { found } = await axeViolations(page);
  expect.soft(found, `axe on ${state}`).toEqual([]);
}

/** Nothing wider than a 320 px screen (then back to the phone's width). */
async function expectNoSidewaysScroll(page: Page, state: string) {
  await page.setViewportSize({ width: 320, height: PHONE.height });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${state}: sideways scroll at 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE);
}

/** From `start`, Tab through `stops` controls: each one shows a ring of at least 2 px and 3:1. */
async function expectFocusRings(page: Page, start: Locator, stops: number, state: string) {
  await start.focus();
  const readings = await readFocusRings(page, stops);
  expect.soft(readings.length, `${state}: controls reached by Tab`).toBeGreaterThan(0);
  expect.soft(readings.filter((r) => r.ratio < 3 || r.width < 2), `${state}: focus rings`).toEqual([]);
}

/** The refine panel's words in a language (web/locales/<lng>/refine.json). */
function refineStrings(lng: 'en' | 'de'): Record<'open' | 'title' | 'freeText' | 'submit' | 'versions', string> {
  return JSON.parse(readFileSync(new URL(`../web/locales/${lng}/refine.json`, import.meta.url), 'utf8'));
}

async function person(browser: Browser, name: string, language?: string) {
  const context = await browser.newContext({ viewport: PHONE });
  if (language) await context.addInitScript((lng) => localStorage.setItem('forkcast.language', lng), language);
  const page = await context.newPage();
  await signInAs(page, { planType: 'monthly', name, email: uniqueEmail(name.toLowerCase().split(' ')[0]) });
  return { context, page };
}

for (const lng of ['en', 'de'] as const) {
  test(`the refine panel and the version list in ${lng}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const t = refineStrings(lng);
    const { context, page } = await person(browser, 'Rita Refiner', lng);
    const made = await page.request.post('/api/recipes', {
      data: {
        // A long word in the title: the version list and the panel must still fit a 320 px screen.
        title: `Lemon chicken ${LONG_WORD}`,
        ingredients: ['300 g chicken breast', '150 g basmati rice', '1 lemon', '2 tbsp olive oil'],
        instructions: ['Simmer the rice for 12 minutes.', 'Fry the chicken in the oil for 10 minutes.', 'Squeeze over the lemon and serve.'],
        servings: 2,
        prep_time: 10,
        cook_time: 25,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { recipe } = (await made.json()) as { recipe: { id: string } };
    const refined = await page.request.post(`/api/recipes/${recipe.id}/refine`, { data: { instruction: 'Make it vegetarian', language: 'en' } });
    expect(refined.status(), await refined.text()).toBe(201);
    const version = ((await refined.json()) as { recipe: { id: string } }).recipe;

    // The refined version: the list marks it (on a tint), the original one tap away.
    await page.goto(`/recipe/${version.id}`);
    const versions = page.getByRole('navigation', { name: t.versions });
    await expect(versions.getByRole('link')).toHaveCount(2);
    await expectNoAxeViolation(page, 'the recipe with its versions');
    await expectNoSidewaysScroll(page, 'the recipe with its versions');
    // From the original's link: the current version's link (on its tint), and what follows.
    await expectFocusRings(page, versions.getByRole('link').first(), 1, 'version links');

    // Opening the panel moves focus into it; its controls show their rings.
    const panel = page.getByTestId('refine-panel');
    const trigger = panel.getByRole('button', { name: t.open, exact: true });
    await trigger.click();
    const heading = panel.getByRole('heading', { name: t.title });
    await expect(heading).toBeFocused();
    await expectNoAxeViolation(page, 'the refine panel open');
    await expectNoSidewaysScroll(page, 'the refine panel open');
    await expectFocusRings(page, heading, 6, 'the refine panel');

    // Escape closes it and gives focus back to Refine; so does Refine itself.
    await panel.getByLabel(t.freeText).focus();
    await page.keyboard.press('Escape');
    await expect(heading).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await trigger.click();
    await expect(heading).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // An instruction the offline chef does not understand: the error is announced and keeps the panel.
    await trigger.click();
    await panel.getByLabel(t.freeText).fill('Make it taste like the sea at dawn');
    await panel.getByRole('button', { name: t.submit }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await expectNoAxeViolation(page, 'the refine panel with an error');
    await expectNoSidewaysScroll(page, 'the refine panel with an error');
    await context.close();
  });
}

test("who's eating in the meal dialog", async ({ browser }) => {
  test.setTimeout(120_000);
  const { owner, veg, nuts } = await dietHousehold(browser, 'Olga Owner', [
    { title: 'Walnut pesto pasta', ingredients: ['300 g pasta', '50 g walnuts', '40 g basil'], instructions: ['Boil the pasta for 10 minutes.', 'Toss with the pesto.'] },
  ]);
  const page = owner.page;
  await page.goto('/meal-planner');
  const add = page.getByRole('button', { name: /^Add Lunch on Monday/ });
  await add.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('One of your recipes').selectOption({ label: 'Walnut pesto pasta' });
  const eaters = dialog.getByRole('group', { name: "Who's eating" });
  await expect(eaters.getByRole('checkbox')).toHaveCount(3);
  await expectNoAxeViolation(page, 'the meal dialog with the eaters');
  await expectNoSidewaysScroll(page, 'the meal dialog with the eaters');
  await expectFocusRings(page, dialog.getByLabel('One of your recipes'), 6, 'the meal dialog');
  // One eater fewer, by keyboard: still no violation.
  const nick = eaters.getByRole('checkbox', { name: 'Nick Nutfree' });
  await nick.focus();
  await page.keyboard.press('Space');
  await expect(nick).not.toBeChecked();
  await expectNoAxeViolation(page, 'the eaters with one unchecked');
  // Closing gives focus back to the slot's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  for (const person of [owner, veg, nuts]) await person.context.close();
});

test('the language filter on Discover and the translate bar', async ({ browser }) => {
  test.setTimeout(90_000);
  const creator = await person(browser, 'Greta Koch');
  const reader = await person(browser, 'Ann Reader');
  const title = `Kartoffelsalat ${Date.now().toString(36)}`;
  const made = await creator.page.request.post('/api/recipes', {
    data: {
      title,
      language: 'de',
      servings: 4,
      ingredients: ['1 kg festkochende Kartoffeln', '1 Zwiebel, fein gehackt', '2 EL Essig', 'Salz und Pfeffer'],
      instructions: ['Die Kartoffeln in der Schale 20 Minuten kochen.', 'Die Zwiebel mit dem Essig mischen.', 'Alles vermengen.'],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { recipe } = (await made.json()) as { recipe: { id: string } };
  const shared = await creator.page.request.post(`/api/recipes/${recipe.id}/share`, { data: { share_message: 'Wie bei Oma' } });
  expect(shared.ok(), await shared.text()).toBe(true);
  const sharedId = ((await shared.json()) as { shared_recipe_id: string }).shared_recipe_id;

  const page = reader.page;
  await page.goto('/discover');
  const filter = page.getByRole('group', { name: 'Recipe language' });
  await expect(filter.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolation(page, 'Discover in English only');
  await expectNoSidewaysScroll(page, 'Discover in English only');
  const all = filter.getByRole('button', { name: 'All languages' });
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toBeFocused();
  await page.getByRole('button', { name: 'Most recent' }).click();
  await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) }).getByTestId('language-badge')).toBeVisible();
  await expectNoAxeViolation(page, 'Discover in all languages');
  await expectNoSidewaysScroll(page, 'Discover in all languages');
  await expectFocusRings(page, filter.getByRole('button', { name: 'English' }), 2, 'the language filter');

  await page.goto(`/discover/${sharedId}`);
  await wakeApp(page);
  const bar = page.getByTestId('translate-bar');
  // Offline the server cannot translate: the bar says which language the recipe is in and offers
  // no Translate button (GET /api/users/me chef.translates is false).
  await expect(bar).toContainText('Written in German');
  await expect(bar.getByRole('button', { name: 'Translate to English' })).toHaveCount(0);
  await expectNoAxeViolation(page, 'the translate bar');
  await expectNoSidewaysScroll(page, 'the translate bar');
  await expectFocusRings(page, page.getByRole('heading', { level: 1 }), 3, 'the shared recipe');
  await creator.context.close();
  await reader.context.close();
});
