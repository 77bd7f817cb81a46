import { expect, test } from '@playwright/test';
import { dietHousehold } from './household-fixtures';

/** Who's eating on a phone (docs/decisions/056-whos-eating.md). */

test('a household plans its week, says who eats a meal, sees whose profile it breaks and cooks for them', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { owner, veg, nuts } = await dietHousehold(browser, 'Olga Owner', [
    { title: 'Chicken traybake', ingredients: ['4 chicken thighs', '2 potatoes'], instructions: ['Roast everything for 40 minutes.'] },
    { title: 'Walnut pesto pasta', ingredients: ['300 g pasta', '50 g walnuts', '40 g basil'], instructions: ['Boil the pasta for 10 minutes.', 'Toss with the pesto.'] },
    { title: 'Spinach dal', ingredients: ['200 g red lentils', '200 g spinach'], instructions: ['Simmer the lentils for 20 minutes.', 'Stir in the spinach.'] },
  ]);

  const page = owner.page;
  await page.goto('/meal-planner');
  await page.getByRole('button', { name: 'Next week' }).click();
  // Plan the week from suggestions: only what every eater may eat.
  await page.getByRole('button', { name: 'Plan my week' }).click();
  const panel = page.getByTestId('week-suggestions');
  await panel.getByRole('button', { name: 'Suggest dinners' }).click();
  await expect(panel.getByTestId('suggestion').first()).toBeVisible();
  await expect(panel).toContainText('Spinach dal');
  await expect(panel).not.toContainText('Chicken traybake');
  await expect(panel).not.toContainText('Walnut pesto pasta');
  // The other evenings come from the cookbook (marked so): drop them, keep the dal.
  const fromCookbook = panel.getByTestId('suggestion').filter({ has: page.getByTestId('from-cookbook') });
  for (const title of await fromCookbook.locator('p.font-semibold').allTextContents()) {
    await panel.getByRole('button', { name: `Keep ${title.trim()}`, exact: true }).click();
  }
  await panel.getByRole('button', { name: /^Save 1 meal/ }).click();
  await expect(panel).toHaveCount(0);

  // A lunch for everyone with walnuts: the card names who and what.
  await page.getByRole('button', { name: /^Add Lunch on Monday/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('One of your recipes').selectOption({ label: 'Walnut pesto pasta' });
  const eaters = dialog.getByRole('group', { name: "Who's eating" });
  await expect(eaters.getByRole('checkbox', { name: 'Nick Nutfree' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const mark = page.getByTestId('diet-conflict');
  // The title names the walnuts first: one mark per eater and rule.
  await expect(mark).toHaveText(/Contains walnut: Nick Nutfree is allergic \(Tree nuts\)/i);
  await expect(page.getByTestId('diet-conflict')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('eaters-conflict-390.png'), fullPage: true });

  // Nick eats elsewhere: the mark goes.
  await page.getByRole('button', { name: /^Edit Lunch on Monday.*Walnut pesto pasta/ }).click();
  const nick = page.getByRole('dialog').getByRole('checkbox', { name: 'Nick Nutfree' });
  await nick.focus();
  await page.keyboard.press('Space');
  await expect(nick).not.toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('diet-conflict')).toHaveCount(0);
  // The chicken for everyone marks the vegetarian.
  await page.getByRole('button', { name: /^Add Lunch on Tuesday/ }).click();
  await page.getByRole('dialog').getByLabel('One of your recipes').selectOption({ label: 'Chicken traybake' });
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('diet-conflict')).toContainText('Vera Veggie');

  // Cook for Monday's eaters: the creator says for whom.
  await page.getByRole('button', { name: /^Edit Lunch on Monday.*Walnut pesto pasta/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cook for these eaters' }).click();
  await expect(page.getByTestId('cooking-for')).toHaveText(/Cooking for: Olga Owner, Vera Veggie/);
  const box = await page.getByTestId('cooking-for').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  for (const p of [owner, veg, nuts]) await p.context.close();
});
