import { expect, signInAs, test } from './fixtures';

/** The recipe page's details: print shows the servings the quantities are for; notes are markdown. */

async function createRecipe(page: import('@playwright/test').Page) {
  const res = await page.request.post('/api/generate-recipe', {
    data: {
      ingredients: ['400 g chicken thighs', '2 lemons', 'garlic'],
      type: 'quick',
      generationType: 'prompt',
      recipeName: 'Lemon chicken',
      language: 'en',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { recipe: { id: string; servings: number } }).recipe;
}

test('print shows the scaled servings with the scaled quantities', async ({ page }) => {
  await signInAs(page, { planType: 'monthly' });
  const recipe = await createRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  const list = page.getByTestId('ingredient-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const before = await list.getByRole('listitem').allTextContents();
  const more = page.getByRole('button', { name: 'More servings' });
  const target = recipe.servings * 2;
  for (let n = recipe.servings; n < target; n += 1) await more.click();
  await expect(page.getByTestId('servings-value')).toHaveText(`${target} servings`);

  await page.emulateMedia({ media: 'print' });
  // The control is hidden on paper; the header states the servings the list is for.
  await expect(more).toBeHidden();
  await expect(page.getByTestId('header-servings')).toHaveText(String(target));
  await expect(page.getByText(`Quantities scaled from ${recipe.servings} servings.`)).toBeVisible();
  const printed = await list.getByRole('listitem').allTextContents();
  // Every line with a leading whole number that keeps its unit now says twice as much (a spoon
  // amount may be written in a larger spoon once scaled: docs/decisions/033-scaling-to-amounts-a-cook-can-measure.md).
  const lead = (line: string) => /^(\d+)\s+(\S+)/.exec(line);
  const counted = before
    .map((line, i) => [lead(line), lead(printed[i] ?? '')] as const)
    .filter(([a, b]) => a && b && a[2]?.replace(/s$/, '') === b[2]?.replace(/s$/, ''));
  expect(counted.length).toBeGreaterThan(0);
  for (const [was, now] of counted) expect(Number(now![1])).toBe(Number(was![1]) * 2);
  await page.emulateMedia({ media: 'screen' });
});

test('notes render their markdown: bold, italic, lists and safe links, no raw asterisks', async ({ page }) => {
  await signInAs(page, { planType: 'free' });
  const recipe = await createRecipe(page);
  const notes = '**Brown** the skin *well*\n- zest first\n- [my video](https://example.com/v)\n- [bad](javascript:alert(1))';
  const saved = await page.request.patch(`/api/recipes/${recipe.id}/notes`, { data: { notes } });
  expect(saved.ok()).toBe(true);
  await page.goto(`/recipe/${recipe.id}`);
  const view = page.getByTestId('notes-text');
  await expect(view.locator('strong')).toHaveText('Brown');
  await expect(view.locator('em')).toHaveText('well');
  await expect(view.locator('ul > li')).toHaveCount(3);
  await expect(view).not.toContainText('**');
  const link = view.getByRole('link', { name: 'my video' });
  await expect(link).toHaveAttribute('href', 'https://example.com/v');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(view.getByRole('link')).toHaveCount(1);
  await expect(view).toContainText('[bad](javascript:alert(1))');
});
