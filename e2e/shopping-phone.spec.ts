import { expect, localDate, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone the list built from the plan starts in the first screen and a tick moves the item at once', async ({
  page,
  signIn,
}) => {
  await signIn({ planType: 'monthly' });
  // Today's lunch and dinner with a dozen ingredients between them: a long report and a long list.
  // Both on today, so they are in the shown week whatever the weekday (a Sunday's tomorrow is not).
  const recipes = [
    ['Vegetable soup', ['2 carrots', '1 leek', '3 potatoes', '1 onion', '2 cloves garlic', '1 liter vegetable stock']],
    ['Lemon pasta', ['400 g spaghetti', '2 lemons', '100 g parmesan', '200 ml cream', '1 bunch basil', '50 g butter']],
  ] as const;
  for (const [i, [title, ingredients]] of recipes.entries()) {
    const made = await page.request.post('/api/recipes', { data: { title, ingredients, instructions: ['Cook it.'], servings: 2 } });
    expect(made.status(), await made.text()).toBe(201);
    const { recipe } = (await made.json()) as { recipe: { id: string } };
    const planned = await page.request.post('/api/meal-plans', { data: { plan_date: localDate(0), meal_type: i === 0 ? 'lunch' : 'dinner', recipe_id: recipe.id } });
    expect(planned.status(), await planned.text()).toBe(201);
  }
  await page.goto('/meal-planner');
  await page.getByRole('button', { name: 'Generate shopping list' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);

  // The report is one collapsed line; the checklist's first item shows without scrolling.
  const report = page.getByTestId('generation-report');
  await expect(report.getByTestId('report-summary')).toContainText('added 12');
  await expect(report.getByTestId('report-added')).toBeHidden();
  const pending = page.getByRole('region', { name: 'To buy' });
  const first = pending.getByTestId('shopping-item').first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await first.boundingBox();
  expect(box, 'first item box').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);

  // A tick moves the item to the basket at once, without a reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const name = (await first.getByRole('checkbox').getAttribute('aria-label'))?.replace(/^Mark (.+) as bought$/, '$1') ?? '';
  expect(name).not.toBe('');
  await expect(page.getByTestId('pending-count')).toHaveText('12 items to buy');
  await first.getByRole('checkbox').click();
  const basket = page.getByRole('region', { name: 'In the basket' });
  await expect(basket.getByRole('checkbox', { name: `Mark ${name} as not bought` })).toBeVisible();
  await expect(pending.getByRole('checkbox', { name: `Mark ${name} as bought` })).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toHaveText('11 items to buy');
  await expect(basket.getByText('Ticked items appear here.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The server has it too.
  await page.reload();
  await expect(page.getByRole('region', { name: 'In the basket' }).getByRole('checkbox', { name: `Mark ${name} as not bought` })).toBeVisible();
});
