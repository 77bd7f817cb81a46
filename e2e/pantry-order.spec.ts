import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('on a phone the pantry lists the most urgent first, and an item moved from the list shows an estimated expiry', async ({ page, signIn }, testInfo) => {
  await signIn({ planType: 'monthly' });
  const items = [
    { name: 'Rice', expiry_date: null },
    { name: 'Chicken thighs', expiry_date: inDays(2) },
    { name: 'Spinach', expiry_date: inDays(-2) },
    { name: 'Milk', expiry_date: inDays(0) },
    { name: 'Yogurt', expiry_date: inDays(-1) },
  ];
  for (const data of items) expect((await page.request.post('/api/pantry', { data })).ok()).toBe(true);
  // Bought on the list and moved in: the expiry is estimated by kind of food.
  const added = await page.request.post('/api/shopping-list', { data: { name: 'Salmon fillet' } });
  const { item } = (await added.json()) as { item: { id: string } };
  expect((await page.request.patch(`/api/shopping-list/${item.id}`, { data: { is_purchased: true } })).ok()).toBe(true);
  expect((await page.request.post('/api/shopping-list/move-to-pantry', { data: {} })).ok()).toBe(true);

  await page.goto('/pantry');
  const names = page.getByTestId('pantry-card').locator('h3');
  await expect(names).toHaveText(['Spinach', 'Yogurt', 'Milk', 'Salmon fillet', 'Chicken thighs', 'Rice']);
  const salmon = page.getByTestId('pantry-card').filter({ hasText: 'Salmon fillet' });
  await expect(salmon.getByTestId('expiry-line')).toContainText('Expires in 1 day (estimated)');
  await page.screenshot({ path: testInfo.outputPath('pantry-390.png'), fullPage: true });
});
