import { expect, test, type Page } from '@playwright/test';
import { localDate, signInAs } from './fixtures';

/** A recipe written by hand through the API, as the signed-in browser user. */
async function writeRecipe(page: Page, title: string, ingredients: string[]) {
  const res = await page.request.post('/api/recipes', {
    data: { title, ingredients, instructions: ['Cook it.'], servings: 2 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function addPantryItem(page: Page, name: string, fields: { quantity?: string; unit?: string; expiry?: string }) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to pantry' });
  await dialog.getByLabel('Name').fill(name);
  if (fields.quantity) await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.unit) await dialog.getByLabel('Unit').selectOption(fields.unit);
  if (fields.expiry) await dialog.getByLabel('Expiry date').fill(fields.expiry);
  await dialog.getByRole('button', { name: 'Add to pantry' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pantry-card').filter({ hasText: name })).toBeVisible();
}

test('a week of cooking: pantry with expiry dates, a planned week, the list built from it, shopping on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, { planType: 'monthly' });

  // Pantry: three items with expiry dates, then the four filters.
  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Your pantry is empty' })).toBeVisible();
  await addPantryItem(page, 'Rice', { quantity: '1', unit: 'kg', expiry: localDate(30) });
  await addPantryItem(page, 'Milk', { quantity: '1', unit: 'liters', expiry: localDate(2) });
  await addPantryItem(page, 'Yogurt', { quantity: '0.5', unit: 'kg', expiry: localDate(-1) });
  const filters = page.getByRole('group', { name: 'Show' });
  await expect(filters.getByRole('button')).toHaveText(['All3', 'Fresh1', 'Expiring soon1', 'Expired1']);
  const cards = page.getByTestId('pantry-card');
  // Expired cards are tinted red, expiring ones yellow, fresh ones stay neutral.
  await expect(cards).toHaveCount(3);
  const tints = await cards.evaluateAll((list) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return Object.fromEntries(
      list.map((card) => {
        ctx.fillStyle = '#fff'; // the page behind a translucent tint
        ctx.fillRect(0, 0, 1, 1);
        ctx.fillStyle = getComputedStyle(card).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        return [card.querySelector('h3')?.textContent ?? '', Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))];
      }),
    );
  });
  const tint = (name: string): [number, number, number] => {
    const [r = NaN, g = NaN, b = NaN] = tints[name] ?? [];
    return [r, g, b];
  };
  const [er, eg, eb] = tint('Yogurt');
  expect(er - Math.max(eg, eb), `expired tint ${tint('Yogurt')}`).toBeGreaterThan(8);
  const [sr, sg, sb] = tint('Milk');
  expect(Math.min(sr, sg) - sb, `expiring tint ${tint('Milk')}`).toBeGreaterThan(8);
  const [fr, fg, fb] = tint('Rice');
  expect(Math.max(fr, fg, fb) - Math.min(fr, fg, fb), `fresh card ${tint('Rice')}`).toBeLessThan(8);
  await filters.getByRole('button', { name: /Expiring soon/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Milk');
  await expect(cards.first()).toContainText('Expires in 2 days');
  await filters.getByRole('button', { name: /Expired/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Expired 1 day ago');
  await filters.getByRole('button', { name: /Fresh/ }).click();
  await expect(cards).toHaveText([/Rice/]);

  // The dashboard counts what expires soon; "Cook what's expiring" writes a recipe from it.
  await page.goto('/dashboard');
  const expiringCard = page.getByTestId('expiring-card');
  await expect(expiringCard).toContainText('1 item expires within 3 days');
  await expect(expiringCard).toContainText('1 item has expired');
  await expiringCard.getByRole('link', { name: 'Open pantry' }).click();
  await expect(page).toHaveURL(/\/pantry$/);
  await page.getByRole('button', { name: "Cook what's expiring" }).click();
  await expect(page.getByTestId('ingredient-list').getByRole('listitem')).toHaveText(['Milk']);
  await page.getByRole('button', { name: 'Generate quick recipe' }).click();
  await expect(page.getByText('Recipe generated!')).toBeVisible();
  // The cookbook's dish that uses the milk (a milk pudding such as muhallebi or rice pudding).
  await expect(page.getByRole('heading', { level: 2 })).toContainText(/milk|pudding|muhallebi|arroz con leche/i);

  // Three recipes, one written in the editor, planned in this week.
  await writeRecipe(page, 'Pizza', ['0.5 kg flour', '1 tomato', 'a pinch of salt']);
  await writeRecipe(page, 'Rice pudding', ['200 g rice', '250 ml milk']);
  await page.goto('/my-recipes');
  await page.getByRole('link', { name: 'Write a recipe' }).first().click();
  await page.getByLabel('Title').fill('Tomato bread');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('200 g flour');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).press('Enter');
  await page.getByRole('textbox', { name: 'Ingredient 2' }).fill('2 tomatoes');
  await page.getByRole('textbox', { name: 'Ingredient 2' }).press('Enter');
  await page.getByRole('textbox', { name: 'Ingredient 3' }).fill('salt to taste');
  await page.getByRole('textbox', { name: 'Step 1' }).fill('Rub the tomatoes on toasted bread.');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato bread' })).toBeVisible();

  // A tomato is already on the list: the plan's tomatoes merge into it.
  await page.goto('/shopping-list');
  await page.getByRole('textbox', { name: 'Item', exact: true }).fill('Tomato');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Item added to shopping list')).toBeVisible();

  await page.goto('/meal-planner');
  await expect(page.getByTestId('planner-empty')).toBeVisible();
  for (const title of ['Tomato bread', 'Pizza', 'Rice pudding']) {
    // The first free dinner of the week: Monday, Tuesday, Wednesday.
    await page.getByRole('button', { name: /^Add Dinner on/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Dinner' });
    await dialog.getByLabel('One of your recipes').selectOption({ label: title });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('planned-meal').filter({ hasText: title })).toBeVisible();
  }

  // Generate: flour merged across recipes (200 g + 0.5 kg), tomatoes into the pending item,
  // rice and milk covered by the pantry.
  await page.getByRole('button', { name: 'Generate shopping list' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  const report = page.getByTestId('generation-report');
  await expect(report.getByTestId('report-added')).toContainText('700 g');
  await expect(report.getByTestId('report-added')).toContainText('For: Tomato bread, Pizza');
  await expect(report.getByTestId('report-merged')).toContainText('+3 pieces');
  await expect(report.getByTestId('report-skipped')).toContainText(/rice: in your pantry \(1 kg\)/i);
  await expect(report.getByTestId('report-skipped')).toContainText(/milk: in your pantry \(1 liter\)/i);
  const flour = page.getByTestId('shopping-item').filter({ hasText: /flour/i });
  await expect(flour).toContainText('700 g');
  await expect(flour.getByTestId('item-recipes')).toHaveText('For: Tomato bread, Pizza');
  const tomato = page.getByTestId('shopping-item').filter({ has: page.getByRole('checkbox', { name: 'Mark Tomato as bought' }) });
  await expect(tomato).toContainText('4 pieces');
  await expect(tomato.getByTestId('item-recipes')).toHaveText('For: Tomato bread, Pizza');

  // In the shop, one-handed: tick on a phone, then move what was bought to the pantry.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const tickFlour = page.getByRole('checkbox', { name: /Mark flour as bought/i });
  const box = await tickFlour.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await tickFlour.click();
  await page.getByRole('checkbox', { name: 'Mark Tomato as bought' }).click();
  await expect(page.getByRole('checkbox', { name: /Mark flour as not bought/i })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Move purchased to pantry' }).click();
  await expect(page.getByText('2 items moved to the pantry')).toBeVisible();
  await expect(page.getByTestId('shopping-item').filter({ hasText: /flour/i })).toHaveCount(0);

  await page.goto('/pantry');
  await expect(page.getByTestId('pantry-card').filter({ hasText: /flour/i })).toContainText('700 g');
});

test('a free user sees the upgrade pages of the pantry, the shopping list and the meal planner', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  for (const path of ['/pantry', '/shopping-list', '/meal-planner']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Upgrade required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute('href', '/pricing');
  }
  await page.getByRole('link', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
