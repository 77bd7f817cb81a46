import { expect, test } from '@playwright/test';
import { signInAs, uniqueEmail } from './fixtures';
import { axeViolations, sidewaysScroll } from './page-checks';

/**
 * Plan my week with three recipes (docs/decisions/048-plan-my-week.md "Few recipes"): a
 * vegetarian cook's week is filled from their one fitting recipe and the cookbook, each cookbook
 * suggestion marked as such; the meat recipe and the broken one (it chops the stock) are never
 * offered; a kept cookbook dish becomes the cook's recipe and is planned. At 390 px in German and
 * 1280 px in English.
 */
const RECIPES = [
  {
    title: 'Spinach dal',
    ingredients: ['200 g red lentils', '200 g spinach', '1 onion'],
    instructions: ['Simmer the lentils in 600 ml water for 20 minutes.', 'Stir in the spinach.'],
  },
  {
    title: 'Leek and potato soup',
    ingredients: ['2 leeks', '500 g potatoes', '1 litre vegetable stock', '2 tbsp butter'],
    instructions: [
      'Finely chop the vegetable stock and the leeks.',
      'Melt the butter in a pot and soften the leeks for 8 minutes.',
      'Add the potatoes and the stock and simmer for 20 minutes, then blend.',
    ],
  },
  { title: 'Chicken traybake', ingredients: ['4 chicken thighs', '2 potatoes'], instructions: ['Roast everything for 40 minutes.'] },
];

const WORDS = {
  de: { planner: 'Meine Woche planen', next: 'Nächste Woche', go: 'Abendessen vorschlagen', fromCookbook: 'Aus dem Kochbuch', keep: (t: string) => `${t} behalten`, save: '2 Mahlzeiten speichern', open: (t: string) => `Rezept ${t} öffnen` },
  en: { planner: 'Plan my week', next: 'Next week', go: 'Suggest dinners', fromCookbook: 'From the cookbook', keep: (t: string) => `Keep ${t}`, save: 'Save 2 meals', open: (t: string) => `Open the recipe ${t}` },
} as const;

for (const { lng, width, height } of [
  { lng: 'de', width: 390, height: 844 },
  { lng: 'en', width: 1280, height: 900 },
] as const) {
  test(`plans a vegetarian's week from three recipes and the cookbook (${lng}, ${width} px)`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const words = WORDS[lng];
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript((language) => localStorage.setItem('forkcast.language', language), lng);
    const page = await context.newPage();
    await signInAs(page, { planType: 'monthly', name: 'Vera Week', email: uniqueEmail('vera') });
    expect((await page.request.put('/api/diet-profile', { data: { diets: ['vegetarian'], allergens: [], dislikes: [] } })).ok()).toBe(true);
    for (const data of RECIPES) {
      const made = await page.request.post('/api/recipes', { data: { ...data, servings: 2, prep_time: 10, cook_time: 25 } });
      expect(made.ok(), await made.text()).toBe(true);
    }

    await page.goto('/meal-planner');
    // Next week: all seven dinners are empty whatever today is.
    await page.getByRole('button', { name: words.next }).click();
    await page.getByRole('button', { name: words.planner }).click();
    const panel = page.getByTestId('week-suggestions');
    await panel.getByRole('button', { name: words.go }).click();
    const rows = panel.getByTestId('suggestion');
    await expect(rows).toHaveCount(7);
    await expect(panel).toContainText('Spinach dal');
    await expect(panel).not.toContainText('Chicken traybake');
    await expect(panel).not.toContainText('Leek and potato soup');
    const cookbookRows = rows.filter({ has: page.getByTestId('from-cookbook') });
    await expect(cookbookRows).toHaveCount(6);
    await expect(cookbookRows.first()).toContainText(words.fromCookbook);
    // The dal is the cook's own: not marked.
    await expect(rows.filter({ hasText: 'Spinach dal' }).getByTestId('from-cookbook')).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    expect((await axeViolations(page)).found).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`plan-week-cookbook-${lng}-${width}.png`), fullPage: true });

    // Keep the dal and the first cookbook dish; drop the other five.
    const titles = (await cookbookRows.locator('p.font-semibold').allTextContents()).map((t) => t.trim());
    const [kept, ...dropped] = titles;
    for (const title of dropped) await panel.getByRole('button', { name: words.keep(title), exact: true }).click();
    await panel.getByRole('button', { name: words.save }).click();
    await expect(panel).toHaveCount(0, { timeout: 60_000 });

    // The kept dish is now one of the cook's recipes, planned for its evening.
    const mine = (await (await page.request.get('/api/my-recipes')).json()) as { recipes: { id: string; title: string }[] };
    expect(mine.recipes).toHaveLength(4);
    const cooked = mine.recipes.find((r) => !RECIPES.some((own) => own.title === r.title))!;
    expect(cooked).toBeDefined();
    expect(kept).toBeTruthy();
    await expect(page.getByRole('link', { name: words.open(cooked.title) }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: words.open('Spinach dal') }).first()).toBeVisible();
    await context.close();
  });
}

test('the German planner fits 320 px: day cards within the screen, nothing sideways, with a long compound title planned', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  await context.addInitScript(() => localStorage.setItem('forkcast.language', 'de'));
  const page = await context.newPage();
  await signInAs(page, { planType: 'monthly', name: 'Dora Schmal', email: uniqueEmail('dora') });
  const made = await page.request.post('/api/recipes', {
    data: {
      title: 'Kartoffellauchsuppe mit Räuchertofuwürfeln und Petersilienöl',
      ingredients: ['500 g Kartoffeln', '1 Stange Lauch'],
      instructions: ['Alles 20 Minuten köcheln lassen.', 'Pürieren.'],
      servings: 2,
      prep_time: 10,
      cook_time: 20,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { recipe } = (await made.json()) as { recipe: { id: string } };
  const today = new Date();
  const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  expect((await page.request.post('/api/meal-plans', { data: { plan_date: date, meal_type: 'lunch', recipe_id: recipe.id } })).ok()).toBe(true);
  await page.goto('/meal-planner');
  await expect(page.getByTestId('day-list')).toBeVisible();
  await expect(page.getByTestId('planned-meal').first()).toBeVisible();
  const widths = await page.getByTestId('day-list').locator(':scope > li').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
  expect(Math.max(...widths)).toBeLessThanOrEqual(320);
  expect(await sidewaysScroll(page)).toBe(0);
  await context.close();
});
