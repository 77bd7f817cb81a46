import { expect, test } from '@playwright/test';
import { dietHousehold } from './household-fixtures';

test('plans a week from suggestions in a household with a vegetarian and a nut allergy', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  // The owner's recipes: two break someone's profile.
  const recipes = [
    { title: 'Chicken traybake', ingredients: ['4 chicken thighs', '2 potatoes'], instructions: ['Roast everything for 40 minutes.'] },
    { title: 'Walnut pesto pasta', ingredients: ['300 g pasta', '50 g walnuts', '40 g basil'], instructions: ['Boil the pasta for 10 minutes.', 'Toss with the pesto.'] },
    { title: 'Spinach dal', ingredients: ['200 g red lentils', '200 g spinach'], instructions: ['Simmer the lentils for 20 minutes.', 'Stir in the spinach.'] },
    { title: 'Tomato soup', ingredients: ['1 kg tomatoes', '1 onion'], instructions: ['Simmer for 20 minutes.', 'Blend.'] },
  ];
  // The household: two members with their own profiles.
  const { owner, veg, nuts } = await dietHousehold(browser, 'Paula Planner', recipes);

  await owner.page.goto('/meal-planner');
  // The last two days of the week, so there are always slots left to fill.
  await owner.page.getByRole('button', { name: 'Next week' }).click();
  await owner.page.getByRole('button', { name: 'Plan my week' }).click();
  const panel = owner.page.getByTestId('week-suggestions');
  await expect(panel.getByRole('heading', { name: 'Suggested week' })).toBeFocused();
  await expect(panel.getByRole('checkbox', { name: 'Vera Veggie' })).toBeChecked();
  await panel.getByRole('button', { name: 'Suggest dinners' }).click();
  const rows = panel.getByTestId('suggestion');
  await expect(rows.first()).toBeVisible();
  await expect(panel).toContainText('Spinach dal');
  await expect(panel).toContainText('Tomato soup');
  await expect(panel).not.toContainText('Chicken traybake');
  await expect(panel).not.toContainText('Walnut pesto pasta');
  await owner.page.screenshot({ path: testInfo.outputPath('plan-my-week-390.png'), fullPage: true });
  // The other evenings come from the cookbook (marked so); drop them and the soup, keep the dal.
  const fromCookbook = rows.filter({ has: owner.page.getByTestId('from-cookbook') });
  for (const title of await fromCookbook.locator('p.font-semibold').allTextContents()) {
    await panel.getByRole('button', { name: `Keep ${title.trim()}`, exact: true }).click();
  }
  await panel.getByRole('button', { name: 'Keep Tomato soup' }).click();
  await panel.getByRole('button', { name: 'Save 1 meal' }).click();
  await expect(panel).toHaveCount(0);
  await expect(owner.page.getByRole('link', { name: 'Open the recipe Spinach dal' }).first()).toBeVisible();
  await expect(owner.page.getByText('Tomato soup')).toHaveCount(0);

  for (const p of [owner, veg, nuts]) await p.context.close();
});
